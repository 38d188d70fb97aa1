import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

// A small stateful Fiken for the tests, behind Prism (prism.ts), which checks every request our client
// sends and every answer given here against Fiken's own OpenAPI document. Prism alone can't keep state;
// this keeps what the tests need of it: contacts, invoices numbered from 10001 with KID, drafts made into
// invoices by «the owner», payments, partial credit notes, and Fiken's rule of one request at a time
// (a second request while one is running answers 429). Tests steer it: the next answers' status, an
// answer held back past the client's timeout (after the work is done), a payment, a draft made.

type Line = { description?: string; unitPrice?: number; quantity?: number; net?: number; vat?: number; gross?: number; vatType?: string; incomeAccount?: string };
type Contact = { contactId: number; name: string; email?: string; phoneNumber?: string; customer: boolean };
type FakeInvoice = { invoiceId: number; invoiceNumber: number; kid: string; issueDate: string; dueDate: string; customerId: number; lines: Line[]; gross: number; orderReference?: string; yourReference?: string; draftUuid?: string; paid: number; sent: boolean };
type Draft = { draftId: number; uuid: string; customerId: number; lines: Line[]; issueDate: string; daysUntilDueDate: number; orderReference?: string; yourReference?: string };
type CreditNote = { creditNoteId: number; creditNoteNumber: number; invoiceId: number; gross: number; issueDate: string; orderReference?: string };

const grossOf = (l: Line) => l.gross ?? Math.round((l.unitPrice ?? 0) * (l.quantity ?? 1) * 1.25);

export class FikenFake {
  private server: Server | null = null;
  origin = '';
  readonly contacts: Contact[] = [];
  readonly invoices: FakeInvoice[] = [];
  readonly drafts: Draft[] = [];
  readonly creditNotes: CreditNote[] = [];
  /** Every request as method and path (with the query), in order. */
  readonly requests: string[] = [];
  /** The most requests seen at once: Fiken allows one. */
  maxInFlight = 0;
  private inFlight = 0;
  private nextStatuses: number[] = [];
  private hold: { method: string; path: string; released: Promise<void> } | null = null;
  private ids = 1000;

  async start(): Promise<this> {
    this.server = createServer((req, res) => void this.handle(req, res));
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    this.origin = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
    return this;
  }

  async stop(): Promise<void> {
    this.server?.closeAllConnections();
    await new Promise<void>((resolve) => this.server?.close(() => resolve()) ?? resolve());
  }

  /** The next answers have these statuses (429, 500, 400 …) instead of doing the work. */
  failNext(...statuses: number[]): void {
    this.nextStatuses.push(...statuses);
  }

  /**
   * The next request of `method` to a path ending in `path` is done, but its answer is held until the
   * returned function releases it (after the client has given up waiting: its timeout).
   */
  holdAnswerTo(method: string, path: string): () => void {
    let release!: () => void;
    this.hold = { method, path, released: new Promise<void>((resolve) => (release = resolve)) };
    return release;
  }

  /** No request is being answered. */
  get idle(): boolean {
    return this.inFlight === 0;
  }

  /** The customer paid `kr` on the invoice with this number. */
  pay(invoiceNumber: number | string, kr: number): void {
    const inv = this.invoices.find((i) => i.invoiceNumber === Number(invoiceNumber));
    if (!inv) throw new Error(`no invoice ${invoiceNumber}`);
    inv.paid += Math.round(kr * 100);
  }

  /** The owner made the invoice from a draft in Fiken. */
  makeFromDraft(index = 0): FakeInvoice {
    const d = this.drafts[index];
    if (!d) throw new Error('no draft');
    const inv = this.newInvoice({ customerId: d.customerId, lines: d.lines, issueDate: d.issueDate, dueDate: d.issueDate, orderReference: d.orderReference, yourReference: d.yourReference, draftUuid: d.uuid });
    return inv;
  }

  private newInvoice(v: Omit<FakeInvoice, 'invoiceId' | 'invoiceNumber' | 'kid' | 'gross' | 'paid' | 'sent'>): FakeInvoice {
    const invoiceNumber = 10001 + this.invoices.length;
    const inv: FakeInvoice = { ...v, invoiceId: ++this.ids, invoiceNumber, kid: `${invoiceNumber}0007`, gross: v.lines.reduce((s, l) => s + grossOf(l), 0), paid: 0, sent: false };
    this.invoices.push(inv);
    return inv;
  }

  private credited = (invoiceId: number) => this.creditNotes.filter((c) => c.invoiceId === invoiceId).reduce((s, c) => s + c.gross, 0);

  private invoiceResult(i: FakeInvoice) {
    const outstanding = Math.max(0, i.gross - i.paid - this.credited(i.invoiceId));
    const customer = this.contacts.find((c) => c.contactId === i.customerId)!;
    return {
      invoiceId: i.invoiceId,
      invoiceNumber: i.invoiceNumber,
      kid: i.kid,
      issueDate: i.issueDate,
      dueDate: i.dueDate,
      gross: i.gross,
      net: Math.round(i.gross * 0.8),
      vat: i.gross - Math.round(i.gross * 0.8),
      currency: 'NOK',
      cash: false,
      ...(i.orderReference ? { orderReference: i.orderReference } : {}),
      ...(i.yourReference ? { yourReference: i.yourReference } : {}),
      ...(i.draftUuid ? { invoiceDraftUuid: i.draftUuid } : {}),
      customer: { contactId: customer.contactId, name: customer.name, customer: true },
      lines: i.lines.map((l) => ({ description: l.description, quantity: l.quantity ?? 1, unitPrice: l.unitPrice ?? 0, gross: grossOf(l), vatType: l.vatType ?? 'HIGH' })),
      // Fiken's download address for API users; the fake serves it itself (it is a file, outside the API's document).
      invoicePdf: { identifier: String(i.invoiceId), downloadUrl: `${this.origin}/files/invoice-${i.invoiceId}.pdf` },
      sale: { saleId: i.invoiceId, totalPaid: i.paid, outstandingBalance: outstanding, settled: outstanding === 0, ...(outstanding === 0 ? { settledDate: i.issueDate } : {}) },
    };
  }

  private async handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    this.inFlight++;
    this.maxInFlight = Math.max(this.maxInFlight, this.inFlight);
    try {
      const chunks: Buffer[] = [];
      for await (const c of req) chunks.push(c as Buffer);
      const body = chunks.length ? (JSON.parse(Buffer.concat(chunks).toString('utf8')) as Record<string, unknown>) : {};
      const url = new URL(req.url ?? '/', this.origin);
      this.requests.push(`${req.method} ${url.pathname}${url.search}`);
      if (this.inFlight > 1) return this.send(res, 429, { error: 'too_many_requests', error_description: 'Only one request at a time' });
      const status = this.nextStatuses.shift();
      if (status) return this.send(res, status, { error: 'error', error_description: status === 400 ? 'Ugyldig konto for linjen' : 'Feil hos Fiken' });
      const answer = this.route(req.method ?? 'GET', url, body);
      const hold = this.hold;
      if (hold && hold.method === req.method && url.pathname.endsWith(hold.path)) {
        this.hold = null;
        await hold.released;
      }
      if (answer.pdf) {
        res.writeHead(200, { 'Content-Type': 'application/pdf' }).end(answer.pdf);
        return;
      }
      this.send(res, answer.status, answer.body, answer.location);
    } finally {
      this.inFlight--;
    }
  }

  private send(res: ServerResponse, status: number, body: unknown, location?: string): void {
    if (res.destroyed) return;
    const headers: Record<string, string> = location ? { Location: location } : {};
    if (body === undefined) {
      res.writeHead(status, headers).end();
      return;
    }
    res.writeHead(status, { ...headers, 'Content-Type': 'application/json' }).end(JSON.stringify(body));
  }

  private route(method: string, url: URL, body: Record<string, unknown>): { status: number; body?: unknown; location?: string; pdf?: Buffer } {
    const file = url.pathname.match(/^\/files\/invoice-(\d+)\.pdf$/);
    if (method === 'GET' && file) return this.invoices.some((i) => i.invoiceId === Number(file[1])) ? { status: 200, pdf: invoicePdfBytes(Number(file[1])) } : { status: 404, body: { error: 'not_found' } };
    const m = url.pathname.match(/^\/companies\/([^/]+)(\/.*)$/);
    if (!m) return { status: 404, body: { error: 'not_found' } };
    const [, slug, path] = m as unknown as [string, string, string];
    const at = (p: string) => `${this.origin}/companies/${slug}${p}`;
    const q = url.searchParams;
    if (method === 'GET' && path === '/contacts') {
      const email = q.get('email');
      return { status: 200, body: this.contacts.filter((c) => !email || c.email === email) };
    }
    if (method === 'POST' && path === '/contacts') {
      const c: Contact = { contactId: ++this.ids, name: String(body.name), customer: body.customer === true, ...(body.email ? { email: String(body.email) } : {}), ...(body.phoneNumber ? { phoneNumber: String(body.phoneNumber) } : {}) };
      this.contacts.push(c);
      return { status: 201, location: at(`/contacts/${c.contactId}`) };
    }
    if (method === 'GET' && path === '/invoices') {
      const ref = q.get('orderReference');
      const draft = q.get('invoiceDraftUuid');
      return { status: 200, body: this.invoices.filter((i) => (!ref || i.orderReference === ref) && (!draft || i.draftUuid === draft)).map((i) => this.invoiceResult(i)) };
    }
    if (method === 'POST' && path === '/invoices') {
      const inv = this.newInvoice({ customerId: Number(body.customerId), lines: body.lines as Line[], issueDate: String(body.issueDate), dueDate: String(body.dueDate), orderReference: body.orderReference as string | undefined, yourReference: body.yourReference as string | undefined });
      return { status: 201, location: at(`/invoices/${inv.invoiceId}`) };
    }
    const one = path.match(/^\/invoices\/(\d+)$/);
    if (method === 'GET' && one) {
      const inv = this.invoices.find((i) => i.invoiceId === Number(one[1]));
      return inv ? { status: 200, body: this.invoiceResult(inv) } : { status: 404, body: { error: 'not_found' } };
    }
    if (method === 'POST' && path === '/invoices/send') {
      const inv = this.invoices.find((i) => i.invoiceId === Number(body.invoiceId));
      if (!inv) return { status: 404, body: { error: 'not_found' } };
      inv.sent = true;
      return { status: 200 };
    }
    if (method === 'GET' && path === '/invoices/drafts') {
      const uuid = q.get('uuid');
      return { status: 200, body: this.drafts.filter((d) => !uuid || d.uuid === uuid).map((d) => ({ draftId: d.draftId, uuid: d.uuid, type: 'invoice', daysUntilDueDate: d.daysUntilDueDate })) };
    }
    if (method === 'POST' && path === '/invoices/drafts') {
      const d: Draft = { draftId: ++this.ids, uuid: String(body.uuid), customerId: Number(body.customerId), lines: body.lines as Line[], issueDate: String(body.issueDate), daysUntilDueDate: Number(body.daysUntilDueDate), orderReference: body.orderReference as string | undefined, yourReference: body.yourReference as string | undefined };
      this.drafts.push(d);
      return { status: 201, location: at(`/invoices/drafts/${d.draftId}`) };
    }
    if (method === 'GET' && path === '/creditNotes') {
      const day = q.get('issueDate');
      return { status: 200, body: this.creditNotes.filter((c) => !day || c.issueDate === day).map((c) => this.creditNoteResult(c)) };
    }
    if (method === 'POST' && path === '/creditNotes/partial') {
      const lines = body.lines as Line[];
      const c: CreditNote = { creditNoteId: ++this.ids, creditNoteNumber: 10001 + this.invoices.length + this.creditNotes.length, invoiceId: Number(body.invoiceId), gross: lines.reduce((s, l) => s + grossOf(l), 0), issueDate: String(body.issueDate), orderReference: body.orderReference as string | undefined };
      this.creditNotes.push(c);
      return { status: 201, location: at(`/creditNotes/${c.creditNoteId}`) };
    }
    const note = path.match(/^\/creditNotes\/(\d+)$/);
    if (method === 'GET' && note) {
      const c = this.creditNotes.find((x) => x.creditNoteId === Number(note[1]));
      return c ? { status: 200, body: this.creditNoteResult(c) } : { status: 404, body: { error: 'not_found' } };
    }
    return { status: 404, body: { error: 'not_found' } };
  }

  private creditNoteResult(c: CreditNote) {
    const inv = this.invoices.find((i) => i.invoiceId === c.invoiceId);
    const customer = this.contacts.find((x) => x.contactId === inv?.customerId);
    const net = Math.round(c.gross * 0.8);
    return {
      creditNoteId: c.creditNoteId,
      creditNoteNumber: c.creditNoteNumber,
      customer: { contactId: customer?.contactId, name: customer?.name ?? 'Kunde', customer: true },
      net,
      vat: c.gross - net,
      gross: c.gross,
      netInNok: net,
      vatInNok: c.gross - net,
      grossInNok: c.gross,
      address: { country: 'Norge' },
      issueDate: c.issueDate,
      ...(c.orderReference ? { orderReference: c.orderReference } : {}),
    };
  }
}

/** The bytes the fake serves as an invoice's PDF: a marker the test can find, not a real document. */
export function invoicePdfBytes(invoiceId: number): Buffer {
  return Buffer.from(`%PDF-1.7\n% Fiken faktura ${invoiceId}\n%%EOF\n`);
}
