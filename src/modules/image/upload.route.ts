import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { mkdirSync } from 'node:fs';
import type { ImageRuntime } from './image.runtime';

/** A variant's file name as variantPath() makes it; anything else under /uploads/ is not a photo. */
const VARIANT_NAME = /^[a-f0-9]{32}-\d{1,5}\.(avif|webp|jpg)$/;
const CONTENT_TYPES: Record<string, string> = { avif: 'image/avif', webp: 'image/webp', jpg: 'image/jpeg' };
const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * Serves the public variants under /uploads/. Names change with the content, so a year's caching is
 * safe; the answers never carry a cookie, so any cache may keep them. On local disk the static file
 * server sends the folder; from a bucket each request reads the object (only `public/` keys, so an
 * original is never reachable), with the bucket's ETag for revalidation.
 */
export async function registerUploadsStatic(app: FastifyInstance, images: ImageRuntime): Promise<void> {
  const { storage } = images;
  const publicDir = storage.publicDir;
  if (publicDir) mkdirSync(publicDir, { recursive: true });
  await app.register(async (scope) => {
    scope.addHook('onSend', async (_req, reply, payload) => {
      reply.removeHeader('set-cookie');
      return payload;
    });
    if (publicDir) {
      await scope.register(fastifyStatic, {
        root: publicDir,
        prefix: '/uploads/',
        decorateReply: false,
        index: false,
        cacheControl: false,
        lastModified: false,
        setHeaders(reply) {
          void reply.header('Cache-Control', IMMUTABLE);
        },
      });
      return;
    }
    // HEAD is its own method here: Fastify's automatic HEAD route would read the whole object to discard it.
    scope.route<{ Params: { name: string } }>({
      method: ['GET', 'HEAD'],
      url: '/uploads/:name',
      exposeHeadRoute: false,
      handler: async (req, reply) => {
        const match = VARIANT_NAME.exec(req.params.name);
        if (!match) return reply.callNotFound();
        // One ETag (what a browser or CDN sends) goes to the store, which then skips the body.
        const tag = req.headers['if-none-match']?.trim();
        const file = await storage.open(`public/${req.params.name}`, tag && !tag.includes(',') ? tag : undefined);
        if (!file) return reply.callNotFound();
        void reply.header('Cache-Control', IMMUTABLE).header('ETag', file.etag);
        if (!file.body || tag?.split(',').some((t) => t.trim() === file.etag)) {
          file.body?.destroy();
          return reply.code(304).send();
        }
        void reply.header('Content-Type', CONTENT_TYPES[match[1]!]!).header('Content-Length', file.size);
        if (req.method === 'HEAD') {
          file.body.destroy();
          return reply.send();
        }
        return reply.send(file.body);
      },
    });
  });
}
