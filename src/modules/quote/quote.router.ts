import { changeRequestsOf } from './change-requests';
import { lapsedLinkSchema } from '../../shared/schemas/lapsed-link';
import { z } from 'zod';
import { idParam, okSchema } from '../../shared/schemas/common';
import {
  conversionSchema,
  publicQuoteSchema,
  quoteAcceptSchema,
  quoteChangesSchema,
  quoteCreateSchema,
  quoteDeclineSchema,
  quoteSchema,
  changeRequestSchema,
  quoteUpdateSchema,
  quoteWithdrawSchema,
} from '../../shared/schemas/quote';
import { linkTokenParam } from '../../shared/schemas/estimate';
import { linkOrigin } from '../../http/origin';
import type { Context } from '../../trpc/context';
import { adminProcedure, publicProcedure, router } from '../../trpc/init';
import { conversion } from './conversion';
import { acceptQuote, declineQuote, lapsedQuoteLink, requestQuoteChanges, viewQuote } from './quote.public';
import { createQuote, quoteById, quotesOf, sendQuote, updateQuote } from './quote.service';
import { previewQuote } from './quote.preview';
import { withdrawAcceptance } from './quote.withdraw';

const adminTags = ['Admin: tilbud'];
const tags = ['Tilbud'];
const origin = (ctx: Context) => linkOrigin(ctx.env);
const noStore = (ctx: Context) => {
  ctx.responseHeaders['Cache-Control'] = 'no-store';
};

export const adminQuoteRouter = router({
  ofEnquiry: adminProcedure
    .meta({ openapi: { method: 'GET', path: '/admin/contact-submissions/{id}/quotes', tags: adminTags, protect: true, summary: 'Tilbudene til en henvendelse, nyeste versjon først' } })
    .input(idParam)
    .output(z.array(quoteSchema))
    .query(({ ctx, input }) => quotesOf(ctx.em, input.id, origin(ctx))),
  create: adminProcedure
    .meta({
      openapi: {
        method: 'POST',
        path: '/admin/contact-submissions/{id}/quotes',
        tags: adminTags,
        protect: true,
        summary: 'Lag et tilbud (utkast)',
        description: 'Enhetspriser i NOK inkl. mva. Uten lines hentes linjene fra estimatet på henvendelsen.',
      },
      successStatus: 201,
    })
    .input(quoteCreateSchema)
    .output(quoteSchema)
    .mutation(({ ctx, input }) => createQuote(ctx.em, input, ctx.user, origin(ctx))),
  changeRequests: adminProcedure
    .meta({ openapi: { method: 'GET', path: '/admin/quotes/{id}/change-requests', tags: adminTags, protect: true, summary: 'Kundens ønsker om endringer i et tilbud, hvert med tekst og tid, nyeste først' } })
    .input(idParam)
    .output(z.array(changeRequestSchema))
    .query(({ ctx, input }) => changeRequestsOf(ctx.em, input.id)),
  byId: adminProcedure
    .meta({ openapi: { method: 'GET', path: '/admin/quotes/{id}', tags: adminTags, protect: true, summary: 'Ett tilbud' } })
    .input(idParam)
    .output(quoteSchema)
    .query(({ ctx, input }) => quoteById(ctx.em, input.id, origin(ctx))),
  preview: adminProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/admin/quotes/{id}/preview',
        tags: adminTags,
        protect: true,
        summary: 'Tilbudet slik kunden ser det (også et utkast)',
        description: 'Forhåndsvisning for eieren: registrerer ingenting (tilbudet merkes ikke som sett, ingen rad i aktivitetsloggen).',
      },
    })
    .input(idParam)
    .output(publicQuoteSchema)
    .query(({ ctx, input }) => previewQuote(ctx.em, input.id)),
  update: adminProcedure
    .meta({ openapi: { method: 'PATCH', path: '/admin/quotes/{id}', tags: adminTags, protect: true, summary: 'Endre et utkast (409 når det er sendt)' } })
    .input(quoteUpdateSchema)
    .output(quoteSchema)
    .mutation(({ ctx, input }) => updateQuote(ctx.em, input, ctx.user, origin(ctx))),
  send: adminProcedure
    .meta({ openapi: { method: 'POST', path: '/admin/quotes/{id}/send', tags: adminTags, protect: true, summary: 'Send tilbudet til kunden (e-post med lenke)' } })
    .input(idParam)
    .output(quoteSchema)
    .mutation(({ ctx, input }) => sendQuote(ctx.em, input.id, ctx.user, ctx.env, origin(ctx))),
  withdrawAcceptance: adminProcedure
    .meta({
      openapi: {
        method: 'POST',
        path: '/admin/quotes/{id}/withdraw-acceptance',
        tags: adminTags,
        protect: true,
        summary: 'Trekk tilbake kundens aksept',
        description:
          'Eierens uttrykkelige handling: aksepten merkes som trukket tilbake med begrunnelsen (påkrevd, 400 uten), henvendelsen går fra «Vunnet» til «Tilbud sendt», kunden får en e-post med begrunnelsen, og alt logges. Deretter kan en ny versjon lages og sendes. 409 når tilbudet ikke er akseptert eller aksepten allerede er trukket tilbake.',
      },
    })
    .input(quoteWithdrawSchema)
    .output(quoteSchema)
    .mutation(({ ctx, input }) => withdrawAcceptance(ctx.em, input.id, input.reason, ctx.user, ctx.env, origin(ctx))),
  conversion: adminProcedure
    .meta({ openapi: { method: 'GET', path: '/admin/dashboard/conversion', tags: adminTags, protect: true, summary: 'Estimater → befaringer → tilbud sendt → vunnet, denne og forrige måned' } })
    .input(z.void())
    .output(conversionSchema)
    .query(({ ctx }) => conversion(ctx.em)),
});

export const publicQuoteRouter = router({
  lapsed: publicProcedure
    .meta({ openapi: { method: 'GET', path: '/quotes/{token}/lapsed', protect: false, tags, summary: 'Hva som skjedde med en tilbudslenke som ikke lenger åpner tilbudet (null: ukjent lenke)' } })
    .input(linkTokenParam)
    .output(lapsedLinkSchema)
    .query(({ ctx, input }) => {
      noStore(ctx);
      return lapsedQuoteLink(ctx.em, input.token);
    }),
  byToken: publicProcedure
    .meta({ openapi: { method: 'GET', path: '/quotes/{token}', protect: false, tags, summary: 'Et tilbud (kundens første visning merkes som sett; en innlogget eier registreres ikke)' } })
    .input(linkTokenParam)
    .output(publicQuoteSchema)
    .query(({ ctx, input }) => {
      noStore(ctx);
      // The owner logged in on this browser is not the customer: their look records nothing.
      return viewQuote(ctx.em, input.token, { record: !ctx.user });
    }),
  accept: publicProcedure
    .meta({
      openapi: {
        method: 'POST',
        path: '/quotes/{token}/accept',
        protect: false,
        tags,
        summary: 'Aksepter tilbudet',
        description: 'acceptTerms må være true (400 ellers). Allerede besvart eller utløpt: 409.',
      },
    })
    .input(quoteAcceptSchema)
    .output(publicQuoteSchema)
    .mutation(({ ctx, input }) => {
      noStore(ctx);
      return acceptQuote(ctx.em, input, ctx.env);
    }),
  decline: publicProcedure
    .meta({ openapi: { method: 'POST', path: '/quotes/{token}/decline', protect: false, tags, summary: 'Avslå tilbudet' } })
    .input(quoteDeclineSchema)
    .output(publicQuoteSchema)
    .mutation(({ ctx, input }) => {
      noStore(ctx);
      return declineQuote(ctx.em, input, ctx.env);
    }),
  requestChanges: publicProcedure
    .meta({ openapi: { method: 'POST', path: '/quotes/{token}/changes', protect: false, tags, summary: 'Be om endringer i tilbudet' } })
    .input(quoteChangesSchema)
    .output(okSchema)
    .mutation(async ({ ctx, input }) => {
      noStore(ctx);
      await requestQuoteChanges(ctx.em, input, ctx.env);
      return { success: true as const };
    }),
});
