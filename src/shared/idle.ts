/**
 * Back-office idle timeout. The session is rolling (30 idle minutes on the server), but an open
 * admin tab refetches every 60 s and would keep it alive for ever; so the browser tells the server
 * how long the user has been idle, and logs out by itself after the same 30 minutes.
 */
export const ADMIN_IDLE_LIMIT_MS = 30 * 60 * 1000;

/** Request header: milliseconds since the last user interaction in any admin tab. */
export const IDLE_HEADER = 'x-admin-idle-ms';
