import { describe, expect, it } from 'vitest';
import { formatLongDay, formatMonth, formatOsloDate, formatOsloDateTime, formatOsloListDateTime, formatOsloLongDateTime, formatOsloTime, formatOsloWeekday, formatWeekdayLongDay, osloWallClock, osloYear } from './dates';

describe('formatLongDay', () => {
  it('writes a day the Norwegian way, whatever the time zone', () => {
    expect(formatLongDay('2026-12-25')).toBe('25. desember 2026');
    expect(formatLongDay('2026-01-01')).toBe('1. januar 2026');
  });
});

describe('Oslo times', () => {
  // 2026-11-30 is a Monday; 09:00 UTC is 10:00 in Oslo (winter), 2026-07-01 10:00 UTC is 12:00 (summer).
  const winter = new Date('2026-11-30T09:00:00Z');
  const summer = new Date('2026-07-01T10:00:00Z');
  it('writes every format in Norwegian time, whatever zone the machine has', () => {
    expect(formatOsloTime(winter)).toBe('10:00');
    expect(formatOsloTime(summer)).toBe('12:00');
    expect(formatOsloWeekday(winter)).toBe('mandag 30. november');
    expect(formatOsloDateTime(winter)).toBe('30.11.2026, 10:00');
    expect(formatOsloLongDateTime(winter.toISOString())).toBe('30. november 2026 kl. 10:00');
    expect(formatOsloDate(winter)).toBe('30. november 2026');
    expect(formatWeekdayLongDay('2026-12-04')).toBe('fredag 4. desember 2026');
    expect(formatMonth('2026-11')).toBe('november 2026');
    expect(osloWallClock(new Date('2026-12-31T23:30:00Z'))).toEqual({ year: '2027', month: '01', day: '01', hour: '00', minute: '30', second: '00' });
    expect(osloYear(new Date('2026-12-31T23:30:00Z'))).toBe(2027);
  });
});

describe('formatOsloListDateTime', () => {
  it('writes dd.MM.yyyy HH:mm in Norwegian time, summer and winter, whatever zone the machine is in', () => {
    expect(formatOsloListDateTime(new Date('2026-01-05T23:30:00Z'))).toBe('06.01.2026 00:30');
    expect(formatOsloListDateTime('2026-07-05T10:07:09Z')).toBe('05.07.2026 12:07');
    expect(formatOsloListDateTime('2026-07-05T10:07:09Z', { seconds: true })).toBe('05.07.2026 12:07:09');
  });
  it('writes a dash for a value that is no time', () => {
    expect(formatOsloListDateTime('ikke en dato')).toBe('–');
  });
});
