import { describe, expect, it } from 'vitest';
import { formatLongDay } from './dates';

describe('formatLongDay', () => {
  it('writes a day the Norwegian way, whatever the time zone', () => {
    expect(formatLongDay('2026-12-25')).toBe('25. desember 2026');
    expect(formatLongDay('2026-01-01')).toBe('1. januar 2026');
  });
});
