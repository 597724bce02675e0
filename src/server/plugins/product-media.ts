import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { z } from 'zod';
import {
  completeProductImageSizes,
  PRODUCT_MEDIA_PREFIX,
  PRODUCT_PICTURE_CACHE,
  PRODUCT_PICTURES,
} from '../services/product-images.ts';
import { contentTypeOf } from '../storage/index.ts';

/** {key}.webp, {key}-680.webp, {key}-400.webp and their .avif twins: the names storeProductImage writes. */
const PictureName = z.string().regex(/^[A-Za-z0-9_-]{1,100}\.(webp|avif)$/);

/**
 * Serves the resized product pictures admins upload, at /media/products/{key}.webp,
 * {key}-680.webp and {key}-400.webp (and .avif), from the file storage (folder or bucket). Their names
 * are random and never reused, so browsers and CDNs may keep them for a year, and the name
 * is their ETag. The originals sit under another prefix that no route serves.
 */
export default fp(
  async function productMediaPlugin(app: FastifyInstance) {
    app.get<{ Params: { name: string } }>(
      `${PRODUCT_MEDIA_PREFIX}:name`,
      { schema: { hide: true } },
      async (request, reply) => {
        const name = PictureName.safeParse(request.params.name);
        if (!name.success) return reply.callNotFound();
        const etag = `"${name.data}"`;
        if (request.headers['if-none-match'] === etag) {
          return reply.code(304).header('ETag', etag).header('Cache-Control', PRODUCT_PICTURE_CACHE).send();
        }
        const picture = await app.storage.get(`${PRODUCT_PICTURES}${name.data}`);
        if (!picture) return reply.callNotFound();
        return reply
          .header('Content-Type', contentTypeOf(name.data))
          .header('Content-Length', picture.size)
          .header('Cache-Control', PRODUCT_PICTURE_CACHE)
          .header('ETag', etag)
          .header('X-Content-Type-Options', 'nosniff')
          .send(picture.stream);
      },
    );
    // Sizes an older upload lacks are written in the background once the server is up.
    app.addHook('onReady', async () => {
      void completeProductImageSizes(app.storage).then(
        (written) => {
          if (written > 0) app.log.info(`wrote ${written} missing product picture files`);
        },
        (error: unknown) => app.log.warn({ err: error }, 'could not complete the product picture sizes'),
      );
    });
  },
  { name: 'product-media', dependencies: ['storage'] },
);
