import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import type { ChangeOrderDto, JobDto, PublicJobDto } from '../../shared/schemas/job';
import type { TimelineEntry } from '../../shared/schemas/timeline';
import { inDays, useCaseWorld } from '../../test/case-builder';
import { pdfText } from '../../test/pdf-text';
import { formatLongDay } from '../../shared/dates';
import { normalizeSpaces } from '../../test/pricing-helpers';
import type { ReceivedMail } from '../../test/smtp';
import { Enquiry } from '../enquiry/enquiry.entity';

// The job after an accepted quote, as the owner plans it and the customer follows it: its states, the
// customer's invite, change orders with the 10 % and 15 % marks of a prisoverslag, and the agreed total.

const world = useCaseWorld();
const req = (method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE', url: string, payload?: object, admin = true) => world.request(method, url, payload, admin);
const mailFor = (to: string, subject: string, from: number) => world.mailFor(to, subject, from);

/** A case with an accepted quote of `total` kr (one line), fixed price or prisoverslag. */
async function acceptedCase(priceType: 'fixed' | 'estimate', total = 100_000) {
  const { enquiryId, quoteId, token, customer } = await world.sentQuote({ customer: world.customer({}, true), lines: [{ text: 'Terrasse', quantity: 1, unit: 'stk', unitPrice: total }], priceType });
  expect((await req('GET', `/api/quotes/${token}/job`, undefined, false)).json()).toBeNull();
  await world.accept(token, customer.name);
  return { enquiryId, quoteId, token, email: customer.email, job: await world.job(enquiryId) };
}

const status = async (enquiryId: number) => (await world.h.orm.em.fork().findOneOrFail(Enquiry, enquiryId)).status;

function invite(mail: ReceivedMail) {
  const part = mail.parsed.attachments.find((a) => a.contentType === 'text/calendar');
  expect(part, 'the mail carries a text/calendar part').toBeTruthy();
  const cal = new ICAL.Component(ICAL.parse(part!.content.toString('utf8')));
  const vevent = cal.getFirstSubcomponent('vevent')!;
  return { method: cal.getFirstPropertyValue('method'), event: new ICAL.Event(vevent), vevent };
}

describe('the job after an accepted quote', () => {
  it('is made by the acceptance, planned in days with an all-day invite, moved with a new SEQUENCE and cancelled', async () => {
    const { enquiryId, job, email } = await acceptedCase('fixed');
    expect(job.status).toBe('won');
    expect(job.startDate).toBeNull();
    expect((await req('GET', '/api/admin/jobs')).json<JobDto[]>().map((j) => j.id)).toContain(job.id);

    let from = world.smtp.received.length;
    const planned = await req('PATCH', `/api/admin/jobs/${job.id}`, { startDate: inDays(10), endDate: inDays(12) });
    expect(planned.statusCode).toBe(200);
    expect(planned.json<JobDto>().status).toBe('planned');
    expect(await status(enquiryId)).toBe('planned');
    const first = invite(await mailFor(email, 'Oppdraget er planlagt', from));
    expect(first.method).toBe('REQUEST');
    expect(first.event.startDate.isDate).toBe(true);
    expect(first.event.startDate.toString()).toBe(inDays(10));
    // DTEND is the day after the last day (RFC 5545): three days, 10 to 12.
    expect(first.event.endDate.toString()).toBe(inDays(13));
    expect(first.event.sequence).toBe(0);

    from = world.smtp.received.length;
    expect((await req('PATCH', `/api/admin/jobs/${job.id}`, { startDate: inDays(11), endDate: inDays(14) })).statusCode).toBe(200);
    const moved = await mailFor(email, 'Nye datoer for oppdraget', from);
    const second = invite(moved);
    expect(second.event.uid).toBe(first.event.uid);
    expect(second.event.sequence).toBe(1);
    expect(second.event.startDate.toString()).toBe(inDays(11));

    from = world.smtp.received.length;
    const cancelled = await req('PATCH', `/api/admin/jobs/${job.id}`, { status: 'won' });
    expect(cancelled.statusCode).toBe(200);
    expect(await status(enquiryId)).toBe('won');
    const third = invite(await mailFor(email, 'Oppdraget er avlyst', from));
    expect(third.method).toBe('CANCEL');
    expect(third.event.uid).toBe(first.event.uid);
    expect(third.event.sequence).toBe(2);
    expect(third.event.startDate.toString()).toBe(inDays(11));

    const timeline = (await req('GET', `/api/admin/contact-submissions/${enquiryId}/timeline`)).json<{ entries: TimelineEntry[] }>().entries;
    expect(timeline.filter((e) => e.event.startsWith('job_')).map((e) => [e.event, e.from, e.to])).toEqual([
      ['job_cancelled', `${inDays(11)}/${inDays(14)}`, null],
      ['job_moved', `${inDays(10)}/${inDays(12)}`, `${inDays(11)}/${inDays(14)}`],
      ['job_planned', null, `${inDays(10)}/${inDays(12)}`],
    ]);
  });

  it('moves one step at a time and refuses a skip, a past first day and cancelling a started job’s dates', async () => {
    const { enquiryId, job } = await acceptedCase('fixed');
    expect((await req('PATCH', `/api/admin/jobs/${job.id}`, { startDate: inDays(-1), endDate: inDays(2) })).statusCode).toBe(400);
    expect((await req('PATCH', `/api/admin/jobs/${job.id}`, { startDate: inDays(3), endDate: inDays(2) })).statusCode).toBe(400);
    expect((await req('PATCH', `/api/admin/jobs/${job.id}`, { status: 'in_progress' })).statusCode).toBe(409);
    expect(await status(enquiryId)).toBe('won');
    expect((await req('PATCH', `/api/admin/jobs/${job.id}`, { startDate: inDays(2), endDate: inDays(2) })).statusCode).toBe(200);
    expect((await req('PATCH', `/api/admin/jobs/${job.id}`, { status: 'done' })).statusCode).toBe(409);
    expect((await req('PATCH', `/api/admin/jobs/${job.id}`, { status: 'in_progress' })).json<JobDto>().status).toBe('in_progress');
    // Started: the dates can no longer be cancelled, only the work finished.
    expect((await req('PATCH', `/api/admin/jobs/${job.id}`, { status: 'won' })).statusCode).toBe(409);
    expect((await req('PATCH', `/api/admin/jobs/${job.id}`, { status: 'done' })).json<JobDto>().status).toBe('done');
    expect(await status(enquiryId)).toBe('done');
  });

  it('keeps the acceptance final: no new quote version and no withdrawal once the job is planned', async () => {
    const { enquiryId, quoteId, job } = await acceptedCase('fixed');
    expect((await req('PATCH', `/api/admin/jobs/${job.id}`, { startDate: inDays(5), endDate: inDays(6) })).statusCode).toBe(200);
    const again = await req('POST', `/api/admin/contact-submissions/${enquiryId}/quotes`, { lines: [{ text: 'Mer', quantity: 1, unit: 'stk', unitPrice: 10 }], priceType: 'fixed', validUntil: inDays(30) });
    expect(again.statusCode).toBe(409);
    const withdraw = await req('POST', `/api/admin/quotes/${quoteId}/withdraw-acceptance`, { reason: 'Feil pris' });
    expect(withdraw.statusCode).toBe(409);
    expect(withdraw.json<{ message: string }>().message).toContain('Avlys datoene');
    expect(await status(enquiryId)).toBe('planned');
  });
});

describe('a job done ahead of its plan', () => {
  it('states the real days in the handover folder: the day it started and the day it was done, not the plan', async () => {
    const handed = await world.caseAt('handed_over', { customer: world.customer({}, true), dates: { startDate: inDays(10), endDate: inDays(13) } });
    const folder = (await req('GET', `/api/admin/contact-submissions/${handed.enquiryId}/handover`)).json<{ startDate: string; endDate: string }>();
    expect(folder).toMatchObject({ startDate: inDays(0), endDate: inDays(0) });
    const pdf = await pdfText((await req('GET', `/api/admin/contact-submissions/${handed.enquiryId}/handover.pdf`)).rawPayload);
    expect(pdf).toContain(normalizeSpaces(`Arbeidet utført: ${formatLongDay(inDays(0))}`));
    expect(pdf).not.toContain(normalizeSpaces(formatLongDay(inDays(10))));
  });
});

describe('job days and befaring slots', () => {
  const slotDays = async () => {
    const res = await req('GET', '/api/inspection/slots?days=30', undefined, false);
    expect(res.statusCode).toBe(200);
    return new Set(res.json<Array<{ start: string }>>().map((s) => s.start.slice(0, 10)));
  };

  it('offers no befaring on a planned job day, again once the owner opens it, and again when the days are cancelled', async () => {
    const { job } = await acceptedCase('fixed');
    const days = [...(await slotDays())].sort();
    const day = days[1]!;
    expect((await req('PATCH', `/api/admin/jobs/${job.id}`, { startDate: day, endDate: day })).statusCode).toBe(200);
    expect(await slotDays()).not.toContain(day);
    expect(await slotDays()).toContain(days[0]);
    expect((await req('PUT', `/api/admin/bookings/busy-days/${day}`, { open: true })).statusCode).toBe(200);
    expect(await slotDays()).toContain(day);
    expect((await req('PUT', `/api/admin/bookings/busy-days/${day}`, { open: false })).statusCode).toBe(200);
    expect(await slotDays()).not.toContain(day);
    expect((await req('PATCH', `/api/admin/jobs/${job.id}`, { status: 'won' })).statusCode).toBe(200);
    expect(await slotDays()).toContain(day);
  });
});

describe('job days over another customer’s befaring', () => {
  it('are refused with who and when, unless the owner plans anyway; the befaring stays booked', async () => {
    const slots = (await req('GET', '/api/inspection/slots?days=30', undefined, false)).json<Array<{ start: string }>>();
    const slot = slots[0]!;
    const day = slot.start.slice(0, 10);
    const other = await world.enquiry({ customer: world.customer({ name: 'Per Befaring' }, true), slotStart: slot.start });
    const { job } = await acceptedCase('fixed');

    const clashes = await req('GET', `/api/admin/jobs/${job.id}/befaring-clashes?startDate=${day}&endDate=${day}`);
    expect(clashes.statusCode).toBe(200);
    expect(clashes.json()).toEqual([expect.objectContaining({ enquiryId: other.enquiryId, name: 'Per Befaring' })]);

    const refused = await req('PATCH', `/api/admin/jobs/${job.id}`, { startDate: day, endDate: day });
    expect(refused.statusCode).toBe(409);
    expect(refused.json<{ message: string }>().message).toContain('befaringen hos Per Befaring');
    expect((await req('GET', `/api/admin/jobs/${job.id}`)).json<JobDto>().startDate).toBeNull();
    // The day before is free of it.
    const dayBefore = new Date(`${day}T12:00:00Z`);
    dayBefore.setUTCDate(dayBefore.getUTCDate() - 1);
    expect((await req('GET', `/api/admin/jobs/${job.id}/befaring-clashes?startDate=${dayBefore.toISOString().slice(0, 10)}&endDate=${dayBefore.toISOString().slice(0, 10)}`)).json()).toEqual([]);

    const anyway = await req('PATCH', `/api/admin/jobs/${job.id}`, { startDate: day, endDate: day, planOverBefaring: true });
    expect(anyway.statusCode).toBe(200);
    expect(await status(other.enquiryId)).toBe('inspection_booked');
  });
});

describe('change orders', () => {
  const line = (unitPrice: number) => ({ kind: 'extra', reason: 'Råte i bjelkelaget', lines: [{ text: 'Nye bjelker', quantity: 1, unit: 'stk', unitPrice }] });

  it('warn at 10 %, past 15 % of a prisoverslag take a new limit the owner records as agreed outside the site; the agreed total adds up', async () => {
    const { token, email, job } = await acceptedCase('estimate', 100_000);
    const created = await req('POST', `/api/admin/jobs/${job.id}/change-orders`, line(8_000));
    expect(created.statusCode).toBe(201);
    const co1 = created.json<ChangeOrderDto>();
    expect(co1.status).toBe('draft');
    expect(co1.percentIfSent).toBe(8);
    // The create answers the new change order, and where it is.
    expect(created.headers.location).toBe(`/api/admin/change-orders/${co1.id}`);
    expect((await req('GET', created.headers.location as string)).json<ChangeOrderDto>()).toEqual(co1);
    expect((await req('GET', `/api/admin/change-orders/${co1.id + 1000}`)).statusCode).toBe(404);
    // A draft is not the customer's to see.
    expect((await req('GET', `/api/quotes/${token}/job`, undefined, false)).json<PublicJobDto>().changeOrders).toEqual([]);

    let from = world.smtp.received.length;
    expect((await req('POST', `/api/admin/change-orders/${co1.id}/send`, {})).statusCode).toBe(200);
    // Within 10 %: the customer's mail gives the prices and no warning.
    expect(normalizeSpaces((await mailFor(email, `Endring 1 til oppdrag`, from)).parsed.text ?? '')).not.toContain('høyere enn overslaget');

    // 8 000 + 4 000 = 12 %: past the 10 % mark (the owner is warned), inside the 15 % limit.
    const co2 = (await req('POST', `/api/admin/jobs/${job.id}/change-orders`, line(4_000))).json<ChangeOrderDto>();
    expect(co2.percentIfSent).toBe(12);
    from = world.smtp.received.length;
    expect((await req('POST', `/api/admin/change-orders/${co2.id}/send`, {})).statusCode).toBe(200);
    // The customer's mail counts what they have agreed to (nothing yet) and this order: 104 000, no warning;
    // the 10 % warning in their words is checked below, once an order is accepted.
    expect(normalizeSpaces((await mailFor(email, `Endring 2 til oppdrag`, from)).parsed.text ?? '')).not.toContain('høyere enn overslaget');

    // + 5 000 = 17 %: past the limit; the owner records that the customer agreed to it outside the site.
    const co3 = (await req('POST', `/api/admin/jobs/${job.id}/change-orders`, line(5_000))).json<ChangeOrderDto>();
    expect(co3.percentIfSent).toBe(17);
    expect(co3.levelIfSent).toBe('over');
    const confirmed = await req('POST', `/api/admin/change-orders/${co3.id}/send`, { confirmNewLimit: true });
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json<JobDto>().priceLimit).toMatchObject({ estimate: 100_000, limit: 117_000, proposedPercent: 17, agreedPercent: 0 });

    from = world.smtp.received.length;
    const accepted = await req('POST', `/api/quotes/${token}/change-orders/${co1.id}/accept`, { name: 'Kari Nordmann' }, false);
    expect(accepted.statusCode).toBe(200);
    const pub = accepted.json<PublicJobDto>();
    expect(pub.agreedTotal).toBe(108_000);
    expect(pub.priceLimit?.newLimitAgreedAt).not.toBeNull();
    expect(pub.priceLimit?.newLimitChangeOrder).toBeNull();
    expect(pub.changeOrders.map((o) => o.status)).toEqual(['accepted', 'sent', 'sent']);
    // Where each stands, as the page and the mails read it: 108 000 within 10 %, 112 000 and 113 000 past it,
    // within the limit the owner recorded (117 000).
    expect(pub.changeOrders.map((o) => o.price.level)).toEqual(['ok', 'warn', 'warn']);
    const customerCopy = await mailFor(email, 'Bekreftelse: Endring 1', from);
    expect(customerCopy.parsed.attachments.some((a) => a.contentType === 'application/pdf')).toBe(true);
    const companyCopy = await mailFor('firma@skarpjern.test', 'Endring godkjent', from);
    expect(companyCopy.parsed.text).toContain('Kari Nordmann');

    // Accepted is frozen: no second answer, no edit, no delete.
    expect((await req('POST', `/api/quotes/${token}/change-orders/${co1.id}/accept`, { name: 'Kari Nordmann' }, false)).statusCode).toBe(409);
    expect((await req('PATCH', `/api/admin/change-orders/${co1.id}`, line(1))).statusCode).toBe(409);
    expect((await req('DELETE', `/api/admin/change-orders/${co1.id}`)).statusCode).toBe(409);

    from = world.smtp.received.length;
    const declined = await req('POST', `/api/quotes/${token}/change-orders/${co2.id}/decline`, { reason: 'For dyrt' }, false);
    expect(declined.json<PublicJobDto>().agreedTotal).toBe(108_000);
    expect((await mailFor('firma@skarpjern.test', 'Endring avslått', from)).parsed.text).toContain('For dyrt');

    const owner = (await req('GET', `/api/admin/jobs/${job.id}`)).json<JobDto>();
    expect(owner.agreedTotal).toBe(108_000);
    expect(owner.proposedTotal).toBe(5_000);
    const pdf = await req('GET', `/tilbud/${token}/endring/1.pdf`, undefined, false);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toContain('application/pdf');
    // A draft's number and a number that does not exist are not found behind the link.
    expect((await req('GET', `/tilbud/${token}/endring/9.pdf`, undefined, false)).statusCode).toBe(404);

    // The owner sees it all in the case's timeline: who made, sent and answered each change order.
    const timeline = (await req('GET', `/api/admin/contact-submissions/${job.enquiryId}/timeline`)).json<{ entries: TimelineEntry[] }>().entries;
    expect(timeline.find((e) => e.event === 'change_order_accepted')).toMatchObject({ changeOrder: 1, by: 'customer', text: 'Kari Nordmann' });
    expect(timeline.find((e) => e.event === 'change_order_declined')).toMatchObject({ changeOrder: 2, by: 'customer', text: 'For dyrt' });
    expect(timeline.find((e) => e.event === 'job_limit')).toMatchObject({ to: '117000', by: 'owner' });
    expect(timeline.filter((e) => e.event === 'change_order_sent').map((e) => e.changeOrder).sort()).toEqual([1, 2, 3]);
    expect(timeline.some((e) => e.event === 'mail' && e.mail?.kind === 'change_order_accepted' && e.changeOrder === 1)).toBe(true);

    // With 108 000 agreed, an order of 3 000 takes it past 10 % of the estimate: the customer's mail says so.
    const co4 = (await req('POST', `/api/admin/jobs/${job.id}/change-orders`, line(3_000))).json<ChangeOrderDto>();
    from = world.smtp.received.length;
    expect((await req('POST', `/api/admin/change-orders/${co4.id}/send`, {})).statusCode).toBe(200);
    const warned = normalizeSpaces((await mailFor(email, 'Endring 4 til oppdrag', from)).parsed.text ?? '');
    expect(warned).toContain('Med endringen: 111 000 kr');
    expect(warned).toContain('11 % høyere enn overslaget');
    expect(warned).not.toContain('ny prisramme');
  });

  it('past the limit: the customer is told before answering, and the acceptance is the agreement to the new limit', async () => {
    const { token, email, job } = await acceptedCase('estimate', 100_000);
    const co = (await req('POST', `/api/admin/jobs/${job.id}/change-orders`, line(17_500))).json<ChangeOrderDto>();
    const from = world.smtp.received.length;
    // No confirmation from the owner: sending is not refused, and nothing is agreed yet.
    const sent = await req('POST', `/api/admin/change-orders/${co.id}/send`, {});
    expect(sent.statusCode).toBe(200);
    expect(sent.json<JobDto>().priceLimit).toMatchObject({ limit: 115_000, newLimitAgreedAt: null, level: 'over' });

    // The page and the mail say it in words and numbers before the answer.
    const before = (await req('GET', `/api/quotes/${token}/job`, undefined, false)).json<PublicJobDto>();
    expect(before.changeOrders[0]!.price).toEqual({ before: 100_000, after: 117_500, percentOver: 17.5, level: 'over', newLimit: 117_500 });
    const mail = normalizeSpaces((await mailFor(email, 'Endring 1 til oppdrag', from)).parsed.text ?? '');
    expect(mail).toContain('Med endringen: 117 500 kr');
    expect(mail).toContain('17,5 % høyere enn overslaget');
    expect(mail).toContain('ny prisramme på inntil 117 500 kr');
    const waiting = await pdfText((await req('GET', `/tilbud/${token}/endring/1.pdf`, undefined, false)).rawPayload);
    expect(waiting).toContain('Godkjenner du endringen, avtaler du samtidig en ny prisramme: inntil 117 500 kr');

    const accepted = (await req('POST', `/api/quotes/${token}/change-orders/${co.id}/accept`, { name: 'Kari Nordmann' }, false)).json<PublicJobDto>();
    // Within the new limit: past 10 %, no longer over.
    expect(accepted.priceLimit).toMatchObject({ limit: 117_500, newLimitChangeOrder: 1, level: 'warn' });
    expect(accepted.priceLimit?.newLimitAgreedAt).toBe(accepted.changeOrders[0]!.acceptedAt);
    const timeline = (await req('GET', `/api/admin/contact-submissions/${job.enquiryId}/timeline`)).json<{ entries: TimelineEntry[] }>().entries;
    expect(timeline.find((e) => e.event === 'job_limit')).toMatchObject({ to: '117500', by: 'customer' });
    const record = await pdfText((await req('GET', `/tilbud/${token}/endring/1.pdf`, undefined, false)).rawPayload);
    expect(record).toContain('Med godkjenningen avtalte du en ny prisramme: inntil 117 500 kr');
    expect(record).toContain('Godkjent av Kari Nordmann');
  });

  it('keep the PDF the customer answered: the same bytes after later changes, and a declined one says so; the accepted quote’s too', async () => {
    const { token, job } = await acceptedCase('estimate', 100_000);
    const quotePdf = async () => (await req('GET', `/tilbud/${token}.pdf`, undefined, false)).rawPayload;
    const contract = await quotePdf();
    expect(await pdfText(contract)).toContain('Akseptert av');
    const make = async (amount: number) => (await req('POST', `/api/admin/jobs/${job.id}/change-orders`, line(amount))).json<ChangeOrderDto>();
    const [co1, co2, co3] = [await make(8_000), await make(4_000), await make(2_000)];
    for (const co of [co1, co2, co3]) expect((await req('POST', `/api/admin/change-orders/${co.id}/send`, {})).statusCode).toBe(200);
    const pdf = async (n: number) => (await req('GET', `/tilbud/${token}/endring/${n}.pdf`, undefined, false)).rawPayload;

    expect((await req('POST', `/api/quotes/${token}/change-orders/${co1.id}/accept`, { name: 'Kari Nordmann' }, false)).statusCode).toBe(200);
    const first = await pdf(1);
    expect(await pdfText(first)).toContain('Avtalt pris før denne endringen 100 000 kr');
    expect((await req('POST', `/api/quotes/${token}/change-orders/${co2.id}/decline`, { reason: 'For dyrt' }, false)).statusCode).toBe(200);
    expect((await req('POST', `/api/quotes/${token}/change-orders/${co3.id}/accept`, { name: 'Kari Nordmann' }, false)).statusCode).toBe(200);
    // The company's facts change too: the record does not.
    expect((await req('PATCH', '/api/admin/company', { phone: '+47 99 88 77 66' })).statusCode).toBe(200);

    expect((await pdf(1)).equals(first)).toBe(true);
    expect((await quotePdf()).equals(contract)).toBe(true);
    expect(await pdfText(contract)).not.toContain('99 88 77 66');
    const declined = await pdfText(await pdf(2));
    expect(declined).toContain('Avslått av kunden');
    expect(declined).toContain('Begrunnelse: For dyrt');
    expect(declined).toContain('Avtalt pris før denne endringen 108 000 kr');
    const third = await pdfText(await pdf(3));
    expect(third).toContain('Avtalt pris før denne endringen 108 000 kr');
    expect(third).toContain('Avtalt pris med endringen 110 000 kr');
  });

  it('on a fixed price have no limit, and another customer’s token cannot answer them', async () => {
    const a = await acceptedCase('fixed', 50_000);
    const b = await acceptedCase('fixed', 50_000);
    const co = (await req('POST', `/api/admin/jobs/${a.job.id}/change-orders`, line(40_000))).json<ChangeOrderDto>();
    expect(co.percentIfSent).toBeNull();
    expect((await req('POST', `/api/admin/change-orders/${co.id}/send`, {})).statusCode).toBe(200);
    expect((await req('GET', `/api/admin/jobs/${a.job.id}`)).json<JobDto>().priceLimit).toBeNull();
    expect((await req('POST', `/api/quotes/${b.token}/change-orders/${co.id}/accept`, { name: 'Ola Nordmann' }, false)).statusCode).toBe(404);
    expect((await req('POST', `/api/admin/jobs/${a.job.id}/change-orders`, { kind: 'extra', reason: ' ', lines: [] })).statusCode).toBe(400);
  });
});
