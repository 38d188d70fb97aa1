import { describe, expect, it } from 'vitest';
import { csvCell, osloDateTime } from './csv';

describe('csvCell', () => {
  it.each([
    ['=1+1', `"'=1+1"`],
    ['+47 912 34 567', `"'+47 912 34 567"`],
    ['-2', `"'-2"`],
    ['@SUM(A1)', `"'@SUM(A1)"`],
    ['\t=cmd', `"'\t=cmd"`],
    ['Hei; "Ola"', '"Hei; ""Ola"""'],
    ['linje 1\r\nlinje 2', '"linje 1\r\nlinje 2"'],
    [null, '""'],
    [2300, '"2300"'],
  ])('%j → %s', (value, cell) => {
    expect(csvCell(value)).toBe(cell);
  });
});

describe('osloDateTime', () => {
  it('writes dd.MM.yyyy HH:mm in Norwegian time, summer and winter', () => {
    expect(osloDateTime(new Date('2026-01-05T23:30:00Z'))).toBe('06.01.2026 00:30');
    expect(osloDateTime(new Date('2026-07-05T10:07:00Z'))).toBe('05.07.2026 12:07');
  });
});
