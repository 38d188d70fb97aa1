import dayjs from 'dayjs';
import 'dayjs/locale/nb';

/** List format: dd.MM.yyyy HH:mm in the browser's time zone (docs/PRODUCT.md §12). */
export function formatDateTime(iso: string): string {
  const d = dayjs(iso);
  return d.isValid() ? d.locale('nb').format('DD.MM.YYYY HH:mm') : '–';
}

/** Long Norwegian time, e.g. '12. mars 2026 kl. 14:05'. */
export function formatLongDateTime(iso: string): string {
  const d = dayjs(iso);
  return d.isValid() ? d.locale('nb').format('D. MMMM YYYY [kl.] HH:mm') : '–';
}

/** Detailed time with seconds, for the activity details. */
export function formatFullDateTime(iso: string): string {
  const d = dayjs(iso);
  return d.isValid() ? d.locale('nb').format('DD.MM.YYYY HH:mm:ss') : '–';
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
