import type { EntityManager } from '@mikro-orm/postgresql';
import type { z } from 'zod';
import type { SlotDto } from '../../shared/schemas/booking';
import type { inspectionSchema } from '../../shared/schemas/enquiry';
import type { Enquiry } from '../enquiry/enquiry.entity';
import { storeEnquiry, type SubmitOptions } from '../enquiry/enquiry.service';
import { savedEstimateToStore } from '../estimate/estimate.service';
import { estimateToStore } from '../pricing/estimate.service';
import { bookForEnquiry, withSlotConflict } from './booking.service';

// A request for a befaring opens a case like any enquiry, with the estimate the visitor attached and,
// when a free time was picked, the booking: all in the enquiry's one transaction.

export async function createInspection(em: EntityManager, input: z.output<typeof inspectionSchema>, opts: SubmitOptions) {
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
  return { ...enquiry, booking: booking as SlotDto | null };
}

