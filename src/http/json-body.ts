import type { FastifyInstance, FastifyRequest } from 'fastify';
import { messages } from '../shared/messages';

/**
 * One rule for every JSON body and every query value of /trpc and /api, checked before any
 * procedure sees them:
 * - nesting deeper than MAX_JSON_DEPTH is refused (deep input cost stack and CPU further on);
 * - text must be storable: no NUL (PostgreSQL refuses it) and no lone UTF-16 surrogate (it would
 *   be stored as U+FFFD, silently changing what was sent), in values and keys alike;
 * - a `__proto__` key is refused, so no later spread or assignment can reach a prototype;
 * - a number too large for a double (1e309 parses as Infinity) is refused: no field takes it, and an
 *   ignored field must not let it through either;
 * - the bytes must be valid UTF-8.
 * Every walk is iterative and bounded by the body size (100 KB), never recursive.
 */
export const MAX_JSON_DEPTH = 64;

export type BodyProblem = 'depth' | 'nul' | 'surrogate' | 'proto' | 'number';

const problemMessage: Record<BodyProblem, string> = {
  depth: messages.nestedTooDeep,
  nul: messages.invalidCharacters,
  surrogate: messages.invalidCharacters,
  proto: messages.invalidInput,
  number: messages.numberTooLarge,
};

export class BodyRejected extends Error {
  readonly statusCode = 400;
  constructor(
    readonly problem: BodyProblem | 'utf8' | 'json',
    message = problem === 'utf8' ? messages.invalidCharacters : problem === 'json' ? messages.invalidJson : problemMessage[problem],
  ) {
    super(message);
  }
  get code(): string {
    return this.problem === 'json' ? 'FST_ERR_CTP_INVALID_JSON_BODY' : 'INVALID_BODY';
  }
}

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

function textProblem(s: string): BodyProblem | null {
  if (s.includes('\0')) return 'nul';
  if (LONE_SURROGATE.test(s)) return 'surrogate';
  return null;
}

/** The first problem in a parsed JSON value (or query object), or null. Iterative. */
export function findProblem(value: unknown, maxDepth = MAX_JSON_DEPTH): BodyProblem | null {
  const stack: Array<[unknown, number]> = [[value, 0]];
  while (stack.length) {
    const [v, depth] = stack.pop()!;
    if (typeof v === 'string') {
      const p = textProblem(v);
      if (p) return p;
      continue;
    }
    if (typeof v === 'number' && !Number.isFinite(v)) return 'number';
    if (!v || typeof v !== 'object') continue;
    if (depth >= maxDepth) return 'depth';
    if (Array.isArray(v)) {
      for (const item of v) stack.push([item, depth + 1]);
      continue;
    }
    for (const key of Object.keys(v)) {
      if (key === '__proto__') return 'proto';
      const p = textProblem(key);
      if (p) return p;
      stack.push([(v as Record<string, unknown>)[key], depth + 1]);
    }
  }
  return null;
}

/** True when any string (or object key) in a parsed JSON value holds a NUL character. */
export const containsNul = (value: unknown): boolean => findProblem(value, Infinity) === 'nul';

/** How deeply a JSON text nests, counted on the text in one pass (before JSON.parse builds anything). */
export function jsonDepth(text: string): number {
  let depth = 0;
  let max = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 92 /* \ */) i++;
      else if (c === 34 /* " */) inString = false;
    } else if (c === 34) inString = true;
    else if (c === 91 /* [ */ || c === 123 /* { */) max = Math.max(max, ++depth);
    else if (c === 93 /* ] */ || c === 125 /* } */) depth--;
  }
  return max;
}

/** Parses a JSON text under the rules above; throws BodyRejected. */
export function parseCheckedJson(text: string): unknown {
  if (jsonDepth(text) > MAX_JSON_DEPTH) throw new BodyRejected('depth');
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw new BodyRejected('json');
  }
  const problem = findProblem(value);
  if (problem) throw new BodyRejected(problem);
  return value;
}

const utf8 = new TextDecoder('utf-8', { fatal: true });

function decodeUtf8(body: Buffer): string {
  try {
    return utf8.decode(body);
  } catch {
    throw new BodyRejected('utf8');
  }
}

const isApiPath = (url: string) => /^\/(trpc|api)(\/|\?|$)/.test(url);

function checkQuery(req: FastifyRequest): void {
  const query = req.query as Record<string, unknown> | undefined;
  if (!query || typeof query !== 'object') return;
  // tRPC reads its input from ?input=<JSON>; it gets the same rules as a body.
  if (req.url.startsWith('/trpc/') && typeof query.input === 'string') parseCheckedJson(query.input);
  const problem = findProblem(query, 4);
  if (problem) throw new BodyRejected(problem);
}

/**
 * Installs the checked JSON parser for the whole app and the hook that applies the same rules to
 * what the tRPC adapter parses itself (its body as text, its ?input= query).
 */
export function registerJsonBody(app: FastifyInstance): void {
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_req, body, done) => {
    const buffer = body as Buffer;
    if (buffer.length === 0) return done(null, undefined);
    try {
      done(null, parseCheckedJson(decodeUtf8(buffer)));
    } catch (err) {
      done(err as Error, undefined);
    }
  });

  app.addHook('preValidation', async (req) => {
    if (!isApiPath(req.url)) return;
    checkQuery(req);
    // The tRPC plugin keeps its JSON bodies as text and parses them later itself.
    if (typeof req.body === 'string') parseCheckedJson(req.body);
  });
}
