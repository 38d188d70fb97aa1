import type { EntityManager, QueryBuilder } from '@mikro-orm/postgresql';
import type { QuoteStatus } from '../../shared/domain';
import type { EnquiryDto, EnquiryFilter } from '../../shared/schemas/enquiry';
import { quoteTotals } from '../../shared/pricing/vat';
import { InspectionBooking } from '../booking/booking.entity';
import { Quote } from '../quote/quote.entity';
import { effectiveStatus } from '../quote/quote.view';
import { toEnquiryDto } from '../enquiry/enquiry.dto';
import type { Enquiry } from '../enquiry/enquiry.entity';

/** One enquiry as the export writes it: what the inbox shows, plus the booked befaring and the latest quote. */
export type ExportRow = EnquiryDto & {
  /** Start of the befaring booked for it (not cancelled), or null. */
  bookedAt: Date | null;
  /** The latest quote version's total in kroner incl. mva, or null without a quote. */
  quoteTotal: number | null;
  /** That quote's state as the owner sees it («utløpt» for a sent one past its date). */
  quoteStatus: QuoteStatus | null;
};

/** Rows per database round trip of the export. */
export const EXPORT_BATCH = 1000;

type Filtered = (em: EntityManager, f: EnquiryFilter) => QueryBuilder<Enquiry, 'e'>;

/**
 * The export's rows of a filter, newest first, in batches so a large inbox never sits in memory as
 * entities. Each batch continues after the last row of the one before (created_at, id), so enquiries
 * arriving during the export neither repeat nor push rows out. Bookings and quotes come in one query
 * each per batch.
 */
export async function* exportBatches(em: EntityManager, f: EnquiryFilter, filtered: Filtered): AsyncGenerator<ExportRow[]> {
  let after: { createdAt: Date; id: number } | null = null;
  for (;;) {
    const fork = em.fork();
    const qb = filtered(fork, f);
    if (after) qb.andWhere('(e.created_at, e.id) < (?, ?)', [after.createdAt, after.id]);
    const rows = await qb.orderBy({ createdAt: 'desc', id: 'desc' }).limit(EXPORT_BATCH).getResult();
    if (rows.length) {
      const ids = rows.map((r) => r.id);
      const [bookings, quotes] = await Promise.all([
        fork.find(InspectionBooking, { enquiry: { $in: ids }, cancelledAt: null }, { fields: ['enquiry', 'startAt'] }),
        fork.find(Quote, { enquiry: { $in: ids } }, { fields: ['enquiry', 'version', 'status', 'validUntil', 'lines'], orderBy: { version: 'asc' } }),
      ]);
      const booked = new Map(bookings.map((b) => [b.enquiry.id, b.startAt]));
      // Ascending versions: the last one written per enquiry is its latest.
      const latest = new Map(quotes.map((q) => [q.enquiry.id, q]));
      yield rows.map((r) => {
        const q = latest.get(r.id);
        return {
          ...toEnquiryDto(r),
          bookedAt: booked.get(r.id) ?? null,
          quoteTotal: q ? quoteTotals(q.lines).total : null,
          quoteStatus: q ? effectiveStatus(q) : null,
        };
      });
    }
    if (rows.length < EXPORT_BATCH) return;
    const last = rows[rows.length - 1]!;
    after = { createdAt: last.createdAt, id: last.id };
  }
}
