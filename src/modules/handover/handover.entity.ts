import { EntitySchema, type Opt } from '@mikro-orm/core';
import { handoverDocumentCategories, handoverPhotoStages, HANDOVER_COMPLAINT_YEARS, type HandoverDocumentCategory, type HandoverPhotoStage } from '../../shared/domain';
import { Job } from '../job/job.entity';

/**
 * The handover folder (overleveringsmappe) of a job: the owner's summary, the products used and the
 * property's address with its matrikkel numbers (what a Boligmappa upload asks for). At handover the
 * folder's PDF and ZIP are made once and stored; the customer keeps exactly those.
 */
export class Handover {
  id!: number;
  job!: Job;
  summary: Opt<string> = '';
  /** Products and materials used, one per line. */
  products: Opt<string> = '';
  /** The property's address; the enquiry's befaring address until the owner changes it. */
  address: Opt<string> = '';
  /** Kommunenummer (four digits, «5001» for Trondheim): gnr/bnr alone repeat in every kommune. */
  knr: string | null = null;
  gnr: number | null = null;
  bnr: number | null = null;
  /** Festenummer and seksjonsnummer, where the property has them. */
  fnr: number | null = null;
  snr: number | null = null;
  warrantyYears: Opt<number> = HANDOVER_COMPLAINT_YEARS;
  /** Storage keys of the folder made at handover (private, under handover/). */
  pdfKey: string | null = null;
  zipKey: string | null = null;
  createdAt: Opt<Date> = new Date();
  updatedAt: Opt<Date> = new Date();
}

export const HandoverSchema = new EntitySchema<Handover>({
  class: Handover,
  tableName: 'handover',
  properties: {
    id: { type: 'integer', primary: true, autoincrement: true },
    job: { kind: 'm:1', entity: () => Job, deleteRule: 'cascade', unique: true },
    summary: { type: 'text', default: '' },
    products: { type: 'text', default: '' },
    address: { type: 'string', length: 300, default: '' },
    knr: { type: 'string', length: 4, nullable: true },
    gnr: { type: 'integer', nullable: true },
    bnr: { type: 'integer', nullable: true },
    fnr: { type: 'integer', nullable: true },
    snr: { type: 'integer', nullable: true },
    warrantyYears: { type: 'integer', default: HANDOVER_COMPLAINT_YEARS },
    pdfKey: { type: 'string', length: 300, nullable: true },
    zipKey: { type: 'string', length: 300, nullable: true },
    createdAt: { type: 'datetime', onCreate: () => new Date() },
    updatedAt: { type: 'datetime', onCreate: () => new Date(), onUpdate: () => new Date() },
  },
});

export type HandoverFileKind = 'photo' | 'document';

/**
 * A photo (re-encoded upright as JPEG, without metadata) or a PDF document of a job's folder. The file
 * is in the image store under a private key named by its content, so uploading the same file twice to
 * a job gives the row that is already there.
 */
export class HandoverFile {
  id!: number;
  job!: Job;
  kind!: HandoverFileKind;
  stage: HandoverPhotoStage | null = null;
  category: HandoverDocumentCategory | null = null;
  title!: string;
  /** The name the file has in the ZIP and in downloads. */
  fileName!: string;
  storageKey!: string;
  /** SHA-256 (hex) of the stored file. */
  sha256!: string;
  bytes!: number;
  width: number | null = null;
  height: number | null = null;
  createdAt: Opt<Date> = new Date();
}

export const HandoverFileSchema = new EntitySchema<HandoverFile>({
  class: HandoverFile,
  tableName: 'handover_file',
  uniques: [{ properties: ['job', 'sha256'] }],
  properties: {
    id: { type: 'integer', primary: true, autoincrement: true },
    job: { kind: 'm:1', entity: () => Job, deleteRule: 'cascade' },
    kind: { enum: true, items: () => ['photo', 'document'], type: 'string' },
    stage: { enum: true, items: () => [...handoverPhotoStages], type: 'string', nullable: true },
    category: { enum: true, items: () => [...handoverDocumentCategories], type: 'string', nullable: true },
    title: { type: 'string', length: 200 },
    fileName: { type: 'string', length: 200 },
    storageKey: { type: 'string', length: 300 },
    sha256: { type: 'string', length: 64 },
    bytes: { type: 'integer' },
    width: { type: 'integer', nullable: true },
    height: { type: 'integer', nullable: true },
    createdAt: { type: 'datetime', onCreate: () => new Date() },
  },
});
