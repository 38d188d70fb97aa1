import { DateTime } from 'luxon';
import { escapeHtml } from '../../shared/html';
import type { CompanyPublic } from '../../shared/schemas/company';
import type { InspectionBooking } from './booking.entity';
import { repeatableAddress } from '../outbox/echo';
import { greeting } from '../outbox/mail-text';
import { ZONE } from './slots';

export type BookingChange = 'booked' | 'moved' | 'cancelled' | 'reminder';
export type BookingRecipient = 'customer' | 'company';

/** «tirsdag 1. desember 2026 kl. 08:00–09:00», in Oslo time. */
export function formatBookingTime(start: Date, end: Date): string {
  const s = DateTime.fromJSDate(start, { zone: ZONE }).setLocale('nb');
  const e = DateTime.fromJSDate(end, { zone: ZONE });
  return `${s.toFormat("cccc d. LLLL yyyy 'kl.' HH:mm")}–${e.toFormat('HH:mm')}`;
}

const customerSubjects: Record<BookingChange, string> = {
  booked: 'Befaring avtalt',
  moved: 'Befaringen er flyttet',
  cancelled: 'Befaringen er avlyst',
  reminder: 'Påminnelse: befaring i morgen',
};
const companySubjects: Record<BookingChange, string> = {
  booked: 'Ny befaring bestilt',
  moved: 'Befaring flyttet',
  cancelled: 'Befaring avlyst',
  reminder: 'Befaring i morgen',
};

/** One mail about a booking, as text and simple HTML; every value a visitor typed is escaped. */
export function renderBookingMail(
  b: InspectionBooking,
  change: BookingChange,
  to: BookingRecipient,
  ctx: {
    company: Pick<CompanyPublic, 'name' | 'phone'>;
    manageUrl: string | null;
    /** Where the customer books a new time after a cancel (the inspection form). */
    bookUrl: string;
    adminUrl: string;
    /** The time before a move, so a «flyttet» mail says from what to what. */
    previous?: { start: Date; end: Date } | null;
  },
): { subject: string; text: string; html: string } {
  const when = formatBookingTime(b.startAt, b.endAt);
  const before = change === 'moved' && ctx.previous ? formatBookingTime(ctx.previous.start, ctx.previous.end) : null;
  const movedText = before ? `Befaringen er flyttet fra ${before} til ${when}.` : null;
  const subject = `${(to === 'customer' ? customerSubjects : companySubjects)[change]}: ${when} (${b.enquiry.reference})`;
  // A line may end in a link: plain in the text part, a real link in the HTML part.
  const lines: Array<string | { label: string; url: string }> = [];
  if (to === 'customer') {
    lines.push(greeting(b.enquiry.name), '');
    lines.push(change === 'cancelled' ? `Befaringen ${when} er avlyst.` : (movedText ?? `Tid for befaringen: ${when}.`));
    // Repeated only when it reads as an address: the form may have named a stranger's e-mail (mail/echo.ts).
    const address = repeatableAddress(b.enquiry.address);
    if (address) lines.push(`Adresse: ${address}`);
    if (change !== 'cancelled' && ctx.manageUrl) lines.push('', { label: 'Flytt eller avlys befaringen her:', url: ctx.manageUrl });
    if (change === 'cancelled') lines.push('', { label: 'Vil du avtale en ny tid? Bestill her:', url: ctx.bookUrl });
    lines.push('', `Spørsmål? Ring oss på ${ctx.company.phone}.`, '', `Hilsen ${ctx.company.name}`);
  } else {
    lines.push(movedText ?? `${customerSubjects[change]}: ${when}`, `Kunde: ${b.enquiry.name}`, `Telefon: ${b.enquiry.phone ?? '-'}`);
    if (b.enquiry.address) lines.push(`Adresse: ${b.enquiry.address}`);
    lines.push('', { label: 'Se henvendelsen:', url: ctx.adminUrl });
  }
  const text = lines.map((l) => (typeof l === 'string' ? l : `${l.label} ${l.url}`)).join('\n');
  const lineHtml = (l: string | { label: string; url: string }) =>
    typeof l === 'string'
      ? escapeHtml(l)
      : `${escapeHtml(l.label)} <a href="${escapeHtml(l.url)}" style="color:#8a5a2b;word-break:break-all">${escapeHtml(l.url)}</a>`;
  const html = `<!DOCTYPE html><html lang="nb"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"></head><body style="font-family:Arial,Helvetica,sans-serif;font-size:15px;line-height:1.5;color:#222">${lines
    .map((l) => (l ? `<p style="margin:0 0 4px">${lineHtml(l)}</p>` : '<br>'))
    .join('')}</body></html>`;
  return { subject, text, html };
}
