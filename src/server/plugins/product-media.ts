import { mkdirSync } from 'node:fs';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import {
  completeProductImageSizes,
  PRODUCT_MEDIA_PREFIX,
  type ProductMediaDirs,
  productMediaDirs,
} from '../services/product-images.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Where uploaded product pictures are kept (services/product-images.ts). */
    productMedia: ProductMediaDirs;
  }
}

/**
 * Serves the resized product pictures admins upload, at /media/products/{key}.webp,
 * {key}-680.webp and {key}-400.webp. Their names are random and never reused, so browsers may
 * keep them for a year. The originals sit in another folder that no route serves.
 */
export default fp(
  async function productMediaPlugin(app: FastifyInstance, opts: { dataDir: string }) {
    const dirs = productMediaDirs(opts.dataDir);
    mkdirSync(dirs.publicDir, { recursive: true });
    await app.register(fastifyStatic, {
      root: dirs.publicDir,
      prefix: PRODUCT_MEDIA_PREFIX,
      decorateReply: false,
      index: false,
      redirect: false,
      list: false,
      dotfiles: 'deny',
      cacheControl: false,
      setHeaders(reply) {
        reply.header('Cache-Control', 'public, max-age=31536000, immutable');
      },
    });
    app.decorate('productMedia', dirs);
    // Sizes an older upload lacks are written in the background once the server is up.
    app.addHook('onReady', async () => {
      void completeProductImageSizes(dirs).then((written) => {
        if (written > 0) app.log.info(`wrote ${written} missing product picture sizes`);
      });
    });
  },
  { name: 'product-media' },
);
