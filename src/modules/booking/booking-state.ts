import { isWon } from '../../shared/domain';
import type { InspectionBooking } from './booking.entity';

/**
 * A befaring still booked ahead while its case has moved past it (the quote accepted, the job under way or
 * handed over): the owner keeps it or cancels it. Until kept, no reminder goes out for it.
 */
export const befaringPastItsCase = (b: Pick<InspectionBooking, 'cancelledAt' | 'startAt' | 'enquiry'>, now = new Date()): boolean => !b.cancelledAt && b.startAt > now && isWon(b.enquiry.status);

