import { useCompanyData } from '../../lib/company';
import classes from './Contact.module.css';

/**
 * The questions and answers kept under Firma in the back office; nothing when there are none.
 * Native `<details>`: a question opens as soon as the page is drawn, before any script has run, and the
 * browser keeps what is open while the page hydrates (React does not own the `open` attribute here).
 */
export function Faq() {
  const { faq } = useCompanyData();
  if (!faq.length) return null;
  return (
    <section className={classes.faq} aria-labelledby="faq-tittel">
      <h2 id="faq-tittel" className={classes.faqTitle}>
        Ofte stilte spørsmål
      </h2>
      <div className={classes.faqList}>
        {faq.map((f) => (
          <details key={f.id} className={classes.faqItem}>
            <summary className={classes.faqQuestion}>
              <span>{f.question}</span>
              <svg className={classes.faqChevron} viewBox="0 0 15 15" width="16" height="16" aria-hidden="true" focusable="false">
                <path
                  d="M3.135 6.158a.5.5 0 0 1 .707-.023L7.5 9.565l3.658-3.43a.5.5 0 0 1 .684.73l-4 3.75a.5.5 0 0 1-.684 0l-4-3.75a.5.5 0 0 1-.023-.707Z"
                  fill="currentColor"
                  fillRule="evenodd"
                  clipRule="evenodd"
                />
              </svg>
            </summary>
            <div className={classes.faqAnswer}>{f.answer}</div>
          </details>
        ))}
      </div>
    </section>
  );
}
