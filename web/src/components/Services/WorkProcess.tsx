import { IconClipboard, IconHammer, IconMessage } from '../Icons/Icons';
import { Reveal } from '../Reveal/Reveal';
import classes from './Process.module.css';

const steps = [
  {
    title: 'Konsultasjon',
    text: 'Du forteller oss hva du ønsker, på telefon, e-post eller via skjemaet. Vi svarer raskt og avklarer det viktigste.',
    icon: <IconMessage size={26} />,
  },
  {
    title: 'Befaring og tilbud',
    text: 'Vi kommer på gratis befaring, ser på forholdene og gir deg et skriftlig tilbud med pris og fremdriftsplan.',
    icon: <IconClipboard size={26} />,
  },
  {
    title: 'Utførelse og levering',
    text: 'Vi gjør jobben som avtalt, rydder etter oss hver dag og går gjennom resultatet sammen med deg til slutt.',
    icon: <IconHammer size={26} />,
  },
];

/** The three-step work process. */
export function WorkProcess() {
  return (
    <ol className={classes.steps}>
      {steps.map((s, i) => (
        <li key={s.title}>
          <Reveal delay={i * 100} className={classes.step}>
            <div className={classes.stepHead}>
              <span className={classes.number} aria-hidden="true">
                {i + 1}
              </span>
              <span className={classes.icon}>{s.icon}</span>
            </div>
            <h3 className={classes.title}>
              <span className={classes.visuallyHidden}>Steg {i + 1}: </span>
              {s.title}
            </h3>
            <p className={classes.text}>{s.text}</p>
          </Reveal>
        </li>
      ))}
    </ol>
  );
}
