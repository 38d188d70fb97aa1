import { quotePriceTypeLabels, quotePriceTypeTerms } from '@shared/labels';
import { formatQuantity } from '@shared/pricing/format';
import { formatKr } from '@shared/pricing/vat';
import type { PublicQuoteDto } from '@shared/schemas/quote';
import classes from './Quote.module.css';

/** The lines and the totals: incl. mva, the mva in it, and without. */
export function QuoteLines({ quote }: { quote: PublicQuoteDto }) {
  return (
    <>
      <ul className={classes.lines} aria-label="Linjer i tilbudet">
        {quote.lines.map((l, i) => (
          <li key={i} className={classes.line}>
            <span className={classes.lineText}>
              {l.text}
              <span className={classes.lineDetail}>{`${formatQuantity(l.quantity)} ${l.unit} à ${formatKr(l.unitPrice)}`}</span>
            </span>
            <span className={classes.amount}>{formatKr(l.amount)}</span>
          </li>
        ))}
      </ul>
      <dl className={classes.totals} data-testid="quote-totals">
        <div className={classes.grand}>
          <dt>Totalt inkl. mva</dt>
          <dd>{formatKr(quote.totals.total)}</dd>
        </div>
        <div>
          <dt>Herav mva (25 %)</dt>
          <dd>{formatKr(quote.totals.vat)}</dd>
        </div>
        <div>
          <dt>Totalt eks. mva</dt>
          <dd>{formatKr(quote.totals.totalExVat)}</dd>
        </div>
      </dl>
      <div className={classes.box} id="pristype">
        <p>
          <strong>{quotePriceTypeLabels[quote.priceType]}.</strong> {quotePriceTypeTerms[quote.priceType]}
        </p>
        <p style={{ margin: 0 }}>Alle priser er i norske kroner inkl. 25 % mva.</p>
      </div>
    </>
  );
}
