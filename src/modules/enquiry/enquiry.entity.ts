import { EntitySchema, type Opt } from '@mikro-orm/core';
import { AdminUser } from '../auth/admin-user.entity';
import { enquiryStatuses, enquiryTypes, inspectionProjectTypes, type EnquiryStatus, type EnquiryType, type InspectionProjectType } from '../../shared/domain';

/** A contact message or an inspection (befaring) request, with everything the visitor sent. */
export class Enquiry {
  id!: number;
  /** SK-<year>-<number>, given in the same transaction as the enquiry and never reused. */
  reference!: string;
  createdAt: Date = new Date();
  type!: EnquiryType;
  name!: string;
  email!: string;
  phone: string | null = null;
  message!: string;
  address: string | null = null;
  projectType: InspectionProjectType | null = null;
  /** yyyy-MM-dd, as chosen in the calendar. */
  preferredDate: string | null = null;
  /** A calculator estimate the visitor attached: their input, priced by the server (StoredEstimate). */
  estimate: Record<string, unknown> | null = null;
  /** Where the owner is with it; a honeypot or fill-time catch starts as spam. */
  status: Opt<EnquiryStatus> = 'new';
  /** When the retention job cleared its personal data; null while it still holds them. */
  anonymisedAt: Date | null = null;
  /**
   * The form's own id for this submission (submission.ts): a retry of a form whose answer was lost
   * finds the first enquiry by it instead of storing a second one. Unique, so two instances cannot both store it.
   */
  submissionId?: string | null = null;
}

export const EnquirySchema = new EntitySchema<Enquiry>({
  class: Enquiry,
  tableName: 'enquiry',
  checks: [
    {
      name: 'enquiry_inspection_fields',
      // An anonymised inspection request has lost its address and phone.
      expression:
        "type <> 'inspection' or anonymised_at is not null or (address is not null and project_type is not null and phone is not null)",
    },
  ],
  properties: {
    id: { type: 'integer', primary: true, autoincrement: true },
    reference: { type: 'string', length: 20, unique: true },
    createdAt: { type: 'datetime', onCreate: () => new Date(), index: true },
    type: { enum: true, items: () => [...enquiryTypes], type: 'string' },
    name: { type: 'string', length: 200 },
    email: { type: 'string', length: 320 },
    phone: { type: 'string', length: 50, nullable: true },
    message: { type: 'text' },
    address: { type: 'string', length: 300, nullable: true },
    projectType: { enum: true, items: () => [...inspectionProjectTypes], type: 'string', nullable: true },
    preferredDate: { type: 'date', nullable: true },
    estimate: { type: 'json', nullable: true },
    status: { enum: true, items: () => [...enquiryStatuses], type: 'string', default: 'new', index: true },
    anonymisedAt: { type: 'datetime', nullable: true },
    submissionId: { type: 'string', length: 64, nullable: true, unique: true },
  },
});

/** An internal note of the owner on an enquiry; never shown to the customer. */
export class EnquiryNote {
  id!: number;
  enquiry!: Enquiry;
  text!: string;
  /** Who wrote it; null once that account no longer exists. */
  author: AdminUser | null = null;
  createdAt: Date = new Date();
}

export const EnquiryNoteSchema = new EntitySchema<EnquiryNote>({
  class: EnquiryNote,
  tableName: 'enquiry_note',
  indexes: [{ properties: ['enquiry', 'createdAt'] }],
  properties: {
    id: { type: 'integer', primary: true, autoincrement: true },
    enquiry: { kind: 'm:1', entity: () => Enquiry, deleteRule: 'cascade' },
    text: { type: 'text' },
    author: { kind: 'm:1', entity: () => AdminUser, nullable: true, deleteRule: 'set null' },
    createdAt: { type: 'datetime', onCreate: () => new Date() },
  },
});

/**
 * One enquiry (or saved estimate, its key prefixed) sent from a client address, for the per-address limit. Rows live in PostgreSQL so
 * every app instance counts the same ones; rows older than the hour are swept as new ones arrive.
 */
export class EnquiryAttempt {
  id!: number;
  ip!: string;
  createdAt: Date = new Date();
  /** The form's submission id: its retries are the same attempt and are not counted again. */
  submissionId?: string | null = null;
}

export const EnquiryAttemptSchema = new EntitySchema<EnquiryAttempt>({
  class: EnquiryAttempt,
  tableName: 'enquiry_attempt',
  indexes: [{ properties: ['ip', 'createdAt'] }, { properties: ['createdAt'] }],
  properties: {
    id: { type: 'integer', primary: true, autoincrement: true },
    ip: { type: 'string', length: 64 },
    createdAt: { type: 'datetime' },
    submissionId: { type: 'string', length: 64, nullable: true },
  },
});

/** The last reference number given per year; a row lock makes concurrent enquiries wait their turn. */
export class EnquiryReferenceCounter {
  year!: number;
  lastNumber!: number;
}

export const EnquiryReferenceCounterSchema = new EntitySchema<EnquiryReferenceCounter>({
  class: EnquiryReferenceCounter,
  tableName: 'enquiry_reference_counter',
  properties: {
    year: { type: 'integer', primary: true, autoincrement: false },
    lastNumber: { type: 'integer' },
  },
});
