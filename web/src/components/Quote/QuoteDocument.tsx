import type { ReactNode } from 'react';
import { formatLongDay as day } from '@shared/dates';
import type { PublicQuoteDto } from '@shared/schemas/quote';
import { angrerettTitle } from '@shared/angrerett';
import { depositText } from '@shared/billing';
import { formatKr } from '@shared/pricing/vat';
import { Angrerett } from './Angrerett';
import { QuoteLines } from './QuoteLines';
import classes from './Quote.module.css';

/**
 * The quote as the customer reads it: the content, the terms and the angrerett. `token` gives the
 * links to the PDFs (null in the owner's preview of a draft, which has no working link yet);
 * `state` and `children` are the customer's answer and the forms to give it.
 */
export function QuoteDocument({ quote, token, state, children }: { quote: PublicQuoteDto; token: string | null; state?: ReactNode; children?: ReactNode }) {
  return (
    <article className={classes.doc}>
      <p className={classes.label}>Tilbud</p>
      <h1>{`Tilbud ${quote.reference}${quote.version > 1 ? ` (versjon ${quote.version})` : ''}`}</h1>
      <p className={classes.muted}>{`Til ${quote.customerName} · datert ${day(quote.date)} · gjelder til og med ${day(quote.validUntil)}`}</p>
      {quote.workAddress && <p className={classes.muted}>{`Arbeidssted: ${quote.workAddress}`}</p>}
      {state}
      <h2>Arbeid og materialer</h2>
      <QuoteLines quote={quote} />
      {quote.deposit && (
        <p className={classes.box} data-testid="quote-deposit">
          {depositText(quote.deposit, formatKr)}
        </p>
      )}
      {quote.terms && (
        <>
          <h2 id="betalingsvilkar">Betalingsvilkår</h2>
          <p style={{ whiteSpace: 'pre-line' }}>{quote.terms}</p>
        </>
      )}
      {quote.note && (
        <>
          <h2>Merknader</h2>
          <p style={{ whiteSpace: 'pre-line' }}>{quote.note}</p>
        </>
      )}
      {token && (
        <p className={classes.noPrint}>
          <a href={`/tilbud/${token}.pdf`}>Last ned tilbudet (PDF)</a>
        </p>
      )}
      {/* The customer reads the angrerett and the angreskjema before accepting: they are part of what is accepted.
          Once accepted they are the record of that step, folded under the case as it stands now. */}
      {quote.status === 'accepted' ? (
        <details className={classes.record}>
          <summary>{`${angrerettTitle} og angreskjema`}</summary>
          <Angrerett token={token} quote={quote} />
        </details>
      ) : (
        <Angrerett token={token} quote={quote} />
      )}
      {children}
    </article>
  );
}
