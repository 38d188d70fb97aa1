import { EntitySchema } from '@mikro-orm/core';
import { enquiryTypes, inspectionProjectTypes, type EnquiryType, type InspectionProjectType } from '../../shared/labels';

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
}

export const EnquirySchema = new EntitySchema<Enquiry>({
  class: Enquiry,
  tableName: 'enquiry',
  checks: [
    {
      name: 'enquiry_inspection_fields',
      expression: "type <> 'inspection' or (address is not null and project_type is not null and phone is not null)",
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
