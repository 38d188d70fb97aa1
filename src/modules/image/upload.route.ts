import fastifyMultipart from '@fastify/multipart';
import fastifyStatic from '@fastify/static';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { mkdirSync } from 'node:fs';
import { messages } from '../../shared/messages';
import { altText, IMAGE_MAX_BYTES } from '../../shared/schemas/image';
import type { SessionUser } from '../../trpc/context';
import type { ImageRuntime } from './image.runtime';
import { uploadImage } from './image.service';
import { ImageInputError, imageErrors } from './processing';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route takes multipart/form-data; every other /api route takes JSON only. */
    multipart?: boolean;
  }
}

type Deps = {
  images: ImageRuntime;
  /** A forked EntityManager and the logged-in admin, resolved exactly as for tRPC procedures. */
  resolve: (req: FastifyRequest) => Promise<{ em: EntityManager; user: SessionUser | null }>;
};

const fail = (reply: FastifyReply, status: number, message: string, code: string) => reply.code(status).send({ message, code });

/**
 * POST /api/admin/images: one image per request in the multipart field `file`, optional field
 * `alt`. Answers 201 with the image once its JPEG variants exist (WebP and AVIF follow).
 */
export async function registerImageUpload(api: FastifyInstance, deps: Deps): Promise<void> {
  await api.register(async (scope) => {
    await scope.register(fastifyMultipart, {
      limits: { fileSize: IMAGE_MAX_BYTES, files: 1, fields: 2, parts: 3, fieldSize: 2000 },
    });
    scope.post('/api/admin/images', { config: { multipart: true } }, async (req, reply) => {
      void reply.header('Cache-Control', 'no-store');
      const { em, user } = await deps.resolve(req);
      if (!user) return fail(reply, 401, messages.notLoggedIn, 'UNAUTHORIZED');
      if (!req.isMultipart()) return fail(reply, 415, messages.multipartRequired, 'MULTIPART_REQUIRED');

      let file: Buffer | null = null;
      let alt: string | null = null;
      try {
        for await (const part of req.parts()) {
          if (part.type === 'file') {
            if (part.fieldname === 'file' && !file) file = await part.toBuffer();
            else part.file.resume();
          } else if (part.fieldname === 'alt' && typeof part.value === 'string' && part.value.trim()) {
            const parsed = altText.safeParse(part.value);
            if (!parsed.success) return fail(reply, 400, parsed.error.issues[0]?.message ?? messages.invalidInput, 'BAD_REQUEST');
            alt = parsed.data;
          }
        }
      } catch (error) {
        const code = (error as { code?: string }).code;
        if (code === 'FST_REQ_FILE_TOO_LARGE') return fail(reply, 413, imageErrors.tooLarge, 'IMAGE_TOO_LARGE');
        if (code === 'FST_PARTS_LIMIT' || code === 'FST_FILES_LIMIT' || code === 'FST_FIELDS_LIMIT') return fail(reply, 413, imageErrors.onePerRequest, 'IMAGE_TOO_LARGE');
        return fail(reply, 400, messages.invalidUpload, 'BAD_REQUEST');
      }
      if (!file || file.length === 0) return fail(reply, 400, imageErrors.missingFile, 'BAD_REQUEST');

      try {
        const { image, created } = await uploadImage(em, deps.images, file, alt, user);
        return reply.code(created ? 201 : 200).send(image);
      } catch (error) {
        if (error instanceof ImageInputError) return fail(reply, error.status, error.message, error.status === 413 ? 'IMAGE_TOO_LARGE' : 'UNSUPPORTED_IMAGE_TYPE');
        throw error;
      }
    });
  });
}

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
