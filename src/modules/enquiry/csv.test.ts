import { describe, expect, it } from 'vitest';
import { csvCell, csvPhoneCell, csvRow, osloDateTime } from './csv';

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

describe('csvPhoneCell', () => {
  it.each([
    // Excel reads the cell as ="+47 481 23 456" and shows +47 481 23 456: no apostrophe, no formula error.
    ['+47 481 23 456', '"=""+47 481 23 456"""'],
    // Leading zeros stay (as a number Excel would drop them).
    ['0047 48123456', '"=""0047 48123456"""'],
    ['(0) 481-23.456', '"=""(0) 481-23.456"""'],
    ['48123456', '"=""48123456"""'],
  ])('%j → %s', (phone, cell) => {
    expect(csvPhoneCell(phone)).toBe(cell);
  });

  it('writes an empty cell for no phone', () => {
    expect(csvPhoneCell(null)).toBe('""');
    expect(csvPhoneCell('')).toBe('""');
  });

  it('never wraps a value that could end the string literal or compute: it gets the apostrophe instead', () => {
    expect(csvPhoneCell('+47" & HYPERLINK("http://x")')).toBe(`"'+47"" & HYPERLINK(""http://x"")"`);
    expect(csvPhoneCell('=1+1')).toBe(`"'=1+1"`);
    expect(csvPhoneCell('+47 481\n=1')).toBe(`"'+47 481\n=1"`);
  });

  it('is the phone column of an exported row', () => {
    const row = csvRow({
      id: 1,
      reference: 'SK-2026-0001',
      createdAt: '2026-03-04T12:00:00.000Z',
      type: 'inspection',
      status: 'new',
      name: 'Ola',
      email: 'ola@example.no',
      phone: '+47 481 23 456',
      message: 'Hei',
      address: 'Storgata 1',
      projectType: 'terrace',
      preferredDate: null,
      estimate: null,
      anonymisedAt: null,
    } as unknown as Parameters<typeof csvRow>[0]);
    expect(row.split(';')[6]).toBe('"=""+47 481 23 456"""');
  });
});
