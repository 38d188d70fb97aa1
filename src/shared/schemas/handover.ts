import { z } from 'zod';
import { handoverDocumentCategories, handoverPhotoStages } from '../domain';
import { matrikkelFieldLabels } from '../labels';
import { calendarDay, idSchema, isoDateTime } from './common';
import { linkTokenSchema } from './estimate';
import { oneLine } from './plain-text';

// The handover folder (overleveringsmappe) of a job: what the owner adds during and after the work, and
// what the customer gets on their page once the job is handed over.

/** A document's size limit: FDV and data sheets are rarely above a few MB. */
export const HANDOVER_DOCUMENT_MAX_BYTES = 20 * 1024 * 1024;

export const handoverErrors = {
  notPdf: 'Dokumentet må være en PDF-fil.',
  badPdf: 'PDF-filen kan ikke leses, eller har innhold som ikke hører hjemme i en PDF (for eksempel en nettside eller data etter filens slutt). Lagre den på nytt som PDF og prøv igjen.',
  tooLarge: 'Filen er for stor. Maks 20 MB per dokument og 25 MB per bilde.',
  missingFile: 'Velg en fil å laste opp (feltet file).',
  kind: 'Oppgi om filen er et bilde (photo) eller et dokument (document).',
  stage: 'Velg når bildet er tatt: før, under eller etter.',
  category: 'Velg hva slags dokument det er.',
  noJob: 'Henvendelsen har ikke noe oppdrag.',
  notDone: 'Oppdraget kan overleveres først når det er «Ferdig».',
  handedOver: 'Oppdraget er overlevert. Overleveringsmappen kan ikke endres.',
  fileNotFound: 'Filen finnes ikke.',
} as const;

const plainText = (max: number, message: string) => z.string().trim().max(max, message);

export const handoverTitle = oneLine(z.string().trim().min(1, 'Skriv en tittel').max(200, 'Maks 200 tegn'));

/** Matrikkel numbers (gårdsnummer, bruksnummer): optional, what a Boligmappa upload asks for with the address. */
const matrikkel = (name: string) =>
  z
    .number({ error: `${name} må være et heltall` })
    .int(`${name} må være et heltall`)
    .min(1, `${name} er minst 1`)
    .max(99999, `${name} er høyst 99999`)
    .nullable();

/** Kommunenummer: four digits (Trondheim 5001), as the matrikkel writes it. */
const kommunenummer = z
  .string()
  .trim()
  .max(4, 'Kommunenummer er fire siffer, for eksempel 5001 for Trondheim')
  .regex(/^\d{4}$/, 'Kommunenummer er fire siffer, for eksempel 5001 for Trondheim')
  .nullable();

export const handoverUpdateSchema = z.object({
  id: idSchema.meta({ description: 'The enquiry (case) id' }),
  summary: plainText(4000, 'Maks 4000 tegn').meta({ description: 'A short summary of the work' }),
  products: plainText(4000, 'Maks 4000 tegn').meta({ description: 'Products and materials used, one per line' }),
  address: plainText(300, 'Maks 300 tegn'),
  // Added after gnr/bnr: a client that leaves them out clears them, as PUT replaces the folder's facts.
  knr: kommunenummer.default(null).meta({ description: 'Kommunenummer (fire siffer)' }),
  gnr: matrikkel(matrikkelFieldLabels.gnr),
  bnr: matrikkel(matrikkelFieldLabels.bnr),
  fnr: matrikkel(matrikkelFieldLabels.fnr).default(null),
  snr: matrikkel(matrikkelFieldLabels.snr).default(null),
});
export type HandoverUpdate = z.infer<typeof handoverUpdateSchema>;

export const handoverFileSchema = z.object({
  id: z.number().int(),
  kind: z.enum(['photo', 'document']),
  stage: z.enum(handoverPhotoStages).nullable(),
  category: z.enum(handoverDocumentCategories).nullable(),
  title: z.string(),
  fileName: z.string(),
  bytes: z.number().int(),
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
  createdAt: isoDateTime,
});
export type HandoverFileDto = z.infer<typeof handoverFileSchema>;

const moneySchema = z.number().meta({ description: 'NOK incl. 25 % mva' });

/** What the folder states: the same facts for the owner, the customer, the PDF and Boligmappa. */
export const handoverSchema = z.object({
  enquiryId: z.number().int(),
  jobId: z.number().int(),
  reference: z.string(),
  status: z.string().meta({ description: 'The case status (planned, in_progress, done, handed_over)' }),
  customerName: z.string(),
  address: z.string(),
  knr: z.string().nullable().meta({ description: 'Kommunenummer' }),
  gnr: z.number().int().nullable(),
  bnr: z.number().int().nullable(),
  fnr: z.number().int().nullable().meta({ description: 'Festenummer' }),
  snr: z.number().int().nullable().meta({ description: 'Seksjonsnummer' }),
  matrikkel: z.string().nullable().meta({ description: 'Eiendommen som matrikkelen skriver den (5001-401/12/0/3), når gnr. og bnr. er oppgitt' }),
  summary: z.string(),
  products: z.array(z.string()),
  warrantyYears: z.number().int(),
  startDate: calendarDay.nullable().meta({ description: 'Første arbeidsdag (YYYY-MM-DD): dagen oppdraget ble «I gang», ellers den planlagte' }),
  endDate: calendarDay.nullable().meta({ description: 'Siste arbeidsdag: dagen oppdraget ble «Ferdig», ellers den planlagte' }),
  handedOverAt: isoDateTime.nullable(),
  price: z.object({
    contract: moneySchema,
    changeOrders: z.array(z.object({ number: z.number().int(), reason: z.string(), total: moneySchema })),
    total: moneySchema,
  }),
  files: z.array(handoverFileSchema),
});
export type HandoverDto = z.infer<typeof handoverSchema>;

/** The customer's view adds the download links (relative, behind the same token) and their review link. */
export const publicHandoverSchema = handoverSchema.omit({ enquiryId: true, jobId: true, status: true }).extend({
  pdfUrl: z.string(),
  zipUrl: z.string(),
  review: z
    .object({
      url: z.string().nullable().meta({ description: 'Omtaleskjemaet (/omtale/{token}) fra forespørselen er sendt til den er brukt' }),
      receivedAt: isoDateTime.nullable().meta({ description: 'Da kundens omtale kom' }),
    })
    .nullable()
    .meta({ description: 'Kundens omtale av jobben; null før forespørselen er sendt' }),
});
export type PublicHandoverDto = z.infer<typeof publicHandoverSchema>;

export const handoverFileParam = z.object({ id: idSchema.meta({ description: 'The enquiry (case) id' }), fileId: idSchema });
export const handoverTokenParam = z.object({ token: linkTokenSchema });
/** A file's title: the photo's caption in the folder and its PDF, or the document's name. */
export const handoverFileTitleSchema = handoverFileParam.extend({ title: handoverTitle });
export type HandoverFileTitle = z.infer<typeof handoverFileTitleSchema>;

const uploadTitle = oneLine(z.string().trim().max(200, 'Maks 200 tegn')).optional();
/** The name the browser sends with the file (stored made safe for a ZIP; see handover-files.ts). */
export const uploadFileName = oneLine(z.string().max(255, 'Filnavnet kan være maks 255 tegn'));

/**
 * The text of an upload (multipart), checked like a JSON body: its fields and the file's name. A photo
 * names its stage, a document its category.
 */
export const handoverUploadFieldsSchema = z.discriminatedUnion(
  'kind',
  [
    z.object({ kind: z.literal('photo'), stage: z.enum(handoverPhotoStages, { error: handoverErrors.stage }), title: uploadTitle, fileName: uploadFileName }),
    z.object({ kind: z.literal('document'), category: z.enum(handoverDocumentCategories, { error: handoverErrors.category }), title: uploadTitle, fileName: uploadFileName }),
  ],
  { error: handoverErrors.kind },
);
export type HandoverUploadFields = z.infer<typeof handoverUploadFieldsSchema>;
/** The upload's form fields as a client sends them (the file's name comes with the file part). */
export const handoverUploadFormSchema = z.discriminatedUnion('kind', [
  handoverUploadFieldsSchema.options[0].omit({ fileName: true }),
  handoverUploadFieldsSchema.options[1].omit({ fileName: true }),
]);
