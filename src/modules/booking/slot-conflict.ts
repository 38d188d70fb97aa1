import type { SlotDto } from '../../shared/schemas/booking';
import { ErrorWithDetails } from '../../trpc/error-details';

/** The cause of a 409 for a slot: the client gets `nextSlots` beside the message. */
export class SlotConflict extends ErrorWithDetails {
  constructor(message: string, nextSlots: SlotDto[]) {
    super(message, { nextSlots });
  }
}

/** Thrown inside a booking transaction when the slot is not offered, already taken or within the travel buffer of another booking (before the insert). */
export class SlotUnavailable extends Error {
  constructor(readonly reason: 'taken' | 'not_offered' | 'too_close') {
    super(reason);
  }
}

/** PostgreSQL's exclusion_violation: another live booking overlaps this one. */
export const isOverlap = (error: unknown) => (error as { code?: string } | null)?.code === '23P01';
