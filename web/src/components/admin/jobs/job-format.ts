import { formatLongDay } from '@shared/dates';
import type { CaseStatus } from '@shared/domain';

/** «7. desember 2026 – 9. desember 2026», or the one day. */
export const spanText = (start: string, end: string) => (start === end ? formatLongDay(start) : `${formatLongDay(start)} – ${formatLongDay(end)}`);

export const jobStatusColor: Partial<Record<CaseStatus, string>> = { won: 'oak', planned: 'blue', in_progress: 'yellow', done: 'forest', handed_over: 'gray', paid: 'forest' };

/** The ISO week of a day (weeks start on Monday; a week belongs to the year of its Thursday), and its Monday. */
export function isoWeek(day: string): { key: string; week: number; monday: string } {
  const d = new Date(`${day}T12:00:00Z`);
  const monday = new Date(d.getTime() - ((d.getUTCDay() + 6) % 7) * 86_400_000);
  const thursday = new Date(monday.getTime() + 3 * 86_400_000);
  const dayOfYear = Math.round((thursday.getTime() - Date.UTC(thursday.getUTCFullYear(), 0, 1, 12)) / 86_400_000);
  const week = 1 + Math.floor(dayOfYear / 7);
  return { key: `${thursday.getUTCFullYear()}-${week}`, week, monday: monday.toISOString().slice(0, 10) };
}

/** «Uke 50 · 7. desember 2026 – 13. desember 2026». */
export function weekTitle(day: string): string {
  const { week, monday } = isoWeek(day);
  const sunday = new Date(new Date(`${monday}T12:00:00Z`).getTime() + 6 * 86_400_000).toISOString().slice(0, 10);
  return `Uke ${week} · ${spanText(monday, sunday)}`;
}
