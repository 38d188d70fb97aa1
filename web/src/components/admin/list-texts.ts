// The Norwegian texts of the admin list screens, in one place: what a row is called in error toasts, the
// table's load-error and empty texts, and the toast after a delete.
import { HOME_FEATURED_COUNT } from '@shared/labels';
import type { FaqDto, TeamMemberDto } from '@shared/schemas/company';
import type { ImageListItem } from '@shared/schemas/image';
import type { PricingParameterDto } from '@shared/schemas/pricing';
import type { ProjectDto } from '@shared/schemas/project';
import type { ServiceDto } from '@shared/schemas/service';
import type { SavedQuoteLineDto } from '@shared/schemas/saved-quote-line';

export type ListTexts<T> = {
  /** The row in the definite form: 'Kunne ikke slette spørsmålet.' */
  thing: string;
  loadError: string;
  empty: string;
  deleted: (row: T) => { title: string; message: string };
};

/** A whole list screen's texts (AdminListScreen). */
export type ScreenTexts<T> = ListTexts<T> & {
  intro: string;
  caption: string;
  /** The add button; none when rows come from elsewhere (uploads). */
  add?: string;
  titles: { create: string; edit: string; delete: string };
  confirm: (row: T, all: readonly T[]) => string;
};

export const faqTexts: ScreenTexts<FaqDto> = {
  intro: 'Ofte stilte spørsmål med svar, vist nederst på kontaktsiden.',
  caption: 'Spørsmål og svar',
  add: 'Legg til spørsmål',
  titles: { create: 'Legg til spørsmål', edit: 'Rediger spørsmål', delete: 'Slett spørsmål' },
  confirm: (f) => `Er du sikker på at du vil slette spørsmålet «${f.question}»? Dette kan ikke angres.`,
  thing: 'spørsmålet',
  loadError: 'Kunne ikke laste spørsmålene. Prøv igjen senere.',
  empty: 'Ingen spørsmål ennå',
  deleted: (f) => ({ title: 'Spørsmål slettet', message: `«${f.question}» er slettet.` }),
};

export const teamTexts: ScreenTexts<TeamMemberDto> = {
  intro: 'Personene som presenteres under «Hvem er vi?» på Om oss-siden.',
  caption: 'Team',
  add: 'Legg til teammedlem',
  titles: { create: 'Legg til teammedlem', edit: 'Rediger teammedlem', delete: 'Slett teammedlem' },
  confirm: (m) => `Er du sikker på at du vil slette «${m.name}» fra teamet? Dette kan ikke angres.`,
  thing: 'teammedlemmet',
  loadError: 'Kunne ikke laste teamet. Prøv igjen senere.',
  empty: 'Ingen teammedlemmer ennå',
  deleted: (m) => ({ title: 'Teammedlem slettet', message: `«${m.name}» er slettet.` }),
};

export const serviceTexts: ScreenTexts<ServiceDto> = {
  intro: 'Tjenestene som vises på nettsiden. En undertjeneste hører til en hovedtjeneste; inaktive tjenester vises ikke.',
  caption: 'Tjenester',
  add: 'Legg til tjeneste',
  titles: { create: 'Legg til tjeneste', edit: 'Rediger tjeneste', delete: 'Slett tjeneste' },
  confirm: (s, all) => {
    const children = all.filter((c) => c.parentId === s.id).length;
    return `Er du sikker på at du vil slette tjenesten «${s.title}»? Alle undertjenester blir også slettet${children > 0 ? ` (${children})` : ''}. Dette kan ikke angres.`;
  },
  thing: 'tjenesten',
  loadError: 'Kunne ikke laste tjenestene. Prøv igjen senere.',
  empty: 'Ingen tjenester funnet',
  deleted: (s) => ({ title: 'Tjeneste slettet', message: `«${s.title}» er slettet.` }),
};

export const projectTexts: ScreenTexts<ProjectDto> = {
  intro: `Referanseprosjektene i den rekkefølgen de vises på nettsiden. Forsiden viser de ${HOME_FEATURED_COUNT} første utvalgte prosjektene; endre rekkefølgen med pilene.`,
  caption: 'Prosjekter',
  add: 'Legg til prosjekt',
  titles: { create: 'Legg til prosjekt', edit: 'Rediger prosjekt', delete: 'Slett prosjekt' },
  confirm: (p) => `Er du sikker på at du vil slette prosjektet «${p.title}»? Dette kan ikke angres.`,
  thing: 'prosjektet',
  loadError: 'Kunne ikke laste prosjektene. Prøv igjen senere.',
  empty: 'Ingen prosjekter funnet',
  deleted: (p) => ({ title: 'Prosjekt slettet', message: `«${p.title}» er slettet.` }),
};

export const imageTexts: ScreenTexts<ImageListItem> = {
  intro: 'Bildene som er lastet opp. Bilder som brukes i et prosjekt eller en tjeneste kan ikke slettes.',
  caption: 'Bilder',
  titles: { create: 'Endre alternativ tekst', edit: 'Endre alternativ tekst', delete: 'Slett bilde' },
  confirm: (i) => `Er du sikker på at du vil slette bildet${i.alt ? ` «${i.alt}»` : ''}? Dette kan ikke angres.`,
  thing: 'bildet',
  loadError: 'Kunne ikke laste bildene. Prøv igjen senere.',
  empty: 'Ingen bilder lastet opp ennå',
  deleted: () => ({ title: 'Bilde slettet', message: 'Bildet og alle størrelsene av det er slettet.' }),
};

export const pricingTexts: ScreenTexts<PricingParameterDto> = {
  intro:
    'Prisene priskalkulatorene på nettsiden regner med, i kroner inkl. mva. Endringer gjelder straks. Bare aktive parametere brukes. Prisene kalkulatoren selv bruker kan ikke slettes eller få ny nøkkel, men du kan endre verdien eller slå dem av.',
  caption: 'Prisparametere',
  add: 'Legg til parameter',
  titles: { create: 'Legg til prisparameter', edit: 'Rediger prisparameter', delete: 'Slett prisparameter' },
  confirm: (p) => `Er du sikker på at du vil slette parameteren «${p.parameterName}» (${p.parameterKey})? Dette kan ikke angres.`,
  thing: 'prisparameteren',
  loadError: 'Kunne ikke laste prisparameterne. Prøv igjen senere.',
  empty: 'Ingen parametere funnet for denne kategorien. Legg til nye parametere med knappen over.',
  deleted: (p) => ({ title: 'Parameter slettet', message: `${p.parameterName} (${p.parameterKey}) er slettet.` }),
};

export const quoteLineTexts: ScreenTexts<SavedQuoteLineDto> = {
  intro: 'Linjer du bruker ofte i tilbud, med enhet og enhetspris inkl. mva. Velg dem med «Legg til fast linje» i tilbudet. Et tilbud som har brukt en linje, endres ikke når linjen endres her.',
  caption: 'Faste tilbudslinjer',
  add: 'Legg til linje',
  titles: { create: 'Legg til fast linje', edit: 'Rediger fast linje', delete: 'Slett fast linje' },
  confirm: (l) => `Er du sikker på at du vil slette den faste linjen «${l.text}»? Tilbud som har brukt den, beholder linjen.`,
  thing: 'den faste linjen',
  loadError: 'Kunne ikke laste de faste linjene. Prøv igjen senere.',
  empty: 'Ingen faste linjer ennå',
  deleted: (l) => ({ title: 'Fast linje slettet', message: `«${l.text}» er slettet.` }),
};
