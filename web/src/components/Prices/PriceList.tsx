import { serviceCategoryLabels } from '@shared/labels';
import { serviceCategories } from '@shared/domain';
import { PRICE_LIMIT_PERCENT } from '@shared/price-limit';
import { formatKr } from '@shared/pricing/vat';
import type { PriceListRate } from '@shared/schemas/pricing';
import type { ServiceDto } from '@shared/schemas/service';
import { servicePrice } from '../Services/ServiceCard';
import classes from './Prices.module.css';

// The price list (prisopplysningsforskriften §§ 3, 10, 11): every figure comes from the database —
// the services' prices and the general prices the owner edits under Priskalkulator → Timepriser og tillegg.

/** «850 kr per time», «1 500 kr»: the amount incl. mva in the site's money format. */
export function rateText(rate: Pick<PriceListRate, 'amount' | 'unit'>): string {
  return rate.unit === 'hour' ? `${formatKr(rate.amount)} per time` : rate.unit === 'workday' ? `${formatKr(rate.amount)} per arbeidsdag` : formatKr(rate.amount);
}

const noPrice = 'Pris etter befaring';

export function RatesTable({ rates, loading }: { rates: PriceListRate[]; loading: boolean }) {
  if (loading) return <p aria-busy="true">Laster priser …</p>;
  if (rates.length === 0) return <p className={classes.lead}>Ta kontakt for timepris og eventuelle tillegg.</p>;
  return (
    <table className={classes.table} data-testid="rates">
      <caption>Timepris og tillegg (inkl. mva)</caption>
      <thead>
        <tr>
          <th scope="col">Hva</th>
          <th scope="col" className={classes.price}>
            Pris inkl. mva
          </th>
        </tr>
      </thead>
      <tbody>
        {rates.map((r) => (
          <tr key={r.key} data-rate={r.key}>
            <th scope="row">
              {r.name}
              {r.description ? <span className={classes.note}>{r.description}</span> : null}
            </th>
            <td className={classes.price}>{rateText(r)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** One table per service group: each main service, then its sub-services, with the price or «Pris etter befaring». */
export function ServicePriceTables({ services, loading }: { services: ServiceDto[]; loading: boolean }) {
  if (loading) return <p aria-busy="true">Laster priser …</p>;
  return (
    <div className={classes.tables}>
      {serviceCategories.map((category) => {
        const main = services.filter((s) => s.parentId === null && s.category === category);
        if (main.length === 0) return null;
        return (
          <table key={category} className={classes.table}>
            <caption>{serviceCategoryLabels[category]}</caption>
            <thead>
              <tr>
                <th scope="col">Tjeneste</th>
                <th scope="col" className={classes.price}>
                  Pris inkl. mva
                </th>
              </tr>
            </thead>
            <tbody>
              {main.flatMap((s) => [
                <tr key={s.id} data-service={s.id}>
                  <th scope="row">{s.title}</th>
                  <td className={classes.price}>{servicePrice(s, { vatNote: false }) ?? noPrice}</td>
                </tr>,
                ...services
                  .filter((sub) => sub.parentId === s.id)
                  .map((sub) => (
                    <tr key={sub.id} data-service={sub.id}>
                      <th scope="row" className={classes.sub}>
                        {sub.title}
                      </th>
                      <td className={classes.price}>{servicePrice(sub, { vatNote: false }) ?? noPrice}</td>
                    </tr>
                  )),
              ])}
            </tbody>
          </table>
        );
      })}
    </div>
  );
}

/** How a price is made where a fixed price isn't practical, with the owner's current figures. */
export function PriceCalculation({ rates }: { rates: PriceListRate[] }) {
  const find = (key: string) => rates.find((r) => r.key === key);
  const hour = find('hour_rate');
  const minimum = find('minimum_price');
  const travel = find('travel_surcharge');
  return (
    <>
      <p className={classes.lead}>
        Mange snekkerjobber kan ikke prises helt nøyaktig før vi har sett stedet: underlag, tilkomst og materialvalg avgjør hvor mye arbeid
        det blir. Derfor regner vi slik:
      </p>
      <ol className={classes.howList}>
        <li>
          <strong>Fast pris per mengde</strong> – der prisen er oppgitt per m², meter eller stk, ganger vi med mengden som måles opp på
          befaringen.
        </li>
        <li>
          <strong>Medgått tid</strong> – arbeid uten fast pris regnes etter timene vi bruker
          {hour ? <>, med timepris {rateText(hour)}</> : null}, pluss materialene vi kjøper inn til jobben. De står som egne linjer i
          tilbudet og på fakturaen, så du ser hva de koster.
        </li>
        {minimum ? (
          <li>
            <strong>Minstepris</strong> – et oppdrag koster minst {rateText(minimum)}, også når jobben tar kortere tid.
          </li>
        ) : null}
        {travel ? (
          <li>
            <strong>{travel.name}</strong> – {rateText(travel)}.
          </li>
        ) : null}
        <li>
          <strong>Bindende pris etter befaring</strong> – prisene her og estimatene fra priskalkulatoren er veiledende. Etter en gratis
          befaring får du et skriftlig, bindende tilbud: fastpris, eller et prisoverslag som den endelige prisen ikke overstiger med mer enn
          {` ${PRICE_LIMIT_PERCENT} %`}.
        </li>
      </ol>
    </>
  );
}
