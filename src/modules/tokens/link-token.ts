import { randomBytes } from 'node:crypto';

// The unguessable parts of the links the site hands out (docs/PRODUCT.md: at least 128 random bits,
// base64url). A base service: every feature that gives out a link takes its token here.

/** A customer's link to a saved estimate or a quote: 128 random bits, 22 characters. */
export const newLinkToken = () => randomBytes(16).toString('base64url');

/** A longer secret for links that stay valid for long (a befaring's manage link, the calendar feed): 192 bits, 32 characters. */
export const newSecretToken = () => randomBytes(24).toString('base64url');
