// Dates and times as the company counts and writes them: Europe/Oslo, Norwegian. The one place that
// formats a date, on the server (mails, PDFs, exports) and in the browser (pages); without zod, so the
// contact page's first view can use it before its form schemas load. The back office shows Oslo time too, wherever
// the owner's device is, so a booking and its timeline never disagree (components/admin/format.ts).

const OSLO = 'Europe/Oslo';

type At = Date | string;
const instant = (at: At) => (typeof at === 'string' ? new Date(at) : at);

const formats = new Map<string, Intl.DateTimeFormat>();

/** One formatter per locale and options, made the first time it is used (making one is slow). */
function format(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale} ${JSON.stringify(options)}`;
  let f = formats.get(key);
  if (!f) formats.set(key, (f = new Intl.DateTimeFormat(locale, options)));
  return f;
}

/** Today's date in Oslo as yyyy-MM-dd. */
export function todayInOslo(now: Date = new Date()): string {
  return format('en-CA', { timeZone: OSLO, year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
}

/** The Oslo date (yyyy-MM-dd) of an instant: a review published at 00:30 in Oslo is of that day, not the UTC day before. */
export const osloDate = (at: At): string => todayInOslo(instant(at));

/** The year in Oslo (a reference number's year turns at midnight Norwegian time). */
export const osloYear = (at: At): number => Number(format('en-CA', { timeZone: OSLO, year: 'numeric' }).format(instant(at)));

/** Whether `d` (yyyy-MM-dd) names a day that exists: 2030-02-30 parses in JavaScript but not in PostgreSQL. */
export function isCalendarDate(d: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(d)) return false;
  const t = Date.parse(`${d}T00:00:00Z`);
  return !Number.isNaN(t) && new Date(t).toISOString().slice(0, 10) === d;
}

// A calendar day (yyyy-MM-dd) is formatted at UTC midnight, so no time zone moves it.
const calendarDay = (day: string) => new Date(`${day}T00:00:00Z`);

/** A yyyy-MM-dd day as the customer reads it, e.g. '25. desember 2026'. */
export function formatLongDay(day: string): string {
  if (!isCalendarDate(day)) return day;
  return format('nb-NO', { timeZone: 'UTC', dateStyle: 'long' }).format(calendarDay(day));
}

/** A yyyy-MM-dd day with its weekday, e.g. 'fredag 4. desember 2026'. */
export function formatWeekdayLongDay(day: string): string {
  if (!isCalendarDate(day)) return day;
  return format('nb-NO', { timeZone: 'UTC', weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' }).format(calendarDay(day));
}

/** A yyyy-MM month, e.g. 'november 2026'. */
export const formatMonth = (ym: string) => format('nb-NO', { timeZone: 'UTC', month: 'long', year: 'numeric' }).format(calendarDay(`${ym}-01`));

/** A moment's Oslo day, e.g. '22. november 2026'. */
export const formatOsloDate = (at: At) => format('nb-NO', { timeZone: OSLO, dateStyle: 'long' }).format(instant(at));

/** A moment in Oslo, short: '22.11.2026, 14:05'. */
export const formatOsloDateTime = (at: At) => format('nb-NO', { timeZone: OSLO, dateStyle: 'short', timeStyle: 'short' }).format(instant(at));

/** A moment in Oslo, long: '22. november 2026 kl. 14:05'. */
export const formatOsloLongDateTime = (at: At) => format('nb-NO', { timeZone: OSLO, dateStyle: 'long', timeStyle: 'short' }).format(instant(at));

/** The Oslo clock time, '08:00'. */
export const formatOsloTime = (at: At) => format('nb-NO', { timeZone: OSLO, hour: '2-digit', minute: '2-digit' }).format(instant(at));

/** The Oslo weekday and day, 'tirsdag 1. desember'. */
export const formatOsloWeekday = (at: At) => format('nb-NO', { timeZone: OSLO, weekday: 'long', day: 'numeric', month: 'long' }).format(instant(at));

/** The same, short enough for a chip on a phone: 'tir. 1. des.'. */
export const formatOsloShortWeekday = (at: At) => format('nb-NO', { timeZone: OSLO, weekday: 'short', day: 'numeric', month: 'short' }).format(instant(at));

/** A moment's Oslo wall clock as numbers' text (two digits, 24-hour), for exports that build their own format. */
export function osloWallClock(at: At): { year: string; month: string; day: string; hour: string; minute: string; second: string } {
  const parts = format('en-GB', { timeZone: OSLO, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit', hourCycle: 'h23' }).formatToParts(instant(at));
  const p = Object.fromEntries(parts.map((x) => [x.type, x.value]));
  return { year: p.year ?? '', month: p.month ?? '', day: p.day ?? '', hour: p.hour ?? '', minute: p.minute ?? '', second: p.second ?? '' };
}

/** dd.MM.yyyy HH:mm in Oslo time, the lists' format (SPEC); with `seconds`, HH:mm:ss. An unreadable value is '–'. */
export function formatOsloListDateTime(at: At, { seconds = false } = {}): string {
  if (Number.isNaN(instant(at).getTime())) return '–';
  const c = osloWallClock(at);
  return `${c.day}.${c.month}.${c.year} ${c.hour}:${c.minute}${seconds ? `:${c.second}` : ''}`;
}

/** The calendar day `n` days after `day` (yyyy-MM-dd), e.g. an invoice's due date from its date. */
export function addDays(day: string, n: number): string {
  const d = calendarDay(day);
  d.setUTCDate(d.getUTCDate() + n);
  return d.toISOString().slice(0, 10);
}
