import type { ReactNode } from 'react';
import { aboutParagraphs } from '@shared/company-view';
import { useCompanyData } from '../../lib/company';
import { ABOUT_GALLERY } from '@shared/illustrations';
import { IconAward, IconCheck, IconHandshake, IconShield, IconUsers } from '../Icons/Icons';
import { Reveal } from '../Reveal/Reveal';
import classes from './About.module.css';
import { Section } from './Section';
import { Picture } from '../Picture/Picture';

const values: { title: string; text: string; icon: ReactNode }[] = [
  { title: 'Kvalitet', text: 'Vi gjør jobben skikkelig, med gode materialer og løsninger som varer i mange år.', icon: <IconAward size={26} /> },
  { title: 'Integritet', text: 'Ærlige råd og tydelige tilbud. Vi anbefaler bare det du faktisk har behov for.', icon: <IconShield size={26} /> },
  { title: 'Pålitelighet', text: 'Vi holder avtaler, tidsplaner og priser – og sier fra tidlig hvis noe endrer seg.', icon: <IconHandshake size={26} /> },
  { title: 'Kundefokus', text: 'Du har én fast kontaktperson og blir hørt gjennom hele prosjektet.', icon: <IconUsers size={26} /> },
];

const reasons = [
  'Tømrermester med over ti års erfaring',
  'Gratis og uforpliktende befaring',
  'Skriftlig tilbud med tydelig pris og fremdriftsplan',
  'Én fast kontaktperson gjennom hele prosjektet',
  'Arbeid etter gjeldende byggeforskrifter, med garanti',
  'Vi rydder etter oss hver dag',
];

const initials = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((w) => w[0])
    .join('');

export function AboutStory() {
  const company = useCompanyData();
  return (
    <Section id="historie" eyebrow={`Grunnlagt i ${company.founded}`} title="Vår historie">
      <div className={classes.story}>
        <div className={classes.storyText}>
          {aboutParagraphs(company.about).map((p, i) => (
            <p key={i}>{p}</p>
          ))}
        </div>
        <div className={classes.facts}>
          <div className={classes.fact}>
            <span className={classes.factValue}>{company.founded}</span>
            <span className={classes.factLabel}>Grunnlagt i Trondheim</span>
          </div>
          <div className={classes.fact}>
            <span className={classes.factValue}>10+</span>
            <span className={classes.factLabel}>års erfaring som snekker</span>
          </div>
          {company.team.length > 0 && (
            <>
              <h3 className={classes.teamHeading}>Hvem er vi?</h3>
              <ul className={classes.team}>
                {company.team.map((m) => (
                  <li key={m.id} className={classes.member}>
                    {m.photo ? (
                      // Shown 3.25rem (52 px) wide: the 320 px variant covers screens up to 6x.
                      <Picture image={m.photo} alt={m.name} sizes="52px" className={classes.photo} />
                    ) : (
                      <span className={classes.avatar} aria-hidden="true">
                        {initials(m.name)}
                      </span>
                    )}
                    <div>
                      <p className={classes.memberName}>{m.name}</p>
                      <p className={classes.memberRole}>{m.role}</p>
                      {m.bio && <p className={classes.memberBio}>{m.bio}</p>}
                    </div>
                  </li>
                ))}
              </ul>
            </>
          )}
        </div>
      </div>
    </Section>
  );
}

export function AboutValues() {
  return (
    <Section id="verdier" eyebrow="Verdiene våre" title="Dette står vi for" tone="white" align="center">
      <ul className={classes.values}>
        {values.map((v, i) => (
          <li key={v.title}>
            <Reveal delay={i * 80} className={classes.value}>
              <span className={classes.valueIcon}>{v.icon}</span>
              <h3 className={classes.valueTitle}>{v.title}</h3>
              <p className={classes.valueText}>{v.text}</p>
            </Reveal>
          </li>
        ))}
      </ul>
    </Section>
  );
}

export function AboutReasons() {
  return (
    <Section id="grunner" eyebrow="Hvorfor velge oss" title="Seks grunner til å velge Skarpjern" tone="sand">
      <ul className={classes.reasons}>
        {reasons.map((r) => (
          <li key={r} className={classes.reason}>
            <span className={classes.reasonIcon}>
              <IconCheck size={18} />
            </span>
            {r}
          </li>
        ))}
      </ul>
    </Section>
  );
}

const galleryAlt = ['Snekkerverksted med høvelbenk og verktøy', 'Ferdig terrasse i tre med pergola', 'Innebygde hyller i heltre', 'Nytt kjøkken etter renovering'];

export function AboutGallery() {
  return (
    <Section id="galleri" eyebrow="Fra arbeidshverdagen" title="Et innblikk i jobbene våre">
      <ul className={classes.gallery}>
        {ABOUT_GALLERY.map((src, i) => (
          <li key={src}>
            <Reveal delay={i * 70}>
              <img src={src} alt={galleryAlt[i] ?? ''} loading="lazy" decoding="async" />
            </Reveal>
          </li>
        ))}
      </ul>
    </Section>
  );
}
