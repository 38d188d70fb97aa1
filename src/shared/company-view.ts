// How the company record is shown: links, the address line, opening hours, the footer blurb and
// the public shape every page reads. Isomorphic and free of zod, so public pages stay light.
import { weekdayLabels } from './labels';
import { weekdays, type Weekday } from './domain';
import type { ImageMeta } from './image-variants';
import type { CompanyPublic, CompanyRecord, DayHours, FaqDto, TeamMemberDto } from './schemas/company';

export const COUNTRY = 'NO';

/** The number for tel: links and structured data: digits with a country code, e.g. +4740012345. */
export function phoneE164(phone: string): string {
  const trimmed = phone.trim();
  const digits = trimmed.replace(/\D/g, '');
  if (trimmed.startsWith('+')) return `+${digits}`;
  if (digits.startsWith('00')) return `+${digits.slice(2)}`;
  return `+47${digits}`;
}

export const phoneHref = (phone: string) => `tel:${phoneE164(phone)}`;
export const emailHref = (email: string) => `mailto:${email}`;

export const addressLine = (a: CompanyPublic['address']) => `${a.street}, ${a.postalCode} ${a.city}`;

/** '999 999 999', with ' MVA' when the company is registered for VAT. */
export function orgNumberDisplay(c: Pick<CompanyPublic, 'orgNumber' | 'vatRegistered'>): string {
  const grouped = c.orgNumber.replace(/\s/g, '').replace(/^(\d{3})(\d{3})(\d{3})$/, '$1 $2 $3');
  return c.vatRegistered ? `${grouped} MVA` : grouped;
}

/** The about text's paragraphs (separated by blank lines in the stored text). */
export function aboutParagraphs(about: string): string[] {
  return about
    .split(/\n\s*\n/)
    .map((p) => p.replace(/\s+/g, ' ').trim())
    .filter(Boolean);
}

/**
 * The footer blurb: about the first `max` characters of the about text, cut at the last word
 * boundary within them (never inside a word), without trailing punctuation, plus an ellipsis.
 * A text that fits is shown whole, without an ellipsis.
 */
export function footerBlurb(about: string, max = 150): string {
  const text = about.replace(/\s+/g, ' ').trim();
  if (text.length <= max) return text;
  const cut = text.slice(0, max + 1);
  const space = cut.lastIndexOf(' ');
  const head = (space > 0 ? cut.slice(0, space) : text.slice(0, max)).replace(/[\s,;:.–-]+$/u, '');
  return `${head}…`;
}

type PublicDay = CompanyPublic['openingHours'][number];

/** Stored hours (Monday first) as the public list with day names. */
export function publicOpeningHours(hours: readonly DayHours[]): PublicDay[] {
  return weekdays.map((day, i) => {
    const h = hours[i];
    return !h || h.closed ? { day, closed: true, opens: null, closes: null } : { day, closed: false, opens: h.opens, closes: h.closes };
  });
}

export type OpeningHoursLine = { days: string; hours: string };

const sameHours = (a: PublicDay, b: PublicDay) => a.closed === b.closed && a.opens === b.opens && a.closes === b.closes;

/** Runs of consecutive days with the same hours, e.g. 'Mandag–fredag 08:00–16:00', 'Lørdag–søndag Stengt'. */
export function openingHoursLines(days: readonly PublicDay[]): OpeningHoursLine[] {
  const lines: OpeningHoursLine[] = [];
  let start = 0;
  for (let i = 1; i <= days.length; i++) {
    const first = days[start]!;
    if (i < days.length && sameHours(first, days[i]!)) continue;
    const last = days[i - 1]!;
    const from = weekdayLabels[first.day];
    const range = first.day === last.day ? from : `${from}–${weekdayLabels[last.day].toLowerCase()}`;
    lines.push({ days: range, hours: first.closed ? 'Stengt' : `${first.opens}–${first.closes}` });
    start = i;
  }
  return lines;
}

/** The same runs as one phrase for running text: 'Mandag–fredag 08:00–16:00, lørdag–søndag stengt'. */
export function openingHoursSentence(days: readonly PublicDay[]): string {
  const text = openingHoursLines(days)
    .map((l) => `${l.days} ${l.hours}`.toLowerCase())
    .join(', ');
  return text.charAt(0).toUpperCase() + text.slice(1);
}

const schemaDay: Record<Weekday, string> = {
  monday: 'Monday',
  tuesday: 'Tuesday',
  wednesday: 'Wednesday',
  thursday: 'Thursday',
  friday: 'Friday',
  saturday: 'Saturday',
  sunday: 'Sunday',
};

export type OpeningHoursSpecification = { '@type': 'OpeningHoursSpecification'; dayOfWeek: string[]; opens: string; closes: string };

/** schema.org openingHoursSpecification: one entry per distinct open/close pair; closed days are left out. */
export function openingHoursSpecification(days: readonly PublicDay[]): OpeningHoursSpecification[] {
  const byHours = new Map<string, OpeningHoursSpecification>();
  for (const d of days) {
    if (d.closed || !d.opens || !d.closes) continue;
    const key = `${d.opens}-${d.closes}`;
    const spec = byHours.get(key) ?? { '@type': 'OpeningHoursSpecification', dayOfWeek: [], opens: d.opens, closes: d.closes };
    spec.dayOfWeek.push(schemaDay[d.day]);
    byHours.set(key, spec);
  }
  return [...byHours.values()];
}

/**
 * The trust facts as the public pages show them: a fact is there only when it is filled in; mesterbrev
 * needs both who and which trade, insurance at least the company.
 */
export function trustFacts(r: CompanyRecord): CompanyPublic['trust'] {
  return {
    masterCertificate: r.masterCertificateHolder && r.masterCertificateTrade ? { holder: r.masterCertificateHolder, trade: r.masterCertificateTrade } : null,
    centralApproval: r.centralApproval,
    insurance: r.insuranceCompany ? { company: r.insuranceCompany, coverage: r.insuranceCoverage } : null,
    taxCertificateUrl: r.taxCertificateUrl,
  };
}

/** Whether any trust fact is filled in. */
export const hasTrustFacts = (t: CompanyPublic['trust']): boolean =>
  Boolean(t.masterCertificate || t.centralApproval || t.insurance || t.taxCertificateUrl);

/** The public shape from a record plus its team and FAQ (the server's read and the seed alike). */
export function toCompanyPublic(
  r: CompanyRecord,
  team: Array<TeamMemberDto & { photo?: ImageMeta | null }>,
  faq: FaqDto[],
  updatedAt: Date,
): CompanyPublic {
  return {
    name: r.name,
    orgNumber: r.orgNumber,
    vatRegistered: r.vatRegistered,
    founded: r.founded,
    description: r.description,
    about: r.about,
    team: team.map((m) => ({ ...m, photo: m.photo ?? null })),
    phone: r.phone,
    email: r.email,
    address: { street: r.street, postalCode: r.postalCode, city: r.city, region: r.region, country: COUNTRY },
    social: { facebook: r.facebookUrl, instagram: r.instagramUrl },
    openingHours: publicOpeningHours(r.openingHours),
    faq,
    hero: { headline: r.heroHeadline, intro: r.heroIntro },
    footerCredit: { label: r.footerCreditLabel, url: r.footerCreditUrl },
    trust: trustFacts(r),
    updatedAt: updatedAt.toISOString(),
  };
}
