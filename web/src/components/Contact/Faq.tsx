import { Accordion } from '@mantine/core';
import '@mantine/core/styles/Accordion.css';
import classes from './Contact.module.css';

const faq = [
  {
    q: 'Hvor lang tid tar det å bygge en terrasse?',
    a: 'De fleste terrasseprosjekter tar 1–2 uker, avhengig av størrelse, fundament og vær. Du får en fremdriftsplan sammen med tilbudet.',
  },
  {
    q: 'Trenger jeg byggetillatelse?',
    a: 'Det avhenger av størrelsen og høyden på terrassen eller tiltaket. Vi hjelper deg å avklare om det må søkes om hos kommunen før vi starter.',
  },
  {
    q: 'Hvordan foregår betalingen?',
    a: 'Du betaler med bankoverføring mot faktura. For større prosjekter avtaler vi gjerne delbetaling underveis.',
  },
  {
    q: 'Gir dere garanti på arbeidet?',
    a: 'Ja, vi gir garanti på alt arbeid vi utfører. Hvor lang garantien er, varierer med type prosjekt.',
  },
];

export function Faq() {
  return (
    <section className={classes.faq} aria-labelledby="faq-tittel">
      <h2 id="faq-tittel" className={classes.faqTitle}>
        Ofte stilte spørsmål
      </h2>
      <Accordion order={3} variant="separated" radius="md" classNames={{ item: classes.faqItem ?? '', control: classes.faqControl ?? '', label: classes.faqLabel ?? '' }}>
        {faq.map((f, i) => (
          <Accordion.Item key={f.q} value={`faq-${i}`}>
            <Accordion.Control>{f.q}</Accordion.Control>
            <Accordion.Panel>{f.a}</Accordion.Panel>
          </Accordion.Item>
        ))}
      </Accordion>
    </section>
  );
}
