import { z } from 'zod';
import './common';

export const loginSchema = z.object({
  username: z.string().trim().min(1, 'Brukernavn er påkrevd').max(100),
  password: z.string().min(1, 'Passord er påkrevd').max(128),
});

export const passwordRules = z
  .string()
  .min(10, 'Nytt passord må være minst 10 tegn')
  .max(128, 'Nytt passord kan være maks 128 tegn');

/** What the admin types to confirm a change to the account: the password they log in with now. */
const currentPassword = z.string({ error: 'Skriv inn nåværende passord' }).min(1, 'Skriv inn nåværende passord').max(128);

export const updatePasswordSchema = z.object({
  currentPassword,
  newPassword: passwordRules,
});

/** The settings form also asks for a confirmation, checked in the browser and never sent. */
export const passwordFormSchema = updatePasswordSchema
  .extend({ confirmPassword: z.string().min(1, 'Bekreft nytt passord') })
  .refine((v) => v.newPassword === v.confirmPassword, { path: ['confirmPassword'], message: 'Passord samsvarer ikke' });

export const updateUsernameSchema = z.object({
  newUsername: z
    .string()
    .trim()
    .min(3, 'Brukernavnet må være minst 3 tegn')
    .max(100, 'Brukernavnet kan være maks 100 tegn')
    .regex(/^[\p{L}\p{N}._@-]+$/u, 'Brukernavnet kan bare inneholde bokstaver, tall og . _ @ -'),
  currentPassword,
});

export const authStatusSchema = z.object({ authenticated: z.boolean() });
export const currentUserSchema = z.object({ username: z.string() });
export const loginResultSchema = z.object({ success: z.literal(true), username: z.string() });
