import { describe, expect, it } from 'vitest';
import { csvCell, csvPhoneCell, csvRow } from './csv';

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

describe('csvPhoneCell', () => {
  it.each([
    // Plain text, as other tools import it: no ="…" wrapper and no apostrophe (the .xlsx is for Excel).
    ['+47 481 23 456', '"+47 481 23 456"'],
    ['0047 48123456', '"0047 48123456"'],
    ['(0) 481-23.456', '"(0) 481-23.456"'],
    ['48123456', '"48123456"'],
  ])('%j → %s', (phone, cell) => {
    expect(csvPhoneCell(phone)).toBe(cell);
  });

  it('writes an empty cell for no phone', () => {
    expect(csvPhoneCell(null)).toBe('""');
    expect(csvPhoneCell('')).toBe('""');
  });

  it('a value that is not a plain phone number gets the formula guard', () => {
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
      bookedAt: new Date('2026-03-10T09:00:00Z'),
      quoteTotal: 48500,
      quoteStatus: 'viewed',
    } as unknown as Parameters<typeof csvRow>[0]);
    const cells = row.trimEnd().split(';');
    expect(cells[6]).toBe('"+47 481 23 456"');
    // The booked befaring in Norwegian time, the latest quote's sum and state.
    expect(cells[10]).toBe('"10.03.2026 10:00"');
    expect(cells.slice(13, 15)).toEqual(['"48500"', '"Sett"']);
  });
});
