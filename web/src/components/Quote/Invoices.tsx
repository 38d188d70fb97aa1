import { formatLongDay } from '@shared/dates';
import { invoiceKindLabels, invoiceStandingLabels } from '@shared/labels';
import { formatKr } from '@shared/pricing/vat';
import { trpc } from '../../trpc';
import classes from './Quote.module.css';

/**
 * The job's invoices on the customer's page: each one with its amount, due date and whether it is
 * paid, and what is paid and outstanding in all. Nothing before the first invoice is made.
 */
export function Invoices({ token }: { token: string }) {
  const query = trpc.public.billing.byToken.useQuery({ token }, { staleTime: Infinity, retry: false });
  const b = query.data;
  if (!b) return null;
  return (
    <section aria-labelledby="fakturaer" className={classes.box} data-testid="invoices">
      <h2 id="fakturaer" className={classes.boxTitle}>
        Fakturaer
      </h2>
      <ul className={classes.lines}>
        {b.invoices.map((i) => {
          const { standing } = i;
          return (
            <li key={i.id} className={classes.line}>
              <span className={classes.lineText}>
                {`${invoiceKindLabels[i.kind]}${i.invoiceNumber ? ` ${i.invoiceNumber}` : ''}`}
                <span className={classes.lineDetail}>
                  {i.kind === 'credit'
                    ? `Datert ${formatLongDay(i.issueDate)}`
                    : `${invoiceStandingLabels[standing]}${i.dueDate && standing !== 'paid' ? `, forfall ${formatLongDay(i.dueDate)}` : ''}`}
                </span>
              </span>
              <span className={classes.amount}>
                {formatKr(i.total)}
                {i.pdfUrl && (
                  <span className={classes.lineDetail}>
                    <a href={i.pdfUrl} download aria-label={`Last ned ${invoiceKindLabels[i.kind].toLowerCase()}${i.invoiceNumber ? ` ${i.invoiceNumber}` : ''} som PDF`}>
                      PDF
                    </a>
                  </span>
                )}
              </span>
            </li>
          );
        })}
      </ul>
      <dl className={classes.totals}>
        <div>
          <dt>Betalt</dt>
          <dd>{formatKr(b.paid)}</dd>
        </div>
        <div className={classes.grand}>
          <dt>Å betale</dt>
          <dd>{formatKr(b.outstanding)}</dd>
        </div>
      </dl>
      <p className={classes.muted}>Fakturaene kommer fra regnskapssystemet vårt med kontonummer og KID. Spørsmål om en faktura? Svar på e-posten den kom med, eller ring oss.</p>
    </section>
  );
}
