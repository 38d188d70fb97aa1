import { idParam } from '../../shared/schemas/common';
import { timelineSchema } from '../../shared/schemas/timeline';
import { adminProcedure, router } from '../../trpc/init';
import { caseTimeline } from './timeline';

/** The enquiry's timeline, joined into admin.enquiries by the routers' root (read side above the case). */
export const adminTimelineRouter = router({
  timeline: adminProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/admin/contact-submissions/{id}/timeline',
        tags: ['Admin: henvendelser'],
        protect: true,
        summary: 'Kundens historikk: alt som har skjedd med henvendelsen, nyeste først',
        description:
          'Hver e-post med leveringsstatus (i kø, sendt, feilet med årsak, sendt på nytt), befaringen (bestilt, flyttet fra → til, avlyst og av hvem), tilbudene (sendt, åpnet av kunden, ønske om endringer, akseptert med navn og tid, avslått, aksept trukket tilbake), notater og statusendringer med begrunnelse. booking er befaringen slik den står nå.',
      },
    })
    .input(idParam)
    .output(timelineSchema)
    .query(({ ctx, input }) => {
      ctx.responseHeaders['Cache-Control'] = 'no-store';
      return caseTimeline(ctx.em, input.id);
    }),
});
