import { z } from 'zod';
import { REVIEW_TEXT_MAX, REVIEW_TEXT_MIN, reviewNameStyles, reviewStatuses } from '../reviews';
import { idSchema, isoDateTime, queryInt } from './common';
import { linkTokenSchema } from './estimate';

/* ---------- The customer's form (behind the link in the review mail) ---------- */

const ratingMessage = 'Velg fra 1 til 5 stjerner.';

/**
 * What the customer sends: stars, a text and how their name may be shown. The town is needed only for
 * «fornavn og sted». The token comes from the link.
 */
export const reviewSubmitSchema = z
  .object({
    token: linkTokenSchema,
    rating: z.number({ error: ratingMessage }).int({ error: ratingMessage }).min(1, ratingMessage).max(5, ratingMessage).meta({ description: 'Hele stjerner, 1–5' }),
    text: z.string().trim().min(REVIEW_TEXT_MIN, `Skriv minst ${REVIEW_TEXT_MIN} tegn om jobben.`).max(REVIEW_TEXT_MAX, `Maks ${REVIEW_TEXT_MAX} tegn`),
    nameStyle: z.enum(reviewNameStyles, { error: 'Velg hvordan navnet ditt skal vises.' }).meta({ description: 'first_name_town: «Kari, Trondheim»; initials: «K. N.»' }),
    town: z
      .string()
      .trim()
      .max(60, 'Maks 60 tegn')
      .nullish()
      .transform((v) => v || null),
  })
  .superRefine((v, ctx) => {
    if (v.nameStyle === 'first_name_town' && (!v.town || v.town.length < 2)) ctx.addIssue({ code: 'custom', path: ['town'], message: 'Skriv stedet du bor, eller velg initialer.' });
  });
export type ReviewSubmitInput = z.infer<typeof reviewSubmitSchema>;

/** The form's page: whom it is for, so the customer sees how each choice of name will look. */
export const reviewRequestSchema = z.object({
  firstName: z.string(),
  initials: z.string(),
  companyName: z.string(),
});
export type ReviewRequestDto = z.infer<typeof reviewRequestSchema>;

/* ---------- Published reviews ---------- */

export const publicReviewSchema = z.object({
  id: z.number().int(),
  rating: z.number().int(),
  text: z.string(),
  shownName: z.string(),
  publishedAt: isoDateTime,
  answer: z.string().nullable().meta({ description: 'Firmaets offentlige svar' }),
  answeredAt: isoDateTime.nullable(),
  project: z.object({ id: z.number().int(), title: z.string() }).nullable().meta({ description: 'Prosjektet eieren har koblet omtalen til' }),
});
export type PublicReviewDto = z.infer<typeof publicReviewSchema>;

export const reviewListQuerySchema = z
  .object({
    projectId: idSchema.optional().meta({ description: 'Bare omtaler koblet til dette prosjektet' }),
    limit: queryInt('limit', 1, 100).optional(),
  })
  .optional();

export const reviewSummarySchema = z.object({
  count: z.number().int().meta({ description: 'Alle publiserte omtaler' }),
  average: z.number().nullable().meta({ description: 'Snittet av alle publiserte omtaler, én desimal; null uten omtaler' }),
  reviews: z.array(publicReviewSchema).meta({ description: 'De nyeste publiserte omtalene (filtrert på prosjekt om det er gitt)' }),
});
export type ReviewSummaryDto = z.infer<typeof reviewSummarySchema>;

/* ---------- The owner's moderation ---------- */

export const adminReviewSchema = z.object({
  id: z.number().int(),
  caseId: z.number().int(),
  reference: z.string(),
  status: z.enum(reviewStatuses),
  rating: z.number().int().nullable(),
  text: z.string().nullable(),
  shownName: z.string().nullable(),
  submittedAt: isoDateTime.nullable(),
  seenAt: isoDateTime.nullable(),
  publishedAt: isoDateTime.nullable(),
  answer: z.string().nullable(),
  hiddenReason: z.string().nullable(),
  projectId: z.number().int().nullable(),
});
export type AdminReviewDto = z.infer<typeof adminReviewSchema>;

export const reviewAnswerSchema = z.object({
  id: idSchema,
  answer: z
    .string()
    .trim()
    .max(REVIEW_TEXT_MAX, `Maks ${REVIEW_TEXT_MAX} tegn`)
    .nullable()
    .transform((v) => v || null)
    .meta({ description: 'Tomt eller null fjerner svaret' }),
});

export const reviewHideSchema = z.object({
  id: idSchema,
  reason: z.string().trim().min(5, 'Skriv hvorfor omtalen skjules (ulovlig innhold), minst 5 tegn.').max(500, 'Maks 500 tegn'),
});

export const reviewProjectSchema = z.object({
  id: idSchema,
  projectId: idSchema.nullable().meta({ description: 'null fjerner koblingen' }),
});

export const reviewCountsSchema = z.object({ unseen: z.number().int() });
