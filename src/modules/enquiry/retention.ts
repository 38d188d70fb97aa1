import type { EntityManager } from '@mikro-orm/postgresql';
import { logActivity } from '../activity/activity.service';

export const ANONYMISE_TASK = 'anonymise_enquiries';

/** The moment `months` calendar months before `now` (the 31st falls back to the month's last day). */
export function monthsBefore(now: Date, months: number): Date {
  const d = new Date(now);
  const day = d.getUTCDate();
  d.setUTCDate(1);
  d.setUTCMonth(d.getUTCMonth() - months);
  const last = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 0)).getUTCDate();
  d.setUTCDate(Math.min(day, last));
  return d;
}

/**
 * Clears the personal data of every enquiry received more than `months` months before `now`: name,
 * e-mail, phone, address and message, the visitor's own choices in an attached estimate, the owner's
 * notes (they are about the person), and the customer's address and any delivery error on the receipt
 * mail. Type, dates, status and the estimate's lines and total stay for the statistics. One log row
 * per enquiry, without personal data. Returns how many were anonymised.
 */
export async function anonymiseOldEnquiries(em: EntityManager, months: number, now = new Date()): Promise<number> {
  const cutoff = monthsBefore(now, months);
  return em.transactional(async (tx) => {
    const rows = await tx.execute<Array<{ id: number }>>(
      `update enquiry set name = '', email = '', phone = null, address = null, message = '', anonymised_at = ?,
         estimate = case when estimate is null then null else jsonb_set(estimate::jsonb, '{input}', '{}'::jsonb) end
       where created_at < ? and anonymised_at is null
       returning id`,
      [now, cutoff],
    );
    if (!rows.length) return 0;
    const ids = rows.map((r) => r.id);
    // One array parameter (a list would be spread into one placeholder per id).
    const idArray = `{${ids.join(',')}}`;
    await tx.execute(`delete from enquiry_note where enquiry_id = any(?::int[])`, [idArray]);
    // The customer's own words about their quotes go with the rest of their personal data.
    await tx.execute(`delete from quote_change_request where quote_id in (select id from quote where enquiry_id = any(?::int[]))`, [idArray]);
    // The case's mails keep their kind and outcome; the customer's address and the subject (which names them) go.
    await tx.execute(`update outbox_mail set recipient = case when audience = 'customer' then '' else recipient end, subject = null, last_error = null where case_id = any(?::int[])`, [idArray]);
    // The customer's manage link dies with the personal data; the booked time stays for the statistics.
    await tx.execute(`update inspection_booking set token = null where enquiry_id = any(?::int[])`, [idArray]);
    // A job's days in the owner's calendar keep their dates; the customer's name and address go.
    await tx.execute(`update calendar_block set title = 'Oppdrag', location = null where enquiry_id = any(?::int[])`, [idArray]);
    for (const id of ids) logActivity(tx, null, { action: 'update', entityType: 'case', entityId: id, details: { anonymised: { from: false, to: true } } });
    return ids.length;
  });
}
