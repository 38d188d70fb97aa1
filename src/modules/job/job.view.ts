import { createHash } from 'node:crypto';
import { lineAmount, quoteTotals } from '../../shared/pricing/vat';
import type { ChangeOrderDto, JobDto, PriceLimit, PublicChangeOrderDto, PublicJobDto } from '../../shared/schemas/job';
import { defaultPriceLimit, priceLevel, type PriceLevel } from '../../shared/price-limit';
import type { ChangeOrder, Job } from './job.entity';

// Håndverkertjenesteloven § 32: the shares and the levels are in shared/price-limit.ts, read by the
// back office too; this view says where each job stands, so the browser only shows it.

const total = (co: Pick<ChangeOrder, 'lines'>) => quoteTotals(co.lines).total;
const sum = (xs: number[]) => Math.round(xs.reduce((a, b) => a + b, 0) * 100) / 100;
const percent = (over: number, base: number) => (base > 0 ? Math.round((over / base) * 1000) / 10 : 0);

/** The agreed total (contract plus accepted change orders) and what waits for the customer's answer. */
export function jobTotals(job: Job, orders: ChangeOrder[]) {
  const contract = quoteTotals(job.quote.lines).total;
  const accepted = sum(orders.filter((o) => o.status === 'accepted').map(total));
  const proposed = sum(orders.filter((o) => o.status === 'sent').map(total));
  return { contract, agreed: sum([contract, accepted]), proposed };
}

/** The highest price without a new agreement: 15 % above the prisoverslag, or the new limit the customer agreed to. */
export const priceLimitOf = (job: Job, contract: number) => job.newLimit ?? defaultPriceLimit(contract);

/** For a prisoverslag: how far the agreed and the proposed work are above it. Null for a fixed price. */
export function priceLimit(job: Job, orders: ChangeOrder[]): PriceLimit | null {
  if (job.quote.priceType !== 'estimate') return null;
  const t = jobTotals(job, orders);
  const limit = priceLimitOf(job, t.contract);
  return {
    estimate: t.contract,
    limit,
    level: priceLevel(sum([t.agreed, t.proposed]), t.contract, limit),
    newLimitAgreedAt: job.newLimitAgreedAt?.toISOString() ?? null,
    newLimitChangeOrder: job.newLimitAgreedAt ? job.newLimitChangeOrder : null,
    agreedPercent: percent(t.agreed - t.contract, t.contract),
    proposedPercent: percent(t.agreed + t.proposed - t.contract, t.contract),
  };
}

/** What sending a draft would take a prisoverslag to: percent over the estimate, and the total then. */
export function impactOfSending(job: Job, orders: ChangeOrder[], draft: ChangeOrder): { percent: number; totalAfter: number; level: PriceLevel } | null {
  if (job.quote.priceType !== 'estimate') return null;
  const t = jobTotals(job, orders);
  const totalAfter = sum([t.agreed, t.proposed, total(draft)]);
  return { percent: percent(totalAfter - t.contract, t.contract), totalAfter, level: priceLevel(totalAfter, t.contract, priceLimitOf(job, t.contract)) };
}

/** The price around a change order at its moment: the agreed price before it and with it (see `priceAround`). */
export type PriceAround = { before: number; after: number; estimate: number | null; percentOver: number | null; level: PriceLevel | null; newLimit: number | null };

/**
 * The agreed price just before a change order was answered (the contract and the orders accepted
 * before it), or now while it waits, and with it. For a prisoverslag: how far that is above the
 * estimate and, when it goes past the limit in force, the new limit that accepting it agrees to (or,
 * once accepted, agreed to): the price with it, in whole kroner. `level` is where the price with it
 * stands (`over` when it needs, or made, a new limit); every text that warns reads it.
 */
export function priceAround(job: Job, orders: ChangeOrder[], o: ChangeOrder): PriceAround {
  const at = o.acceptedAt ?? o.declinedAt;
  const earlier = orders.filter((x) => x.id !== o.id && x.status === 'accepted' && (!at || (x.acceptedAt !== null && x.acceptedAt < at)));
  const contract = quoteTotals(job.quote.lines).total;
  const before = sum([contract, ...earlier.map(total)]);
  const after = sum([before, total(o)]);
  if (job.quote.priceType !== 'estimate') return { before, after, estimate: null, percentOver: null, level: null, newLimit: null };
  const newLimit =
    o.status === 'accepted' ? (job.newLimitChangeOrder === o.number ? job.newLimit : null) : o.status === 'declined' ? null : after > priceLimitOf(job, contract) ? Math.ceil(after) : null;
  const level = newLimit !== null ? 'over' : priceLevel(after, contract, priceLimitOf(job, contract));
  return { before, after, estimate: contract, percentOver: percent(after - contract, contract), level, newLimit };
}

export function toPublicChangeOrder(job: Job, orders: ChangeOrder[], o: ChangeOrder): PublicChangeOrderDto {
  const { before, after, percentOver, level, newLimit } = priceAround(job, orders, o);
  return {
    id: o.id,
    number: o.number,
    kind: o.kind,
    reason: o.reason,
    lines: o.lines.map((l) => ({ ...l, amount: lineAmount(l) })),
    totals: quoteTotals(o.lines),
    status: o.status,
    sentAt: o.sentAt?.toISOString() ?? null,
    acceptedAt: o.acceptedAt?.toISOString() ?? null,
    acceptedName: o.acceptedName,
    declinedAt: o.declinedAt?.toISOString() ?? null,
    price: { before, after, percentOver, level, newLimit },
  };
}

export function toPublicJob(job: Job, orders: ChangeOrder[]): PublicJobDto {
  const t = jobTotals(job, orders);
  return {
    status: job.enquiry.status,
    startDate: job.startDate,
    endDate: job.endDate,
    priceType: job.quote.priceType,
    contractTotal: t.contract,
    agreedTotal: t.agreed,
    priceLimit: priceLimit(job, orders),
    changeOrders: orders.filter((o) => o.status !== 'draft').map((o) => toPublicChangeOrder(job, orders, o)),
  };
}

export function toJobDto(job: Job, orders: ChangeOrder[]): JobDto {
  const t = jobTotals(job, orders);
  return {
    ...toPublicJob(job, orders),
    id: job.id,
    enquiryId: job.enquiry.id,
    reference: job.enquiry.reference,
    customerName: job.enquiry.name,
    address: job.enquiry.address,
    quoteId: job.quote.id,
    quoteVersion: job.quote.version,
    proposedTotal: t.proposed,
    changeOrders: orders.map(
      (o): ChangeOrderDto => {
        const impact = o.status === 'draft' ? impactOfSending(job, orders, o) : null;
        return {
          ...toPublicChangeOrder(job, orders, o),
          createdAt: o.createdAt.toISOString(),
          contentHash: o.contentHash,
          declineReason: o.declineReason,
          percentIfSent: impact?.percent ?? null,
          levelIfSent: impact?.level ?? null,
        };
      },
    ),
  };
}

/** SHA-256 of what the customer accepts in a change order, in a fixed order, like the quote's. */
export function changeOrderHash(job: Job, o: ChangeOrder): string {
  const content = {
    reference: job.enquiry.reference,
    contract: { version: job.quote.version, contentHash: job.quote.contentHash },
    number: o.number,
    kind: o.kind,
    reason: o.reason,
    lines: o.lines.map((l) => ({ text: l.text, quantity: l.quantity, unit: l.unit, unitPrice: l.unitPrice })),
    totals: quoteTotals(o.lines),
  };
  return createHash('sha256').update(JSON.stringify(content)).digest('hex');
}
