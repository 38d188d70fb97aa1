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
  return quoted(text);
}

const quoted = (text: string) => `"${text.replace(/"/g, '""')}"`;

/**
 * A phone number that Excel shows as written: '+47 481 23 456' with its plus, '0047 …' with its
 * zeros, and no apostrophe. Excel decides a CSV cell's type without regard to the quotes around it,
 * so "+47 481 23 456" would be read as a formula (an error) and "91234567" as a number. The cell is
 * therefore written as the formula ="+47 481 23 456", whose only content is a string literal: Excel,
 * LibreOffice and Google Sheets show its text. It is used only for a value made of digits, spaces,
 * a leading plus and ( ) . - (the form accepts nothing else), so the literal can hold neither a quote
 * nor anything that computes; any other value goes through csvCell and its apostrophe.
 */
export function csvPhoneCell(phone: string | null | undefined): string {
  if (!phone || !/^\+?[\d ().-]{1,40}$/.test(phone)) return csvCell(phone);
  return quoted(`="${phone}"`);
}

type Column = [title: string, read: (e: EnquiryDto) => string | number | null, cell?: (v: string | number | null) => string];

const columns: Column[] = [
  ['Referanse', (e) => e.reference],
  ['Mottatt', (e) => osloDateTime(new Date(e.createdAt))],
  ['Type', (e) => enquiryTypeLabel(e.type)],
  ['Status', (e) => enquiryStatusLabel(e.status)],
  ['Navn', (e) => e.name],
  ['E-post', (e) => e.email],
  ['Telefon', (e) => e.phone, (v) => csvPhoneCell(v === null ? null : String(v))],
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
  return columns.map(([, read, cell = csvCell]) => cell(read(e))).join(';') + '\r\n';
}
