import { BookingSettingsSchema, InspectionBookingSchema } from '../modules/booking/booking.entity';
import { BookingOpenedDaySchema, CalendarBlockSchema } from '../modules/booking/calendar-block.entity';
import { ActivityLogSchema } from '../modules/activity/activity-log.entity';
import { CompanySchema, FaqEntrySchema, TeamMemberSchema } from '../modules/company/company.entity';
import { AdminUserSchema, LoginAttemptSchema } from '../modules/auth/admin-user.entity';
import { EnquiryAttemptSchema, EnquiryNoteSchema, EnquiryReferenceCounterSchema, EnquirySchema } from '../modules/enquiry/enquiry.entity';
import { OutboxMailSchema } from '../modules/outbox/outbox.entity';
import { ImageSchema } from '../modules/image/image.entity';
import { PricingParameterSchema } from '../modules/pricing/pricing-parameter.entity';
import { ProjectSchema } from '../modules/project/project.entity';
import { SavedEstimateSchema } from '../modules/estimate/estimate.entity';
import { QuoteSchema } from '../modules/quote/quote.entity';
import { SavedQuoteLineSchema } from '../modules/quote/saved-quote-line.entity';
import { QuoteChangeRequestSchema } from '../modules/quote/change-request.entity';
import { ChangeOrderSchema, JobSchema } from '../modules/job/job.entity';
import { HandoverFileSchema, HandoverSchema } from '../modules/handover/handover.entity';
import { InvoiceSchema } from '../modules/billing/invoice.entity';
import { ServiceSchema } from '../modules/service/service.entity';
import { ReviewSchema } from '../modules/review/review.entity';
import { HttpSessionSchema } from '../modules/auth/session.entity';

export const entities = [
  ProjectSchema,
  ServiceSchema,
  PricingParameterSchema,
  EnquirySchema,
  EnquiryReferenceCounterSchema,
  OutboxMailSchema,
  JobSchema,
  ChangeOrderSchema,
  HandoverSchema,
  HandoverFileSchema,
  InvoiceSchema,
  EnquiryNoteSchema,
  EnquiryAttemptSchema,
  ActivityLogSchema,
  AdminUserSchema,
  LoginAttemptSchema,
  HttpSessionSchema,
  CompanySchema,
  TeamMemberSchema,
  FaqEntrySchema,
  ImageSchema,
  InspectionBookingSchema,
  BookingSettingsSchema,
  CalendarBlockSchema,
  BookingOpenedDaySchema,
  SavedEstimateSchema,
  QuoteSchema,
  SavedQuoteLineSchema,
  QuoteChangeRequestSchema,
  ReviewSchema,
];
