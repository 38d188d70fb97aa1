import { describe, expect, it } from 'vitest';
import { osloYear } from '../../shared/dates';
import { formatReference } from './reference';

describe('reference numbers', () => {
  it('have at least four digits and grow beyond them', () => {
    expect(formatReference(2026, 42)).toBe('SK-2026-0042');
    expect(formatReference(2026, 1)).toBe('SK-2026-0001');
    expect(formatReference(2027, 12345)).toBe('SK-2027-12345');
  });

  it('count the year as it is in Norway', () => {
    // 23:30 UTC on 31 December is already 1 January in Trondheim.
    expect(osloYear(new Date('2026-12-31T23:30:00Z'))).toBe(2027);
    expect(osloYear(new Date('2026-12-31T22:30:00Z'))).toBe(2026);
  });
});
