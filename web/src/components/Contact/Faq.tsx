import { Accordion } from '@mantine/core';
import { useCompanyData } from '../../lib/company';
import classes from './Contact.module.css';

/** The questions and answers kept under Firma in the back office; nothing when there are none. */
export function Faq() {
  const { faq } = useCompanyData();
  if (!faq.length) return null;
  return (
    <section className={classes.faq} aria-labelledby="faq-tittel">
      <h2 id="faq-tittel" className={classes.faqTitle}>
        Ofte stilte spørsmål
      </h2>
      <Accordion order={3} variant="separated" radius="md" classNames={{ item: classes.faqItem ?? '', control: classes.faqControl ?? '', label: classes.faqLabel ?? '' }}>
        {faq.map((f) => (
          <Accordion.Item key={f.id} value={`faq-${f.id}`}>
            <Accordion.Control>{f.question}</Accordion.Control>
            <Accordion.Panel className={classes.faqAnswer}>{f.answer}</Accordion.Panel>
          </Accordion.Item>
        ))}
      </Accordion>
    </section>
  );
}
