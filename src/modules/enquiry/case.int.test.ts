import { TRPCError } from '@trpc/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDatabase } from '../../seeders/database-seeder';
import { canMove, caseMoves, caseStatuses, needsReason, type CaseStatus } from '../../shared/domain';
import { createHarness, loginCookie, type Harness } from '../../test/harness';
import { ActivityLog } from '../activity/activity-log.entity';
import { OutboxMail } from '../outbox/outbox.entity';
import { transition } from './case';
import { Enquiry } from './enquiry.entity';

// The case owns its status: every move, allowed or refused, against a real database. An allowed move
// changes the status and writes one log row in the same transaction; a refused one changes nothing.

let h: Harness;
let seq = 0;

beforeAll(async () => {
  h = await createHarness({ ENQUIRY_MIN_FILL_SECONDS: '0' });
  await seedDatabase(h.orm.em.fork());
});
afterAll(async () => {
  await h?.close();
});

async function seed(status: CaseStatus): Promise<number> {
  const em = h.orm.em.fork();
  seq += 1;
  const e = em.create(Enquiry, {
    reference: `SK-2031-${String(seq).padStart(4, '0')}`,
    createdAt: new Date(),
    type: 'contact',
    name: `Kunde ${seq}`,
    email: `kunde${seq}@example.no`,
    phone: null,
    message: 'Hei, jeg trenger hjelp med et prosjekt.',
    estimate: null,
    status,
  });
  await em.flush();
  return e.id;
}

const statusLog = (id: number) => h.orm.em.fork().find(ActivityLog, { entityType: 'case', entityId: id }, { orderBy: { id: 'asc' } });

const pairs = caseStatuses.flatMap((from) => caseStatuses.filter((to) => to !== from).map((to) => [from, to] as const));

describe('every move of a case', () => {
  it.each(pairs)('%s → %s', async (from, to) => {
    const id = await seed(from);
    const run = () =>
      h.orm.em.fork().transactional(async (tx) => {
        const e = await tx.findOneOrFail(Enquiry, id);
        transition(tx, e, to, { id: 1 }, needsReason(from, to) ? 'Kunden trakk seg etter avtale' : undefined);
      });
    const stored = async () => (await h.orm.em.fork().findOneOrFail(Enquiry, id)).status;
    if (canMove(from, to)) {
      await run();
      expect(await stored()).toBe(to);
      const log = await statusLog(id);
      expect(log).toHaveLength(1);
      expect(log[0]!.details).toMatchObject({ status: { from, to } });
    } else {
      await expect(run()).rejects.toMatchObject({ code: 'CONFLICT' });
      expect(await stored()).toBe(from);
      expect(await statusLog(id)).toHaveLength(0);
    }
  });

  it('a won case goes back to «Tilbud sendt» only with a reason, which is logged', async () => {
    const id = await seed('won');
    const move = (reason?: string) =>
      h.orm.em.fork().transactional(async (tx) => {
        transition(tx, await tx.findOneOrFail(Enquiry, id), 'quote_sent', { id: 1 }, reason);
      });
    await expect(move('  ')).rejects.toBeInstanceOf(TRPCError);
    expect((await h.orm.em.fork().findOneOrFail(Enquiry, id)).status).toBe('won');
    await move('Kunden ønsket et helt nytt omfang');
    expect((await statusLog(id))[0]!.details).toEqual({ status: { from: 'won', to: 'quote_sent' }, reason: { to: 'Kunden ønsket et helt nytt omfang' } });
  });

  it('refuses a wrong move from the owner with 409 and a Norwegian message, and «Ikke spam» mails once', async () => {
    const cookie = await loginCookie(h.app);
    const patch = (id: number, status: string) => h.app.inject({ method: 'PATCH', url: `/api/admin/contact-submissions/${id}`, headers: { cookie }, payload: { status } });
    const won = await seed('won');
    const refused = await patch(won, 'new');
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('Henvendelsen kan ikke flyttes fra «Vunnet» til «Ny».');
    expect((await h.orm.em.fork().findOneOrFail(Enquiry, won)).status).toBe('won');

    const spam = await seed('spam');
    expect((await patch(spam, 'quote_sent')).statusCode).toBe(409);
    expect((await patch(spam, 'new')).statusCode).toBe(200);
    expect((await patch(spam, 'spam')).statusCode).toBe(200);
    expect((await patch(spam, 'new')).statusCode).toBe(200);
    expect(await h.orm.em.fork().count(OutboxMail, { caseId: spam })).toBe(2);
  });

  it('offers every state at least one way on, and keeps spam and won apart from the ordinary flow', () => {
    for (const s of caseStatuses) expect(caseMoves[s].length > 0).toBe(true);
    // After the handover only the money moves the case: paid in full, and back when a credit note opens an amount.
    expect(caseMoves.handed_over).toEqual(['paid']);
    expect(caseMoves.paid).toEqual(['handed_over']);
    // The job's states follow each other one step at a time, and only the planned job goes back to «Vunnet».
    expect(caseMoves.won).toContain('planned');
    expect(canMove('won', 'in_progress')).toBe(false);
    expect(canMove('planned', 'quote_sent')).toBe(false);
    expect(canMove('in_progress', 'won')).toBe(false);
    expect(caseMoves.spam).toEqual(['new']);
    expect(canMove('won', 'new')).toBe(false);
    expect(canMove('quote_sent', 'spam')).toBe(false);
  });
});
