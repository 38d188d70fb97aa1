import dayjs from 'dayjs';
import { formatOsloListDateTime, formatOsloLongDateTime } from '@shared/dates';

// The back office's times are Oslo time, like the bookings, mails and exports, also on a device set to another
// zone (an owner travelling): one enquiry's booking and its timeline must not be an hour apart.

/** List format: dd.MM.yyyy HH:mm (SPEC), Oslo time. */
export function formatDateTime(iso: string): string {
  return formatOsloListDateTime(iso);
}

/** Long Norwegian time, e.g. '12. mars 2026 kl. 14:05', Oslo time. */
export function formatLongDateTime(iso: string): string {
  return Number.isNaN(new Date(iso).getTime()) ? '–' : formatOsloLongDateTime(iso);
}

/** Detailed time with seconds, for the activity details, Oslo time. */
export function formatFullDateTime(iso: string): string {
  return formatOsloListDateTime(iso, { seconds: true });
}

/** A yyyy-MM-dd day as dd.MM.yyyy. */
export function formatDay(day: string): string {
  const d = dayjs(day);
  return d.isValid() ? d.format('DD.MM.YYYY') : day;
}

/** Shortens text to `max` characters on a word boundary where possible, with an ellipsis. */
/** A text with its line breaks and runs of spaces as single spaces (a table cell clamps it to its lines). */
export const oneLine = (text: string): string => text.replace(/\s+/g, ' ').trim();

export function truncate(text: string, max = 60): string {
  const flat = oneLine(text);
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max);
  const space = cut.lastIndexOf(' ');
  return `${(space > max * 0.6 ? cut.slice(0, space) : cut).trimEnd()}…`;
}
