import { z } from 'zod';
import './common';

/**
 * A path on this site, such as /images/terrasse-1.svg: the site never loads anything from another
 * host (the CSP's img-src is 'self'). No scheme, no host, no protocol-relative //host or
 * /\host, no white space or control characters, no quotes or brackets; letters such as æøå are fine.
 */
export const SITE_PATH = /^\/(?![/\\])[\p{L}\p{N}\-._~!$&*+,;=:@%/?#]*$/u;

export const sitePathMessage = 'Bilde-URL må være en adresse på dette nettstedet som starter med /, f.eks. /images/terrasse.svg';

export const sitePath = z.string().trim().max(500, 'Maks 500 tegn').regex(SITE_PATH, sitePathMessage);
