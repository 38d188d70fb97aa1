import { idParam } from '../../shared/schemas/common';
import { billingSchema, invoiceCreditSchema, invoiceIssueSchema, invoiceMarkSchema, invoiceParam, invoicePaymentSchema, invoicePlanSchema, invoiceUpdateSchema, publicBillingSchema } from '../../shared/schemas/billing';
import { handoverTokenParam } from '../../shared/schemas/handover';
import type { Context } from '../../trpc/context';
import { adminProcedure, publicProcedure, router } from '../../trpc/init';
import { publicBilling } from './billing.public';
import { creditInvoice, getBilling, issueInvoice, markInvoiced, planFinal, planProgress, registerPayment, removePlanned, retryInvoice, updatePlanned } from './billing.service';
import { accountingFor } from './connection';

const adminTags = ['Admin: fakturering'];
const base = '/admin/contact-submissions/{id}/invoices';
/** The accounting system's name when one is connected (Fiken), else null. */
const connection = (ctx: Context) => accountingFor(ctx.env)?.name ?? null;
const noStore = (ctx: Context) => {
  ctx.responseHeaders['Cache-Control'] = 'no-store';
};

export const adminBillingRouter = router({
  get: adminProcedure
    .meta({ openapi: { method: 'GET', path: base, tags: adminTags, protect: true, summary: 'Faktureringsplanen og fakturaene til oppdraget (404 uten oppdrag)', description: 'Fakturagrunnlag som PDF: GET /api/admin/contact-submissions/{id}/invoices/{invoiceId}/fakturagrunnlag.pdf' } })
    .input(idParam)
    .output(billingSchema)
    .query(({ ctx, input }) => getBilling(ctx.em, input.id, connection(ctx))),
  planProgress: adminProcedure
    .meta({ openapi: { method: 'POST', path: base, tags: adminTags, protect: true, summary: 'Planlegg en delfaktura: prosent av avtalt pris eller et beløp (aldri mer enn det som gjenstår)' } })
    .input(invoicePlanSchema)
    .output(billingSchema)
    .mutation(({ ctx, input }) => planProgress(ctx.em, input, ctx.user, connection(ctx))),
  planFinal: adminProcedure
    .meta({ openapi: { method: 'POST', path: `${base}/final`, tags: adminTags, protect: true, summary: 'Lag sluttfakturaen: kontrakten og hver godkjente endring som egne linjer, minus det som er fakturert (409 før «Ferdig»)' } })
    .input(idParam)
    .output(billingSchema)
    .mutation(({ ctx, input }) => planFinal(ctx.em, input.id, ctx.user, connection(ctx))),
  update: adminProcedure
    .meta({ openapi: { method: 'PATCH', path: `${base}/{invoiceId}`, tags: adminTags, protect: true, summary: 'Endre en planlagt delfaktura eller et forskudd (409 når fakturert)' } })
    .input(invoiceUpdateSchema)
    .output(billingSchema)
    .mutation(({ ctx, input }) => updatePlanned(ctx.em, input, ctx.user, connection(ctx))),
  remove: adminProcedure
    .meta({ openapi: { method: 'DELETE', path: `${base}/{invoiceId}`, tags: adminTags, protect: true, summary: 'Ta en planlagt faktura ut av planen (409 når fakturert: lag en kreditnota)' } })
    .input(invoiceParam)
    .output(billingSchema)
    .mutation(({ ctx, input }) => removePlanned(ctx.em, input, ctx.user, connection(ctx))),
  issue: adminProcedure
    .meta({ openapi: { method: 'POST', path: `${base}/{invoiceId}/issue`, tags: adminTags, protect: true, summary: 'Lag fakturaen i regnskapssystemet (Fiken): sendt derfra eller lagret som utkast (409 uten kobling)' } })
    .input(invoiceIssueSchema)
    .output(billingSchema)
    .mutation(({ ctx, input }) => issueInvoice(ctx.em, input, ctx.user, connection(ctx))),
  retry: adminProcedure
    .meta({ openapi: { method: 'POST', path: `${base}/{invoiceId}/retry`, tags: adminTags, protect: true, summary: 'Prøv igjen: en faktura regnskapssystemet avviste, lages på nytt' } })
    .input(invoiceParam)
    .output(billingSchema)
    .mutation(({ ctx, input }) => retryInvoice(ctx.em, input, ctx.user, connection(ctx))),
  markInvoiced: adminProcedure
    .meta({ openapi: { method: 'POST', path: `${base}/{invoiceId}/invoiced`, tags: adminTags, protect: true, summary: 'Marker som fakturert i regnskapssystemet: fakturanummer, fakturadato og forfall' } })
    .input(invoiceMarkSchema)
    .output(billingSchema)
    .mutation(({ ctx, input }) => markInvoiced(ctx.em, input, ctx.user, connection(ctx))),
  registerPayment: adminProcedure
    .meta({ openapi: { method: 'POST', path: `${base}/{invoiceId}/payments`, tags: adminTags, protect: true, summary: 'Registrer en innbetaling (aldri mer enn det som står igjen på fakturaen)' } })
    .input(invoicePaymentSchema)
    .output(billingSchema)
    .mutation(({ ctx, input }) => registerPayment(ctx.em, input, ctx.user, connection(ctx))),
  credit: adminProcedure
    .meta({ openapi: { method: 'POST', path: `${base}/{invoiceId}/credit-notes`, tags: adminTags, protect: true, summary: 'Krediter hele fakturaen eller en del av den (uten beløp: hele)' } })
    .input(invoiceCreditSchema)
    .output(billingSchema)
    .mutation(({ ctx, input }) => creditInvoice(ctx.em, input, ctx.user, connection(ctx))),
});

export const publicBillingRouter = router({
  byToken: publicProcedure
    .meta({ openapi: { method: 'GET', path: '/quotes/{token}/invoices', protect: false, tags: ['Faktura'], summary: 'Fakturaene til oppdraget bak kundens lenke (null uten fakturaer). Ukjent eller lukket lenke: 404.' } })
    .input(handoverTokenParam)
    .output(publicBillingSchema.nullable())
    .query(({ ctx, input }) => {
      noStore(ctx);
      return publicBilling(ctx.em, input.token);
    }),
});
