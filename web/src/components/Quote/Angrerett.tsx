import { Button } from '@mantine/core';
import { angreskjemaFacts, angreskjemaLines, angreskjemaTitle, angrerettInfo, angrerettTitle } from '@shared/angrerett';
import type { PublicQuoteDto } from '@shared/schemas/quote';
import { useCompanyData } from '../../lib/company';
import classes from './Quote.module.css';

/** The angrerett information and the standard angreskjema, as a PDF and printable from the page. */
export function Angrerett({ token, quote }: { token: string | null; quote: PublicQuoteDto }) {
  const company = useCompanyData();
  return (
    <section aria-labelledby="angrerett">
      <h2 id="angrerett">{angrerettTitle}</h2>
      {angrerettInfo(company).map((p, i) => (
        <p key={i}>{p}</p>
      ))}
      <h3>{angreskjemaTitle}</h3>
      <div className={classes.skjema}>
        {angreskjemaLines(company, angreskjemaFacts(quote)).map((line, i) => (line ? <p key={i}>{line}</p> : <div key={i} className={classes.blank} />))}
      </div>
      {token && (
        <>
          <p className={classes.noPrint}>
            <a href={`/tilbud/${token}/angreskjema.pdf`}>Last ned angreskjemaet (PDF)</a>
          </p>
          <Button variant="default" className={classes.noPrint} onClick={() => window.print()}>
            Skriv ut
          </Button>
        </>
      )}
    </section>
  );
}
