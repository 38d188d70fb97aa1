import type { ReactNode } from 'react';
import { IconAward, IconClock, IconHammer, IconRuler } from '../Icons/Icons';
import { Section } from '../Page/Section';
import { Reveal } from '../Reveal/Reveal';
import classes from './Home.module.css';

const points: { title: string; text: string; icon: ReactNode }[] = [
  {
    title: 'Kvalitet',
    text: 'Vi velger materialer som tåler det trønderske klimaet, og gjør jobben skikkelig første gang.',
    icon: <IconAward size={28} />,
  },
  {
    title: 'Erfaring',
    text: 'Tømrermester med over ti års erfaring fra nybygg, tilbygg, oppussing og rehabilitering av eldre trehus.',
    icon: <IconRuler size={28} />,
  },
  {
    title: 'Håndverk',
    text: 'Nøyaktig arbeid der detaljene sitter – fra fundament og bæring til den siste listen.',
    icon: <IconHammer size={28} />,
  },
  {
    title: 'Punktlighet',
    text: 'Vi kommer når vi har avtalt, holder fremdriftsplanen og svarer raskt når du lurer på noe.',
    icon: <IconClock size={28} />,
  },
];

export function WhyChooseUs() {
  return (
    <Section id="hvorfor-oss" eyebrow="Hvorfor velge oss" title="Et lokalt snekkerfirma du kan stole på" tone="white" align="center">
      <ul className={classes.points}>
        {points.map((p, i) => (
          <li key={p.title}>
            <Reveal delay={i * 80} className={classes.point}>
              <span className={classes.pointIcon}>{p.icon}</span>
              <h3 className={classes.pointTitle}>{p.title}</h3>
              <p className={classes.pointText}>{p.text}</p>
            </Reveal>
          </li>
        ))}
      </ul>
    </Section>
  );
}
