import { adminActivityRouter } from '../modules/activity/activity.router';
import { adminDashboardRouter } from '../modules/dashboard/dashboard.router';
import { adminCompanyRouter, adminFaqRouter, adminTeamRouter, publicCompanyRouter } from '../modules/company/company.router';
import { adminBookingRouter, publicBookingRouter } from '../modules/booking/booking.router';
import { authRouter } from '../modules/auth/auth.router';
import { adminEnquiryRouter, publicEnquiryRouter } from '../modules/enquiry/enquiry.router';
import { adminImageRouter } from '../modules/image/image.router';
import { adminPricingRouter, publicPricingRouter } from '../modules/pricing/pricing.router';
import { adminProjectRouter, publicProjectRouter } from '../modules/project/project.router';
import { adminServiceRouter, publicServiceRouter } from '../modules/service/service.router';
import { publicEstimateRouter } from '../modules/estimate/estimate.router';
import { adminQuoteRouter, publicQuoteRouter } from '../modules/quote/quote.router';
import { adminSavedQuoteLineRouter } from '../modules/quote/saved-quote-line.router';
import { router } from './init';

export const appRouter = router({
  public: router({
    projects: publicProjectRouter,
    services: publicServiceRouter,
    pricing: publicPricingRouter,
    enquiries: publicEnquiryRouter,
    company: publicCompanyRouter,
    bookings: publicBookingRouter,
    estimates: publicEstimateRouter,
    quotes: publicQuoteRouter,
  }),
  auth: authRouter,
  admin: router({
    projects: adminProjectRouter,
    services: adminServiceRouter,
    pricingParameters: adminPricingRouter,
    enquiries: adminEnquiryRouter,
    activity: adminActivityRouter,
    dashboard: adminDashboardRouter,
    company: adminCompanyRouter,
    teamMembers: adminTeamRouter,
    faq: adminFaqRouter,
    images: adminImageRouter,
    bookings: adminBookingRouter,
    quotes: adminQuoteRouter,
    quoteLines: adminSavedQuoteLineRouter,
  }),
});

export type AppRouter = typeof appRouter;
