import { enquiryStatusLabel, enquiryTypeLabel, inspectionProjectTypeLabel, quoteStatusLabels } from '../../shared/labels';
import type { ExportRow } from './export-rows';
import { formatOsloListDateTime } from '../../shared/dates';

// The export opens directly in Norwegian Excel: UTF-8 with a byte order mark (else Excel guesses
// Windows-1252 and mangles æøå), semicolons (the list separator where the decimal mark is a comma),
// CRLF line ends, and times as dd.MM.yyyy HH:mm in Norwegian time.

export const CSV_BOM = '\uFEFF';



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
 * A phone number as plain text: digits, spaces, a leading plus and ( ) . - (all the form accepts) are
 * written as they are, so other tools import «+47 481 23 456» as the number it is. Such a value can
 * hold no formula that computes anything; any other value goes through csvCell and its apostrophe.
 * For Excel, the .xlsx export keeps phone numbers as text cells (xlsx.ts).
 */
export function csvPhoneCell(phone: string | null | undefined): string {
  if (!phone || !/^\+?[\d ().-]{1,40}$/.test(phone)) return csvCell(phone);
  return quoted(phone);
}

/** How a column's values are written: text (the default), a phone number, a time, a day or whole kroner. */
export type ExportKind = 'text' | 'phone' | 'datetime' | 'date' | 'amount';
export type ExportColumn = { title: string; kind: ExportKind; read: (r: ExportRow) => string | number | Date | null };

const capitalised = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** The columns of both exports, CSV and .xlsx, in order. */
export const exportColumns: readonly ExportColumn[] = [
  { title: 'Referanse', kind: 'text', read: (e) => e.reference },
  { title: 'Mottatt', kind: 'datetime', read: (e) => new Date(e.createdAt) },
  { title: 'Type', kind: 'text', read: (e) => enquiryTypeLabel(e.type) },
  { title: 'Status', kind: 'text', read: (e) => enquiryStatusLabel(e.status) },
  { title: 'Navn', kind: 'text', read: (e) => e.name },
  { title: 'E-post', kind: 'text', read: (e) => e.email },
  { title: 'Telefon', kind: 'phone', read: (e) => e.phone },
  { title: 'Adresse', kind: 'text', read: (e) => e.address },
  { title: 'Prosjekttype', kind: 'text', read: (e) => (e.projectType ? inspectionProjectTypeLabel(e.projectType) : null) },
  { title: 'Ønsket dato', kind: 'date', read: (e) => e.preferredDate },
  { title: 'Befaring avtalt', kind: 'datetime', read: (e) => e.bookedAt },
  { title: 'Melding', kind: 'text', read: (e) => e.message },
  { title: 'Prisestimat (kr inkl. mva)', kind: 'amount', read: (e) => e.estimate?.total ?? null },
  { title: 'Tilbud (kr inkl. mva)', kind: 'amount', read: (e) => e.quoteTotal },
  { title: 'Tilbudsstatus', kind: 'text', read: (e) => (e.quoteStatus ? capitalised(quoteStatusLabels[e.quoteStatus]) : null) },
  { title: 'Anonymisert', kind: 'datetime', read: (e) => (e.anonymisedAt ? new Date(e.anonymisedAt) : null) },
];

function csvValue(kind: ExportKind, v: string | number | Date | null): string {
  if (v instanceof Date) return csvCell(formatOsloListDateTime(v));
  if (kind === 'phone') return csvPhoneCell(v === null ? null : String(v));
  if (kind === 'date' && typeof v === 'string') return csvCell(v.split('-').reverse().join('.'));
  return csvCell(v);
}

export function csvHeader(): string {
  return exportColumns.map((c) => csvCell(c.title)).join(';') + '\r\n';
}

export function csvRow(e: ExportRow): string {
  return exportColumns.map((c) => csvValue(c.kind, c.read(e))).join(';') + '\r\n';
}
