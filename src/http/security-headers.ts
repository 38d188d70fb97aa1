import type { FastifyInstance } from 'fastify';
import type { ServerResponse } from 'node:http';
import helmet from 'helmet';
import type { Env } from '../env';
import { nonceSource } from './csp';

/**
 * The site's files: the build's scripts, styles and fonts, its images and the uploaded photos.
 * None of them is a page, so the page headers (a policy with this request's nonce, framing, the
 * referrer) mean nothing to the browser on them; over HTTP/1.1 they would cost about a kilobyte on
 * each of the thirty-odd files a page loads, more than most of those files.
 */
const FILE = /^\/(?:assets|images|uploads)\/|^\/favicon\.(?:svg|ico)(?:$|\?)/;

/**
 * What a file still needs: never sniffed as another type, never read by other sites, and an SVG
 * opened on its own runs nothing (it is a document then, and this is its policy).
 */
function fileHeaders(res: ServerResponse, url: string): void {
  res.setHeader('X-Content-Type-Options', 'nosniff');
  res.setHeader('Cross-Origin-Resource-Policy', 'same-origin');
  if (/\.svg(?:$|\?)/.test(url)) res.setHeader('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'; img-src data:; sandbox");
}

/**
 * The browser features no page of the site uses, switched off for the page and anything it embeds, so
 * an injected script or a framed page can't ask for them. Clipboard and share (the quote's link
 * button) stay at their default, this origin. Only features Chromium knows: an unknown name is a
 * console error on every page.
 */
export const PERMISSIONS_POLICY = [
  'accelerometer',
  'browsing-topics',
  'camera',
  'display-capture',
  'geolocation',
  'gyroscope',
  'hid',
  'idle-detection',
  'magnetometer',
  'microphone',
  'midi',
  'payment',
  'publickey-credentials-get',
  'screen-wake-lock',
  'serial',
  'usb',
  'xr-spatial-tracking',
]
  .map((feature) => `${feature}=()`)
  .join(', ');

/** helmet's headers on every answer but a file's, with the page policy and its per-request nonce. */
export function registerSecurityHeaders(app: FastifyInstance, env: Env): void {
  // Built once. (@fastify/helmet builds a new helmet, parsing every directive, on each request: a
  // seventh of the time of a cached public read.)
  const pageHeaders = helmet({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        // Inline scripts (the router's hydration data) run only with this response's nonce.
        scriptSrc: ["'self'", nonceSource],
        // Mantine's style element carries the nonce; React and Mantine set inline style attributes.
        // Under `npm run dev` Vite adds the stylesheets as style elements as modules change: allowed
        // inline there (a nonce in the list would switch 'unsafe-inline' off).
        styleSrc: env.DEV_SERVER === 'on' ? ["'self'", "'unsafe-inline'"] : ["'self'", nonceSource],
        styleSrcAttr: ["'unsafe-inline'"],
        // Photos come from the CDN or bucket when S3_PUBLIC_URL names one (only its origin counts here).
        imgSrc: ["'self'", 'data:', ...(env.S3_PUBLIC_URL ? [new URL(env.S3_PUBLIC_URL).origin] : [])],
        fontSrc: ["'self'"],
        connectSrc: ["'self'"],
        frameAncestors: ["'none'"],
        formAction: ["'self'"],
        upgradeInsecureRequests: env.NODE_ENV === 'production' ? [] : null,
      },
    },
    crossOriginEmbedderPolicy: false,
    hsts: env.NODE_ENV === 'production',
  });
  app.addHook('onRequest', (req, reply, done) => {
    if ((req.method === 'GET' || req.method === 'HEAD') && FILE.test(req.url)) {
      fileHeaders(reply.raw, req.url);
      return done();
    }
    reply.raw.setHeader('Permissions-Policy', PERMISSIONS_POLICY);
    pageHeaders(req.raw, reply.raw, (error?: unknown) => done(error as Error | undefined));
  });
}
