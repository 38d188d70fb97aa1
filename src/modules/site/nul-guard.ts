import type { FastifyInstance } from 'fastify';
import { messages } from '../../shared/messages';

/** True when any string (or object key) in a parsed JSON value holds a NUL character. */
export function containsNul(value: unknown): boolean {
  if (typeof value === 'string') return value.includes('\0');
  if (Array.isArray(value)) return value.some(containsNul);
  if (value && typeof value === 'object') {
    return Object.entries(value).some(([k, v]) => k.includes('\0') || containsNul(v));
  }
  return false;
}

/** The same for a body still in JSON text (the tRPC adapter parses its bodies itself). */
function jsonTextContainsNul(text: string): boolean {
  if (text.includes('\0')) return true;
  if (!/\\u0000/i.test(text)) return false;
  try {
    return containsNul(JSON.parse(text));
  } catch {
    return false; // broken JSON is reported by the parser that owns the route
  }
}

/**
 * Refuses request bodies with text PostgreSQL cannot store: a NUL character in any string would
 * pass validation and then fail the insert with a 500. One hook for /trpc and /api alike.
 */
export function registerNulGuard(app: FastifyInstance): void {
  app.addHook('preValidation', async (req) => {
    const body = req.body;
    if (typeof body === 'string' ? jsonTextContainsNul(body) : containsNul(body)) {
      throw Object.assign(new Error(messages.invalidCharacters), { statusCode: 400, code: 'INVALID_CHARACTERS' });
    }
  });
}
