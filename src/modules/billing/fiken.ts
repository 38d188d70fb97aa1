import { createHash } from 'node:crypto';
import type { InvoiceLine } from '../../shared/schemas/billing';
import { AccountingRejected, type AccountingCustomer, type AccountingSystem, type InvoiceOrder, type InvoicePayments, type MadeDraft, type MadeInvoice } from './accounting';

// Fiken API v2 (https://api.fiken.no/api/v2, its OpenAPI document under src/test/fiken/), for the
// company's own integration: a personal API token as a bearer token and the company's slug. Amounts
// are in øre; a line of ours (NOK incl. 25 % mva) becomes a free-text line with vatType HIGH. Fiken
// allows one request at a time: this client sends its requests one after another, and the task queue
// runs the accounting tasks of every instance one at a time (queue `accounting`, billing.tasks.ts).

type Settings = { token: string; slug: string; url: string; bankAccountCode: string; incomeAccount: string; timeoutMs?: number };

/** A request that got no answer in time: retried by the task, which then finds what it made. */
const TIMEOUT_MS = 20_000;

type Contact = { contactId?: number; email?: string; customer?: boolean };
type InvoiceResult = {
  invoicePdf?: { downloadUrl?: string };
  invoiceId?: number;
  invoiceNumber?: number;
  issueDate?: string;
  dueDate?: string;
  kid?: string;
  gross?: number;
  orderReference?: string;
  sale?: { totalPaid?: number; outstandingBalance?: number; settled?: boolean; settledDate?: string };
};
type CreditNoteResult = { creditNoteId?: number; creditNoteNumber?: number; orderReference?: string };

const ore = (kr: number) => Math.round(kr * 100);
const kr = (o: number | undefined) => (o ?? 0) / 100;

/** A line of ours as Fiken's: net and mva in øre (20 % of the amount incl. 25 % mva). */
function fikenLine(l: InvoiceLine, incomeAccount: string) {
  const gross = ore(l.amount);
  const vat = Math.round(gross * 0.2);
  return { description: l.text.slice(0, 200), quantity: 1, unitPrice: gross - vat, net: gross - vat, vat, gross, vatType: 'HIGH', incomeAccount };
}

/** The UUID Fiken keeps for a draft, made from our key (SHA-256, shaped as a version 8 UUID) so a retry asks for the same one. */
function draftUuid(key: string): string {
  const hex = createHash('sha256').update(key).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-8${hex.slice(13, 16)}-${((parseInt(hex[16]!, 16) & 3) | 8).toString(16)}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

export class FikenAccounting implements AccountingSystem {
  readonly name = 'Fiken';
  /** The last request's end: the next one starts after it (one request at a time). */
  private queue: Promise<unknown> = Promise.resolve();

  constructor(private readonly s: Settings) {}

  private base = () => `${this.s.url.replace(/\/$/, '')}/companies/${encodeURIComponent(this.s.slug)}`;

  /** One request, after the one before it. 4xx but 429: AccountingRejected (kept as the reason); 429, 5xx, timeouts: thrown to be retried. */
  private request<T>(method: 'GET' | 'POST', path: string, body?: unknown): Promise<{ status: number; json: T | null; location: string | null }> {
    const run = async () => {
      const res = await fetch(path.startsWith('http') ? path : `${this.base()}${path}`, {
        method,
        headers: { Authorization: `Bearer ${this.s.token}`, Accept: 'application/json', ...(body === undefined ? {} : { 'Content-Type': 'application/json' }) },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
        signal: AbortSignal.timeout(this.s.timeoutMs ?? TIMEOUT_MS),
      });
      const text = await res.text();
      let json: unknown = null;
      try {
        json = text ? JSON.parse(text) : null;
      } catch {
        json = null;
      }
      if (res.status === 429 || res.status >= 500) throw new Error(`Fiken answered ${res.status}; tried again later`);
      if (res.status >= 400) throw new AccountingRejected(fikenMessage(res.status, json), res.status);
      return { status: res.status, json: json as T | null, location: res.headers.get('location') };
    };
    const next = this.queue.then(run, run);
    this.queue = next.catch(() => undefined);
    return next;
  }

  private async created(method: 'POST', path: string, body: unknown): Promise<string> {
    const { location } = await this.request(method, path, body);
    const id = location?.split('/').pop();
    if (!id) throw new Error(`Fiken answered ${path} without the new resource's address`);
    return id;
  }

  /** The customer: an existing contact with the e-mail, else a new one. */
  private async customerId(c: AccountingCustomer): Promise<number> {
    if (c.email) {
      const found = await this.request<Contact[]>('GET', `/contacts?email=${encodeURIComponent(c.email)}&customer=true`);
      const contact = found.json?.find((x) => x.contactId !== undefined);
      if (contact?.contactId !== undefined) return contact.contactId;
    }
    const address = c.street || c.postalCode || c.city ? { address: { streetAddress: c.street ?? '', postCode: c.postalCode ?? '', city: c.city ?? '', country: 'Norge' } } : {};
    const id = await this.created('POST', '/contacts', { name: c.name, customer: true, ...(c.email ? { email: c.email } : {}), ...(c.phone ? { phoneNumber: c.phone } : {}), ...address });
    return Number(id);
  }

  private async invoiceByReference(key: string): Promise<MadeInvoice | null> {
    const found = await this.request<InvoiceResult[]>('GET', `/invoices?orderReference=${encodeURIComponent(key)}`);
    const invoice = found.json?.find((i) => i.orderReference === key);
    return invoice ? made(invoice) : null;
  }

  async makeInvoice(order: InvoiceOrder, send: boolean): Promise<MadeInvoice> {
    const existing = await this.invoiceByReference(order.key);
    const invoice =
      existing ??
      made(
        (
          await this.request<InvoiceResult>('GET', `/invoices/${await this.created('POST', '/invoices', {
            issueDate: order.issueDate,
            dueDate: order.dueDate,
            lines: order.lines.map((l) => fikenLine(l, this.s.incomeAccount)),
            customerId: await this.customerId(order.customer),
            bankAccountCode: this.s.bankAccountCode,
            cash: false,
            currency: 'NOK',
            yourReference: order.reference,
            orderReference: order.key,
            invoiceText: order.text.slice(0, 500),
          })}`)
        ).json ?? {},
      );
    // Sent only when it was just made: an invoice a retry found was sent (or meant to stay) by the attempt that made it.
    if (send && !existing) await this.request('POST', '/invoices/send', { invoiceId: Number(invoice.externalId), method: ['auto'], includeDocumentAttachments: true });
    return invoice;
  }

  async makeDraft(order: InvoiceOrder, dueDays: number): Promise<MadeDraft> {
    const uuid = draftUuid(order.key);
    const found = await this.request<Array<{ draftId?: number; uuid?: string }>>('GET', `/invoices/drafts?uuid=${uuid}`);
    const draft = found.json?.find((d) => d.uuid === uuid && d.draftId !== undefined);
    if (draft) return { draftId: String(draft.draftId) };
    const draftId = await this.created('POST', '/invoices/drafts', {
      type: 'invoice',
      uuid,
      issueDate: order.issueDate,
      daysUntilDueDate: dueDays,
      customerId: await this.customerId(order.customer),
      // A draft's line takes the net unit price, the mva type and the account; Fiken works out the rest.
      lines: order.lines.map((l) => {
        const { description, quantity, unitPrice, vatType, incomeAccount } = fikenLine(l, this.s.incomeAccount);
        return { description, quantity, unitPrice, vatType, incomeAccount };
      }),
      yourReference: order.reference,
      orderReference: order.key,
      invoiceText: order.text.slice(0, 500),
      currency: 'NOK',
    });
    return { draftId };
  }

  async invoiceFromDraft(key: string): Promise<MadeInvoice | null> {
    const found = await this.request<InvoiceResult[]>('GET', `/invoices?invoiceDraftUuid=${draftUuid(key)}`);
    const invoice = found.json?.[0];
    return invoice?.invoiceId !== undefined ? made(invoice) : null;
  }

  async payments(externalId: string): Promise<InvoicePayments> {
    const { json } = await this.request<InvoiceResult>('GET', `/invoices/${encodeURIComponent(externalId)}`);
    const sale = json?.sale;
    return { paid: kr(sale?.totalPaid), settled: sale?.settled ?? false, paidOn: sale?.settledDate ?? null };
  }

  async invoicePdf(externalId: string): Promise<Buffer | null> {
    const { json } = await this.request<InvoiceResult>('GET', `/invoices/${encodeURIComponent(externalId)}`);
    const url = json?.invoicePdf?.downloadUrl;
    // The token goes only to Fiken: a download address elsewhere is not followed.
    if (!url || !this.isFiken(url)) return null;
    return this.download(url);
  }

  /** Fiken's own hosts over https, or the configured API's host (tests). */
  private isFiken(url: string): boolean {
    try {
      const u = new URL(url);
      return u.hostname === new URL(this.s.url).hostname || (u.protocol === 'https:' && (u.hostname === 'fiken.no' || u.hostname.endsWith('.fiken.no')));
    } catch {
      return false;
    }
  }

  private download(url: string): Promise<Buffer | null> {
    const run = async () => {
      const res = await fetch(url, { headers: { Authorization: `Bearer ${this.s.token}` }, signal: AbortSignal.timeout(this.s.timeoutMs ?? TIMEOUT_MS) });
      if (!res.ok) return null;
      return Buffer.from(await res.arrayBuffer());
    };
    const next = this.queue.then(run, run);
    this.queue = next.catch(() => undefined);
    return next;
  }

  async creditNote(note: { key: string; invoiceExternalId: string; amount: number; issueDate: string; text: string }): Promise<{ externalId: string; number: string }> {
    const invoiceId = Number(note.invoiceExternalId);
    // Found again by its key among the invoice's customer's credit notes of that day (Fiken has no filter on the reference).
    const listed = await this.request<CreditNoteResult[]>('GET', `/creditNotes?issueDate=${note.issueDate}`);
    let result = listed.json?.find((c) => c.orderReference === note.key);
    if (!result) {
      const id = await this.created('POST', '/creditNotes/partial', {
        issueDate: note.issueDate,
        invoiceId,
        orderReference: note.key,
        creditNoteText: note.text.slice(0, 500),
        currency: 'NOK',
        lines: [{ ...fikenLine({ text: note.text, amount: note.amount }, this.s.incomeAccount), quantity: 1 }],
      });
      result = (await this.request<CreditNoteResult>('GET', `/creditNotes/${id}`)).json ?? {};
    }
    return { externalId: String(result.creditNoteId ?? ''), number: String(result.creditNoteNumber ?? '') };
  }
}

function made(i: InvoiceResult): MadeInvoice {
  return { externalId: String(i.invoiceId ?? ''), invoiceNumber: String(i.invoiceNumber ?? ''), issueDate: i.issueDate ?? '', dueDate: i.dueDate ?? '', kid: i.kid ?? null, total: kr(i.gross) };
}

/** Fiken's reason, in Norwegian for the owner, without echoing anything long. */
function fikenMessage(status: number, json: unknown): string {
  const text = json && typeof json === 'object' ? ((json as { error_description?: unknown; message?: unknown }).error_description ?? (json as { message?: unknown }).message) : null;
  const reason = typeof text === 'string' ? text.slice(0, 300) : null;
  if (status === 401 || status === 403) return 'Fiken avviste nøkkelen. Sjekk FIKEN_API_TOKEN og FIKEN_COMPANY_SLUG, og at API-modulen er aktivert i Fiken.';
  return `Fiken avviste fakturaen (${status})${reason ? `: ${reason}` : '.'}`;
}

