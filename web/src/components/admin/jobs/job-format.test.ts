import { describe, expect, it } from 'vitest';
import { isoWeek, weekTitle } from './job-format';

describe('the jobs list by week', () => {
  it('counts ISO weeks: Monday first, a week belongs to the year of its Thursday', () => {
    expect(isoWeek('2026-11-27')).toMatchObject({ week: 48, monday: '2026-11-23', key: '2026-48' });
    expect(isoWeek('2026-11-29').week).toBe(48);
    expect(isoWeek('2026-11-30').week).toBe(49);
    // 1 January 2027 is a Friday: it is in 2026's week 53.
    expect(isoWeek('2027-01-01')).toMatchObject({ week: 53, key: '2026-53', monday: '2026-12-28' });
    expect(isoWeek('2027-01-04')).toMatchObject({ week: 1, key: '2027-1' });
    // 1 January 2026 is a Thursday: week 1.
    expect(isoWeek('2026-01-01')).toMatchObject({ week: 1, monday: '2025-12-29' });
  });

  it('names the week by its number and its days', () => {
    expect(weekTitle('2026-12-09')).toBe('Uke 50 · 7. desember 2026 – 13. desember 2026');
  });
});
