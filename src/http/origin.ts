import type { FastifyRequest } from 'fastify';
import type { Env } from '../env';

/**
 * The origin every absolute URL of the site is built from (canonical, Open Graph, sitemap, robots,
 * links in mails): PUBLIC_URL when set. Without it, the request's own host is used only when its
 * name is in ALLOWED_HOSTS; any other Host header gets the default origin, so a forged Host is
 * never written into a page, a cached answer or a mail.
 */
export function publicOrigin(req: Pick<FastifyRequest, 'protocol' | 'host' | 'hostname'>, env: Pick<Env, 'PUBLIC_URL' | 'ALLOWED_HOSTS' | 'PORT'>): string {
  if (env.PUBLIC_URL) return env.PUBLIC_URL;
  if (isAllowedHost(req.hostname, env.ALLOWED_HOSTS) && /^[a-z0-9.[\]:-]+$/i.test(req.host)) {
    return `${req.protocol === 'https' ? 'https' : 'http'}://${req.host.toLowerCase()}`;
  }
  return defaultOrigin(env);
}

export const defaultOrigin = (env: Pick<Env, 'PORT'>) => `http://localhost:${env.PORT}`;

export function isAllowedHost(hostname: string | undefined, allowed: readonly string[]): boolean {
  if (!hostname) return false;
  const name = hostname.toLowerCase().replace(/^\[(.*)\]$/, '$1');
  return allowed.some((a) => a.replace(/^\[(.*)\]$/, '$1') === name);
}

/**
 * The origin from the settings alone (PUBLIC_URL, else the local server), whatever host a request named:
 * for links that leave the request (mails, the quote links the back office shows) and for what must not
 * change with the host a client used, such as a calendar event's UID. A visitor could set the Host header
 * and put a link to another site into the company's inbox. PUBLIC_URL is required in production.
 */
export function linkOrigin(env: Pick<Env, 'PUBLIC_URL' | 'PORT'>): string {
  return env.PUBLIC_URL ?? defaultOrigin(env);
}
