import { enquiryStatusLabel, enquiryTypeLabel, inspectionProjectTypeLabel } from '../../shared/labels';
import type { EnquiryDto } from '../../shared/schemas/enquiry';

// The export opens directly in Norwegian Excel: UTF-8 with a byte order mark (else Excel guesses
// Windows-1252 and mangles æøå), semicolons (the list separator where the decimal mark is a comma),
// CRLF line ends, and times as dd.MM.yyyy HH:mm in Norwegian time.

export const CSV_BOM = '\uFEFF';

const osloParts = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/Oslo',
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** dd.MM.yyyy HH:mm in Europe/Oslo, wherever the server runs. */
export function osloDateTime(d: Date): string {
  const p = Object.fromEntries(osloParts.formatToParts(d).map((x) => [x.type, x.value]));
  return `${p.day}.${p.month}.${p.year} ${p.hour}:${p.minute}`;
}

/**
 * One cell. Text a spreadsheet would read as a formula (starting with = + - @, or a tab or carriage
 * return that hides one) gets a leading apostrophe, so a visitor's message can never run in the
 * owner's Excel; every cell is quoted, with quotes doubled.
 */
export function csvCell(value: string | number | null | undefined): string {
  let text = value === null || value === undefined ? '' : String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return `"${text.replace(/"/g, '""')}"`;
}

const columns: Array<[string, (e: EnquiryDto) => string | number | null]> = [
  ['Referanse', (e) => e.reference],
  ['Mottatt', (e) => osloDateTime(new Date(e.createdAt))],
  ['Type', (e) => enquiryTypeLabel(e.type)],
  ['Status', (e) => enquiryStatusLabel(e.status)],
  ['Navn', (e) => e.name],
  ['E-post', (e) => e.email],
  ['Telefon', (e) => e.phone],
  ['Adresse', (e) => e.address],
  ['Prosjekttype', (e) => (e.projectType ? inspectionProjectTypeLabel(e.projectType) : null)],
  ['Ønsket dato', (e) => (e.preferredDate ? e.preferredDate.split('-').reverse().join('.') : null)],
  ['Melding', (e) => e.message],
  ['Prisestimat (kr inkl. mva)', (e) => e.estimate?.total ?? null],
  ['Anonymisert', (e) => (e.anonymisedAt ? osloDateTime(new Date(e.anonymisedAt)) : null)],
];

export function csvHeader(): string {
  return columns.map(([title]) => csvCell(title)).join(';') + '\r\n';
}

export function csvRow(e: EnquiryDto): string {
  return columns.map(([, read]) => csvCell(read(e))).join(';') + '\r\n';
}
