import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ProductParams } from '../../../../shared/product/product.contract.ts';
import { notFound } from '../../../http/api-error.ts';
import { sendEncoded } from '../../../http/encoded-answer.ts';
import { PRODUCT_LIST_REPLIES, PRODUCT_REPLIES } from '../../../plugins/public-catalogue.ts';

/**
 * Revalidate on every use: a 304 costs a round trip but no body, and a catalogue edit
 * shows at once (the ETag changes with it).
 */
const REVALIDATE = 'public, no-cache';

// Answers come encoded (br/gzip) from the public catalogue's memory (plugins/public-catalogue.ts),
// already shaped by these response schemas; the compression plugin stays out of the way.
const product: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/product',
    {
      compress: false,
      schema: { summary: 'The whole catalogue', tags: ['Products'], response: PRODUCT_LIST_REPLIES },
    },
    async (request, reply) => sendEncoded(request, reply, await app.catalogue.listAnswer(), REVALIDATE),
  );

  app.get(
    '/product/:productId',
    {
      compress: false,
      schema: { summary: 'One product', tags: ['Products'], params: ProductParams, response: PRODUCT_REPLIES },
    },
    async (request, reply) => {
      const answer = await app.catalogue.productAnswer(request.params.productId);
      if (!answer) throw notFound('Product');
      return sendEncoded(request, reply, answer, REVALIDATE);
    },
  );
};

export default product;
