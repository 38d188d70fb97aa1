import type { EntityManager } from '@mikro-orm/postgresql';
import type { Readable } from 'node:stream';
import type { EnquiryFilter } from '../../shared/schemas/enquiry';
import { filtered } from '../enquiry/inbox.service';
import { csvHeader, csvRow, CSV_BOM } from './csv';
import { exportBatches } from './export-rows';
import { xlsxStream } from './xlsx';

// The inbox's current filter as a file for Excel and other tools, with the booked befaring and the latest
// quote beside each enquiry. Read side: it reads the case and its parts, which never read it.

export { EXPORT_BATCH } from './export-rows';

/** The CSV export of a filter, newest first, in batches (exportBatches). */
export async function* enquiryCsv(em: EntityManager, f: EnquiryFilter): AsyncGenerator<string> {
  yield CSV_BOM + csvHeader();
  for await (const rows of exportBatches(em, f, filtered)) yield rows.map(csvRow).join('');
}

/** The same rows as an Excel workbook (xlsx.ts), streamed as it is written. */
export function enquiryXlsx(em: EntityManager, f: EnquiryFilter): Readable {
  return xlsxStream(exportBatches(em, f, filtered));
}
