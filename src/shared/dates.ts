// Calendar days as the company counts them (Europe/Oslo), without zod: the contact page's first
// view uses them before its form schemas load.

/** Today's date in Oslo as yyyy-MM-dd. */
export function todayInOslo(now: Date = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Oslo', year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
}

/** Whether `d` (yyyy-MM-dd) names a day that exists: 2030-02-30 parses in JavaScript but not in PostgreSQL. */
export function isCalendarDate(d: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(d)) return false;
  const t = Date.parse(`${d}T00:00:00Z`);
  return !Number.isNaN(t) && new Date(t).toISOString().slice(0, 10) === d;
}

let longDay: Intl.DateTimeFormat | undefined;

/** A yyyy-MM-dd day as the customer reads it, e.g. '25. desember 2026'. */
export function formatLongDay(day: string): string {
  if (!isCalendarDate(day)) return day;
  // The day is a calendar day already: formatted at UTC midnight so no time zone moves it.
  longDay ??= new Intl.DateTimeFormat('nb-NO', { timeZone: 'UTC', dateStyle: 'long' });
  return longDay.format(new Date(`${day}T00:00:00Z`));
}
