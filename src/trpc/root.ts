import { adminActivityRouter } from '../modules/history/activity.router';
import { adminTimelineRouter } from '../modules/history/timeline.router';
import { adminDashboardRouter } from '../modules/dashboard/dashboard.router';
import { adminCompanyRouter, adminFaqRouter, adminTeamRouter, publicCompanyRouter } from '../modules/company/company.router';
import { adminBookingRouter, inspectionRequestProcedure, publicBookingRouter } from '../modules/booking/booking.router';
import { authRouter } from '../modules/auth/auth.router';
import { adminEnquiryRouter, publicEnquiryProcedures } from '../modules/enquiry/enquiry.router';
import { adminImageRouter } from '../modules/photo-library/photo-library.router';
import { adminPricingRouter, publicPricingRouter } from '../modules/pricing/pricing.router';
import { adminProjectRouter, publicProjectRouter } from '../modules/project/project.router';
import { adminServiceRouter, publicServiceRouter } from '../modules/service/service.router';
import { publicEstimateRouter } from '../modules/estimate/estimate.router';
import { adminQuoteRouter, publicQuoteRouter } from '../modules/quote/quote.router';
import { adminJobRouter, publicJobRouter } from '../modules/job/job.router';
import { jobFileRoutes } from '../modules/job/job.routes';
import { jobCaseListeners } from '../modules/job/job.case';
import { billingCaseListeners } from '../modules/billing/billing.case';
import { adminBillingRouter, publicBillingRouter } from '../modules/billing/billing.router';
import { billingFileRoutes } from '../modules/billing/billing.routes';
import { listenToCase } from '../modules/enquiry/case-events';
import type { FileRoute } from '../http/file-routes';
import { bookingFileRoutes } from '../modules/booking/booking.routes';
import { inboxExportFileRoutes } from '../modules/inbox-export/inbox-export.routes';
import { estimateFileRoutes } from '../modules/estimate/estimate.routes';
import { imageFileRoutes } from '../modules/image/image.routes';
import { quoteFileRoutes } from '../modules/quote/quote.routes';
import { adminHandoverRouter, publicHandoverRouter } from '../modules/handover/handover.router';
import { handoverFileRoutes } from '../modules/handover/handover.routes';
import { adminSavedQuoteLineRouter } from '../modules/quote/saved-quote-line.router';
import { adminReviewRouter, publicReviewRouter } from '../modules/review/review.router';
import { mergeRouters, router } from './init';

// The parts that react to what happens to a case (enquiry/case-events.ts), once per process: every
// app and test that serves these routers has them.
listenToCase(jobCaseListeners);
// After the job part: the deposit is planned on the job the acceptance made.
listenToCase(billingCaseListeners);

export const appRouter = router({
  public: router({
    projects: publicProjectRouter,
    services: publicServiceRouter,
    pricing: publicPricingRouter,
    // A case opens with a message or a befaring request; the befaring part of the case owns the latter.
    enquiries: router({ ...publicEnquiryProcedures, inspection: inspectionRequestProcedure }),
    company: publicCompanyRouter,
    bookings: publicBookingRouter,
    estimates: publicEstimateRouter,
    quotes: publicQuoteRouter,
    jobs: publicJobRouter,
    handover: publicHandoverRouter,
    billing: publicBillingRouter,
    reviews: publicReviewRouter,
  }),
  auth: authRouter,
  admin: router({
    projects: adminProjectRouter,
    services: adminServiceRouter,
    pricingParameters: adminPricingRouter,
    // The case's own procedures, and its timeline read from every part of it.
    enquiries: mergeRouters(adminEnquiryRouter, adminTimelineRouter),
    activity: adminActivityRouter,
    dashboard: adminDashboardRouter,
    company: adminCompanyRouter,
    teamMembers: adminTeamRouter,
    faq: adminFaqRouter,
    images: adminImageRouter,
    bookings: adminBookingRouter,
    quotes: adminQuoteRouter,
    quoteLines: adminSavedQuoteLineRouter,
    jobs: adminJobRouter,
    handover: adminHandoverRouter,
    billing: adminBillingRouter,
    reviews: adminReviewRouter,
  }),
});

export type AppRouter = typeof appRouter;

/** Routes that take or answer files rather than JSON (photo upload, CSV, calendar feed, PDFs), each declared by its feature. */
export const fileRoutes: readonly FileRoute[] = [...imageFileRoutes, ...inboxExportFileRoutes, ...bookingFileRoutes, ...estimateFileRoutes, ...quoteFileRoutes, ...jobFileRoutes, ...handoverFileRoutes, ...billingFileRoutes];
