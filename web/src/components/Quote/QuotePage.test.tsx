// A customer's answer to a quote appears where they are looking: the confirmation is brought into view, its
// heading takes focus and it is announced (role=status). The browser tier (e2e/quote-answer-in-view.spec.ts)
// checks on a real phone's layout that the accepted quote's answer is wholly on screen.
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import type { PublicQuoteDto } from '@shared/schemas/quote';
import { fill, renderInSite } from '../../test/render';
import { QuotePage } from './QuotePage';

const token = 'AbCdEfGhIjKlMnOpQrStUv';
const quote: PublicQuoteDto = {
  reference: 'T-2026-0007',
  version: 1,
  status: 'sent',
  customerName: 'Kari Nordmann',
  date: '2026-03-02',
  workAddress: 'Lade allé 10, 7041 Trondheim',
  priceType: 'fixed',
  validUntil: '2026-04-01',
  terms: '50 % ved oppstart, resten ved ferdigstillelse.',
  note: null,
  lines: [{ text: 'Terrassebord, impregnert', quantity: 24, unit: 'm²', unitPrice: 2500, amount: 60000 }],
  totals: { total: 60000, vat: 12000, totalExVat: 48000 },
  sentAt: '2026-03-02T09:00:00.000Z',
  acceptedAt: null,
  acceptedName: null,
  declinedAt: null,
  withdrawnAt: null,
  deposit: null,
};

// Elements asked to scroll into view (nothing is laid out here, so the request is what can be checked).
let scrolled: Element[] = [];
beforeEach(() => {
  scrolled = [];
  vi.spyOn(Element.prototype, 'scrollIntoView').mockImplementation(function (this: Element) {
    scrolled.push(this);
  });
});
afterEach(() => vi.restoreAllMocks());

async function open() {
  const site = await renderInSite(<QuotePage token={token} />, {
    handlers: {
      'public.quotes.byToken': () => quote,
      'public.quotes.accept': (input) => ({ ...quote, status: 'accepted', acceptedAt: '2026-03-03T10:00:00.000Z', acceptedName: (input as { name: string }).name }),
      'public.quotes.decline': () => ({ ...quote, status: 'declined', declinedAt: '2026-03-03T10:00:00.000Z' }),
      'public.quotes.requestChanges': () => ({ ok: true }),
      'public.handover.byToken': () => null,
      'public.jobs.byToken': () => null,
    },
  });
  await screen.findByRole('heading', { name: `Tilbud ${quote.reference}` });
  return site;
}

/** The confirmation is brought into view, its heading has focus, and it is a live status region. */
async function expectAnswerInView(testId: string, heading: string) {
  const box = await screen.findByTestId(testId);
  expect(box).toHaveTextContent(heading);
  await waitFor(() => expect(scrolled).toContain(box));
  await waitFor(() => expect(document.activeElement).toBe(within(box).getByRole('heading', { name: heading })));
  expect(box).toHaveAttribute('role', 'status');
  return box;
}

test('accepting: «Tilbudet er akseptert» and what happens next are brought into view and focused', async () => {
  const { user, calls } = await open();
  await fill(user, screen.getByLabelText(/^Fullt navn/), 'Kari Nordmann');
  await user.click(screen.getByLabelText('Jeg har lest og godtar vilkårene'));
  await user.click(screen.getByRole('button', { name: 'Aksepter tilbudet' }));
  const box = await expectAnswerInView('quote-state', 'Tilbudet er akseptert');
  expect(box).toHaveTextContent('Vi tar kontakt med deg for å avtale oppstart.');
  expect(calls.find((c) => c.path === 'public.quotes.accept')?.input).toMatchObject({ token, name: 'Kari Nordmann', acceptTerms: true });
});

test('declining asks first, and the answer is then brought into view and focused', async () => {
  const { user, calls } = await open();
  await fill(user, screen.getByLabelText('Begrunnelse (valgfritt)'), 'Vi venter til neste år.');
  await user.click(screen.getByRole('button', { name: 'Avslå tilbudet' }));
  const ask = await screen.findByTestId('confirm-decline');
  expect(ask).toHaveTextContent('Tilbudet kan ikke aksepteres her etterpå.');
  expect(calls.some((c) => c.path === 'public.quotes.decline')).toBe(false);
  await user.click(within(ask).getByRole('button', { name: 'Nei, gå tilbake' }));
  expect(screen.queryByTestId('confirm-decline')).toBeNull();
  expect(calls.some((c) => c.path === 'public.quotes.decline')).toBe(false);

  await user.click(screen.getByRole('button', { name: 'Avslå tilbudet' }));
  await user.click(within(await screen.findByTestId('confirm-decline')).getByRole('button', { name: 'Ja, avslå tilbudet' }));
  await expectAnswerInView('quote-state', 'Du har avslått tilbudet');
  expect(calls.find((c) => c.path === 'public.quotes.decline')?.input).toMatchObject({ token, reason: 'Vi venter til neste år.' });
});

test('asking for changes: the answer is brought into view and focused', async () => {
  const { user } = await open();
  await fill(user, screen.getByLabelText('Hva ønsker du endret?'), 'Kan dere bruke kompositt i stedet?');
  await user.click(screen.getByRole('button', { name: 'Send ønske om endringer' }));
  await expectAnswerInView('quote-changes-sent', 'Ønsket om endringer er sendt');
});

test('once the job has its days, the acceptance is the record only: no promise to call about a start already agreed', async () => {
  const accepted = { ...quote, status: 'accepted' as const, acceptedAt: '2026-03-03T10:00:00.000Z', acceptedName: 'Kari Nordmann' };
  const job = { status: 'planned' as const, startDate: '2026-03-20', endDate: '2026-03-22', priceType: 'fixed' as const, contractTotal: 60000, agreedTotal: 60000, priceLimit: null, changeOrders: [] };
  await renderInSite(<QuotePage token={token} />, {
    handlers: { 'public.quotes.byToken': () => accepted, 'public.handover.byToken': () => null, 'public.jobs.byToken': () => job },
  });
  const section = await screen.findByTestId('job-section');
  expect(section).toHaveTextContent('Oppdraget: Planlagt');
  const box = screen.getByTestId('quote-state');
  expect(box).toHaveTextContent('Akseptert av Kari Nordmann');
  expect(box).not.toHaveTextContent('Vi tar kontakt');
});

test('declining a change order asks first, saying the price stays as agreed', async () => {
  const accepted = { ...quote, status: 'accepted' as const, acceptedAt: '2026-03-03T10:00:00.000Z', acceptedName: 'Kari Nordmann' };
  const order = {
    id: 31, number: 1, kind: 'extra' as const, reason: 'Råte i bjelkelaget', status: 'sent' as const,
    lines: [{ text: 'Nye bjelker', quantity: 1, unit: 'stk', unitPrice: 8000, amount: 8000 }],
    totals: { total: 8000, vat: 1600, totalExVat: 6400 },
    sentAt: '2026-03-10T10:00:00.000Z', acceptedAt: null, acceptedName: null, declinedAt: null,
    price: { before: 60000, after: 68000, percentOver: null, level: null, newLimit: null },
  };
  const job = { status: 'planned' as const, startDate: '2026-03-20', endDate: '2026-03-22', priceType: 'fixed' as const, contractTotal: 60000, agreedTotal: 60000, priceLimit: null, changeOrders: [order] };
  const { user, calls } = await renderInSite(<QuotePage token={token} />, {
    handlers: {
      'public.quotes.byToken': () => accepted,
      'public.handover.byToken': () => null,
      'public.jobs.byToken': () => job,
      'public.jobs.declineChangeOrder': () => ({ ...job, changeOrders: [{ ...order, status: 'declined', declinedAt: '2026-03-11T10:00:00.000Z' }] }),
    },
  });
  const waiting = await screen.findByTestId('waiting-change-order');
  await user.click(within(waiting).getByRole('button', { name: 'Avslå endringen' }));
  const ask = within(waiting).getByTestId('confirm-decline');
  expect(ask).toHaveTextContent('prisen er uendret');
  expect(calls.some((c) => c.path === 'public.jobs.declineChangeOrder')).toBe(false);
  await user.click(within(ask).getByRole('button', { name: 'Ja, avslå endringen' }));
  await expectAnswerInView('change-order-answer', 'Du har avslått endringen');
  expect(calls.find((c) => c.path === 'public.jobs.declineChangeOrder')?.input).toEqual({ token, id: 31, reason: null });
});

/** Whether `a` comes before `b` in the page's order. */
const precedes = (a: Element, b: Element) => Boolean(a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING);

test('an open quote says at the top where the answer is, and leads to its form', async () => {
  await open();
  const lead = screen.getByRole('link', { name: /Gå til svaret/ });
  expect(lead).toHaveAttribute('href', '#aksepter');
  expect(document.getElementById('aksepter')).toHaveTextContent('Aksepter tilbudet');
  expect(precedes(lead, screen.getByRole('heading', { name: 'Arbeid og materialer' }))).toBe(true);
  // Not yet accepted: the angrerett is read in full before the form, not folded.
  expect(screen.getByRole('heading', { name: 'Angrerett' })).toBeVisible();
  expect(document.querySelector('details')).toBeNull();
});

test('after handover the page opens with the folder and the review link; the contract and the angrerett follow as the record', async () => {
  const accepted = { ...quote, status: 'accepted' as const, acceptedAt: '2026-03-03T10:00:00.000Z', acceptedName: 'Kari Nordmann' };
  const job = { status: 'handed_over' as const, startDate: '2026-03-20', endDate: '2026-03-22', priceType: 'fixed' as const, contractTotal: 60000, agreedTotal: 60000, priceLimit: null, changeOrders: [] };
  const folder = {
    reference: 'T-2026-0007', customerName: 'Kari Nordmann', address: 'Lade allé 10, 7041 Trondheim', gnr: null, bnr: null, summary: 'Ny terrasse.', products: [], warrantyYears: 5,
    startDate: '2026-03-20', endDate: '2026-03-22', handedOverAt: '2026-03-23T10:00:00.000Z',
    price: { contract: 60000, changeOrders: [], total: 60000 }, files: [],
    pdfUrl: `/api/tilbud/${token}/overlevering.pdf`, zipUrl: `/api/tilbud/${token}/overlevering.zip`,
    review: { url: '/omtale/QrStUvAbCdEfGhIjKlMnOp', receivedAt: null },
  };
  await renderInSite(<QuotePage token={token} />, {
    handlers: { 'public.quotes.byToken': () => accepted, 'public.handover.byToken': () => folder, 'public.jobs.byToken': () => job },
  });
  const handover = await screen.findByTestId('handover-folder');
  expect(within(handover).getByRole('link', { name: 'Last ned mappen (PDF)' })).toHaveAttribute('href', folder.pdfUrl);
  expect(within(handover).getByRole('link', { name: 'Skriv en omtale' })).toHaveAttribute('href', folder.review.url);
  expect(precedes(handover, screen.getByTestId('job-section'))).toBe(true);
  expect(precedes(handover, screen.getByTestId('quote-state'))).toBe(true);
  // The angrerett is the record of the accepted step: folded under its summary.
  const record = screen.getByText('Angrerett og angreskjema').closest('details')!;
  expect(record).not.toHaveAttribute('open');
  expect(within(record).getByRole('heading', { name: 'Angrerett', hidden: true })).toBeInTheDocument();
});
