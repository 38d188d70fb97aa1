import { describe, expect, it } from 'vitest';
import type { BookingDto } from '../../shared/schemas/booking';
import type { OwnerDay } from '../../shared/schemas/dashboard';
import { useCaseWorld } from '../../test/case-builder';
import { OutboxMail } from '../outbox/outbox.entity';
import { bookingReminderTask } from './booking-mail.service';

// A befaring still booked ahead after its case moved past it (the quote accepted, or the job handed over):
// the owner is asked to keep or cancel it, and until kept no reminder goes out for it.

const world = useCaseWorld();
const freeSlot = async (n: number) => (await world.request('GET', '/api/inspection/slots?days=30', undefined, false)).json<Array<{ start: string }>>()[n]!.start;
const booking = async (enquiryId: number) => (await world.request('GET', `/api/admin/contact-submissions/${enquiryId}/booking`, undefined, true)).json<BookingDto>();
const waiting = async () => (await world.request('GET', '/api/admin/dashboard/day', undefined, true)).json<OwnerDay>().waiting;
const reminders = (caseId: number) => world.h.orm.em.fork().find(OutboxMail, { caseId, kind: 'inspection_reminder' });
async function remind(bookingId: number) {
  const task = bookingReminderTask({ orm: world.h.orm, settings: world.h.env });
  await task({ bookingId }, {} as Parameters<typeof task>[1]);
}

describe('a befaring the case has moved past', () => {
  it('asks the owner to keep or cancel it, sends no reminder until kept, and one once kept', async () => {
    const { enquiryId } = await world.acceptedCase({ customer: world.customer({}, true), slotStart: await freeSlot(0) });
    const b = await booking(enquiryId);
    expect(b).toMatchObject({ pastItsCase: true, keptAt: null, cancelledAt: null });
    expect((await waiting()).filter((w) => w.caseId === enquiryId).map((w) => w.kind)).toContain('befaring_past_case');

    await remind(b.id);
    expect(await reminders(enquiryId)).toHaveLength(0);

    const kept = await world.request('POST', `/api/admin/bookings/${b.id}/keep`, {}, true);
    expect(kept.statusCode).toBe(200);
    expect(kept.json<BookingDto>().keptAt).not.toBeNull();
    const history = (await world.request('GET', `/api/admin/contact-submissions/${enquiryId}/timeline`, undefined, true)).json<{ entries: Array<{ event: string; by: string | null }> }>();
    expect(history.entries.find((e) => e.event === 'booking_kept')).toMatchObject({ by: 'owner' });
    expect((await waiting()).filter((w) => w.caseId === enquiryId && w.kind === 'befaring_past_case')).toEqual([]);
    await remind(b.id);
    expect(await reminders(enquiryId)).toHaveLength(1);
  });

  it('sends no reminder for a handed-over case, and keeps nothing the case is still waiting for', async () => {
    const handed = await world.caseAt('handed_over', { customer: world.customer({}, true), slotStart: await freeSlot(1) });
    const b = await booking(handed.enquiryId);
    expect(b.pastItsCase).toBe(true);
    await remind(b.id);
    expect(await reminders(handed.enquiryId)).toHaveLength(0);
    const history = (await world.request('GET', `/api/admin/contact-submissions/${handed.enquiryId}/timeline`, undefined, true)).json<{ entries: Array<{ event: string; by: string | null }> }>();
    expect(history.entries.find((e) => e.event === 'handed_over')).toMatchObject({ by: 'owner' });

    // A befaring its case still waits for is not the owner's to «keep».
    const { enquiryId } = await world.enquiry({ customer: world.customer({}, true), slotStart: await freeSlot(2) });
    const open = await booking(enquiryId);
    expect(open.pastItsCase).toBe(false);
    expect((await world.request('POST', `/api/admin/bookings/${open.id}/keep`, {}, true)).statusCode).toBe(409);
  });
});
