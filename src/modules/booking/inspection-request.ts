import type { EntityManager } from '@mikro-orm/postgresql';
import type { z } from 'zod';
import type { SlotDto } from '../../shared/schemas/booking';
import type { inspectionSchema } from '../../shared/schemas/enquiry';
import type { Enquiry } from '../enquiry/enquiry.entity';
import { storeEnquiry, type SubmitOptions } from '../enquiry/enquiry.service';
import { savedEstimateToStore } from '../estimate/estimate.service';
import { estimateToStore } from '../pricing/price-estimate.service';
import { toEnquiryDto } from '../enquiry/enquiry.dto';
import { earlierTry } from '../enquiry/submission';
import { InspectionBooking } from './booking.entity';
import { bookForEnquiry, toSlotDto, withSlotConflict } from './booking.service';

// A request for a befaring opens a case like any enquiry, with the estimate the visitor attached and,
// when a free time was picked, the booking: all in the enquiry's one transaction.

/** The live booking of a case as the answer names it. */
async function bookedSlot(em: EntityManager, enquiryId: number): Promise<SlotDto | null> {
  const b = await em.fork().findOne(InspectionBooking, { enquiry: enquiryId, cancelledAt: null });
  return b ? toSlotDto(b.startAt, b.endAt) : null;
}

export async function createInspection(em: EntityManager, input: z.output<typeof inspectionSchema>, opts: SubmitOptions) {
  // A retry: the first answer with its booking, before the slot is checked again (this request's first try took it).
  const earlier = await earlierTry(em, input.submissionId, input.email);
  if (earlier) return { ...toEnquiryDto(earlier), booking: await bookedSlot(em, earlier.id) };
  // The attached estimate is priced here; the client's numbers are never stored as the estimate.
  // A saved estimate (from its link) comes as it was priced then.
  const estimate = input.estimate ? ((await savedEstimateToStore(em, input.estimate)) ?? (await estimateToStore(em, input.estimate))) : null;
  let booking: SlotDto | null = null;
  const slotStart = input.slotStart;
  const book = slotStart
    ? async (tx: EntityManager, e: Enquiry) => {
        booking = await bookForEnquiry(tx, e, slotStart, opts.env);
      }
    : undefined;
  // A taken or unoffered slot rolls the whole request back and answers 409 with the next free slots.
  const enquiry = await withSlotConflict(em, () =>
    storeEnquiry(
      em,
      {
        type: 'inspection',
        name: input.name,
        email: input.email,
        phone: input.phone,
        message: input.message,
        address: input.address,
        projectType: input.projectType,
        preferredDate: input.preferredDate ? input.preferredDate : null,
        estimate,
      },
      input,
      opts,
      book,
    ),
  );
  // Answered from an earlier try that won a race: its booking, not this try's (rolled back).
  if (!booking && slotStart) return { ...enquiry, booking: await bookedSlot(em, enquiry.id) };
  return { ...enquiry, booking: booking as SlotDto | null };
}

