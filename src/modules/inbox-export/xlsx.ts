import ExcelJS from 'exceljs';
import { PassThrough, type Readable } from 'node:stream';
import { exportColumns, type ExportKind } from './csv';
import type { ExportRow } from './export-rows';
import { osloWallClock } from '../../shared/dates';

export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';


/**
 * A spreadsheet has no time zones: a time is the wall clock it shows. The moment's Norwegian wall
 * clock, carried in a Date's UTC fields (which is what exceljs writes as the cell's serial number).
 */
function wallClockDate(d: Date): Date {
  const p = osloWallClock(d);
  return new Date(Date.UTC(Number(p.year), Number(p.month) - 1, Number(p.day), Number(p.hour), Number(p.minute)));
}

const formats: Partial<Record<ExportKind, string>> = {
  datetime: 'dd.mm.yyyy hh:mm',
  date: 'dd.mm.yyyy',
  amount: '#,##0',
  // Text format: a number typed into the column later stays text too.
  phone: '@',
};

const widths: Record<ExportKind, number> = { text: 22, phone: 16, datetime: 17, date: 12, amount: 14 };

function cellValue(kind: ExportKind, v: string | number | Date | null): string | number | Date | null {
  if (v === null) return null;
  if (v instanceof Date) return wallClockDate(v);
  if (kind === 'date' && typeof v === 'string') {
    const [y, m, d] = v.split('-').map(Number) as [number, number, number];
    return new Date(Date.UTC(y, m - 1, d));
  }
  // Phone numbers and every other text go in as strings: text cells, never numbers or formulas.
  return kind === 'amount' ? v : String(v);
}

/**
 * The export as an Excel workbook, streamed while the rows arrive: one sheet «Henvendelser» with the
 * CSV's columns. Text (phone numbers included) is written as text cells from the shared string table,
 * so Excel keeps «+47 …» and leading zeros as typed and never reads a visitor's «=…» as a formula;
 * times and days are date cells in Norwegian time, amounts numbers.
 */
export function xlsxStream(batches: AsyncIterable<ExportRow[]>): Readable {
  const out = new PassThrough();
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useSharedStrings: true, useStyles: true });
  const sheet = workbook.addWorksheet('Henvendelser', { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = exportColumns.map((c) => ({
    header: c.title,
    key: c.title,
    width: c.title === 'Melding' ? 60 : widths[c.kind],
    style: formats[c.kind] ? { numFmt: formats[c.kind] } : {},
  }));
  sheet.getRow(1).font = { bold: true };
  void (async () => {
    for await (const rows of batches) {
      for (const r of rows) sheet.addRow(exportColumns.map((c) => cellValue(c.kind, c.read(r)))).commit();
    }
    sheet.commit();
    await workbook.commit();
  })().catch((error: unknown) => out.destroy(error instanceof Error ? error : new Error(String(error))));
  return out;
}
