import { afterAll, beforeAll, expect } from 'vitest';
import { projectRoot } from '../env';
import { startBackgroundTasks, type BackgroundTasks } from '../tasks/worker';
import { Quote } from '../modules/quote/quote.entity';
import { seedDatabase } from '../seeders/database-seeder';
import { todayInOslo } from '../shared/dates';
import type { JobDto } from '../shared/schemas/job';
import { createHarness, loginCookie, type Harness } from './harness';
import { TestSmtpServer, type ReceivedMail } from './smtp';

/** Where the company's own mails go in a case world (MAIL_TO). */
export const COMPANY_MAIL = 'firma@skarpjern.test';

/** The date `n` days from today in Oslo, as the forms send it (YYYY-MM-DD). */
export function inDays(n: number): string {
  const d = new Date(`${todayInOslo()}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + n);
  return d.toISOString().slice(0, 10);
}

export type Customer = { name: string; email: string; phone: string; address: string };
export type QuoteLine = { text: string; quantity: number; unit: string; unitPrice: number };
type Method = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';

export type EnquiryOptions = {
  customer?: Partial<Customer>;
  /** An estimate the visitor kept or saw, sent with the enquiry. */
  estimate?: object;
  /** A befaring booked with the enquiry (a slot's start from /api/inspection/slots). */
  slotStart?: string;
};
export type QuoteOptions = EnquiryOptions & {
  lines?: QuoteLine[];
  priceType?: 'fixed' | 'estimate';
  validUntil?: string;
  /** More fields of the quote as the owner's form sends them. */
  extra?: object;
};
export type SentCase = { enquiryId: number; quoteId: number; token: string; reference: string; customer: Customer; mailsFrom: number };
export type AcceptedCase = SentCase & { job: JobDto };
export type JobState = 'planned' | 'in_progress' | 'done' | 'handed_over';

const silent = { info: () => {}, warn: () => {}, error: () => {} };

/**
 * One test file's world for whole cases: a migrated database with the seed, the app, a real SMTP server and the
 * background worker sending the mails, and the owner logged in. Its builder brings a case to a state the way the
 * customer and the owner do, through the HTTP API: enquiry (with a befaring if asked) → quote sent → accepted →
 * job planned → in progress → done → handed over. Each step checks its answer, so a set-up that goes wrong fails
 * where it went wrong.
 */
export class CaseWorld {
  h!: Harness;
  smtp!: TestSmtpServer;
  worker!: BackgroundTasks;
  cookie!: string;
  private customers = 0;

  constructor(private readonly envOverrides: Record<string, string> = {}) {}

  async start(): Promise<void> {
    this.h = await createHarness({ MAIL_TO: COMPANY_MAIL, MAIL_FROM: 'Skarpjern Snekker AS <post@skarpjern.test>', ENQUIRY_MIN_FILL_SECONDS: '0', ...this.envOverrides });
    await seedDatabase(this.h.orm.em.fork());
    this.smtp = await new TestSmtpServer().start();
    this.worker = await startBackgroundTasks({ orm: this.h.orm, env: { ...this.h.env, SMTP_URL: this.smtp.url }, connectionString: this.h.url, root: projectRoot, log: silent, pollInterval: 100 });
    this.cookie = await loginCookie(this.h.app);
  }

  async stop(): Promise<void> {
    await this.worker?.stop();
    await this.smtp?.stop();
    await this.h?.close();
  }

  /** A request through the app; `admin` sends the owner's session cookie. */
  request(method: Method, url: string, payload?: object, admin = false) {
    return this.h.app.inject({ method, url, ...(payload ? { payload } : {}), headers: admin ? { cookie: this.cookie } : {} });
  }
  post(url: string, payload: object = {}, admin = false) {
    return this.request('POST', url, payload, admin);
  }
  get(url: string, admin = false) {
    return this.request('GET', url, undefined, admin);
  }

  /** Mails that arrived for `to` since `from` (an index into smtp.received). */
  mailsTo(to: string, from = 0): ReceivedMail[] {
    return this.smtp.received.slice(from).filter((m) => m.envelopeTo.includes(to));
  }

  /** The first mail to `to` since `from` whose subject starts with `subject`, waiting for it (the queue sends in any order). */
  async mailFor(to: string, subject: string, from = 0): Promise<ReceivedMail> {
    for (;;) {
      const found = this.mailsTo(to, from).find((m) => m.parsed.subject?.startsWith(subject));
      if (found) return found;
      await this.smtp.waitFor(this.smtp.received.length + 1);
    }
  }

  /** Kari Nordmann at Storgata 1, or what `overrides` says; `unique` gives her an address of her own. */
  customer(overrides: Partial<Customer> = {}, unique = false): Customer {
    const n = ++this.customers;
    return { name: 'Kari Nordmann', email: unique ? `kunde${n}@example.no` : 'kari@example.no', phone: '+47 912 34 567', address: 'Storgata 1, 7011 Trondheim', ...overrides };
  }

  /** A befaring enquiry from the public form; returns its id. */
  async enquiry(opts: EnquiryOptions = {}): Promise<{ enquiryId: number; customer: Customer }> {
    const customer = this.customer(opts.customer);
    const res = await this.post('/api/inspection', {
      type: 'inspection',
      ...customer,
      projectType: 'terrace',
      message: 'Ny terrasse.',
      ...(opts.estimate ? { estimate: opts.estimate } : {}),
      ...(opts.slotStart ? { slotStart: opts.slotStart } : {}),
    });
    expect(res.statusCode).toBe(201);
    return { enquiryId: res.json<{ id: number }>().id, customer };
  }

  /** The owner's draft quote on an enquiry (30 m² terrace at 2 500 kr, fixed price, valid 30 days unless told); returns its id. */
  async draftQuote(enquiryId: number, opts: Omit<QuoteOptions, keyof EnquiryOptions> = {}): Promise<number> {
    const created = await this.post(
      `/api/admin/contact-submissions/${enquiryId}/quotes`,
      { lines: opts.lines ?? [{ text: 'Terrasse', quantity: 30, unit: 'm²', unitPrice: 2500 }], priceType: opts.priceType ?? 'fixed', validUntil: opts.validUntil ?? inDays(30), ...opts.extra },
      true,
    );
    expect(created.statusCode).toBe(201);
    return created.json<{ id: number }>().id;
  }

  /** Sends a draft; returns the customer's token, the case's reference and where its mails begin in smtp.received. */
  async sendQuote(quoteId: number): Promise<{ token: string; reference: string; mailsFrom: number }> {
    const mailsFrom = this.smtp.received.length;
    expect((await this.post(`/api/admin/quotes/${quoteId}/send`, {}, true)).statusCode).toBe(200);
    const quote = await this.h.orm.em.fork().findOneOrFail(Quote, quoteId, { populate: ['enquiry'] });
    return { token: quote.token, reference: quote.enquiry.reference, mailsFrom };
  }

  /** An enquiry with a quote sent to the customer. */
  async sentQuote(opts: QuoteOptions = {}): Promise<SentCase> {
    const { enquiryId, customer } = await this.enquiry(opts);
    const quoteId = await this.draftQuote(enquiryId, opts);
    return { enquiryId, quoteId, customer, ...(await this.sendQuote(quoteId)) };
  }

  /** The customer accepts the quote behind `token` with their name and the terms. */
  async accept(token: string, name: string): Promise<void> {
    expect((await this.post(`/api/quotes/${token}/accept`, { name, acceptTerms: true })).statusCode).toBe(200);
  }

  /** The owner's view of the job on an enquiry. */
  async job(enquiryId: number): Promise<JobDto> {
    const res = await this.get(`/api/admin/contact-submissions/${enquiryId}/job`, true);
    expect(res.statusCode).toBe(200);
    return res.json<JobDto>();
  }

  /** A quote sent and accepted (Vunnet), with the job the acceptance made. */
  async acceptedCase(opts: QuoteOptions = {}): Promise<AcceptedCase> {
    const sent = await this.sentQuote(opts);
    await this.accept(sent.token, sent.customer.name);
    return { ...sent, job: await this.job(sent.enquiryId) };
  }

  /** The owner changes the job (dates or state); returns the job as answered. */
  async patchJob(jobId: number, patch: object): Promise<JobDto> {
    const res = await this.request('PATCH', `/api/admin/jobs/${jobId}`, patch, true);
    expect(res.statusCode, res.body).toBe(200);
    return res.json<JobDto>();
  }

  /**
   * An accepted case whose job the owner brought to `to`: planned (today to `days` days on, unless `dates`), in
   * progress, done, or handed over (the owner's «Overlever», with its mail to the customer).
   */
  async caseAt(to: JobState, opts: QuoteOptions & { dates?: { startDate: string; endDate: string } } = {}): Promise<AcceptedCase> {
    const accepted = await this.acceptedCase(opts);
    // Planned over any other customer's befaring on those days: the clash is not what a case at a state is about.
    let job = await this.patchJob(accepted.job.id, { ...(opts.dates ?? { startDate: inDays(0), endDate: inDays(2) }), planOverBefaring: true });
    for (const step of ['in_progress', 'done'] as const) {
      if (to === 'planned') break;
      job = await this.patchJob(job.id, { status: step });
      if (to === step) break;
    }
    if (to === 'handed_over') {
      expect((await this.post(`/api/admin/contact-submissions/${accepted.enquiryId}/handover/hand-over`, {}, true)).statusCode).toBe(200);
      job = await this.job(accepted.enquiryId);
    }
    return { ...accepted, job };
  }
}

/** A CaseWorld for the test file: started before its tests, stopped after them. */
export function useCaseWorld(envOverrides: Record<string, string> = {}): CaseWorld {
  const world = new CaseWorld(envOverrides);
  beforeAll(() => world.start());
  afterAll(() => world.stop());
  return world;
}
