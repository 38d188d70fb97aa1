import { z } from 'zod';
import { mailAudiences, mailKinds, mailStatuses } from '../domain';
import { isoDateTime } from './common';

/** One automatic mail of a case as the back office shows it (the case's mail list and the dashboard). */
export const outboxMailSchema = z.object({
  id: z.number().int(),
  kind: z.enum(mailKinds),
  audience: z.enum(mailAudiences),
  recipient: z.string(),
  subject: z.string().nullable(),
  status: z.enum(mailStatuses),
  attempts: z.number().int(),
  lastError: z.string().nullable(),
  lastAttemptAt: isoDateTime.nullable(),
  sentAt: isoDateTime.nullable(),
  createdAt: isoDateTime,
});
export type OutboxMailDto = z.infer<typeof outboxMailSchema>;

/** Mail delivery as the dashboard reports it, read from the outbox's rows. */
export const mailHealthSchema = z.object({
  /** Mails that finally failed and wait for «Send på nytt». */
  failed: z.number().int(),
  /** Waiting mails whose last attempt failed (the worker tries again later). */
  retrying: z.number().int(),
  /** The newest of those that finally failed, each with its case, so the owner can send it again from there. */
  failures: z.array(
    z.object({
      mailId: z.number().int(),
      enquiryId: z.number().int(),
      name: z.string(),
      kind: z.enum(mailKinds),
      audience: z.enum(mailAudiences),
      failedAt: isoDateTime,
    }),
  ),
  lastError: z.string().nullable(),
  lastAttemptAt: isoDateTime.nullable(),
});
export type MailHealth = z.infer<typeof mailHealthSchema>;
