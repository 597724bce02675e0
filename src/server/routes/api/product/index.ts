import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { refused } from '../../../http/api-error.ts';
import { sendEncoded } from '../../../http/encoded-answer.ts';
import { CATALOGUE_CALLS } from '../../../plugins/public-catalogue.ts';

/**
 * Revalidate on every use: a 304 costs a round trip but no body, and a catalogue edit
 * shows at once (the ETag changes with it).
 */
const REVALIDATE = 'public, no-cache';

// Answers come encoded (br/gzip) from the public catalogue's memory (plugins/public-catalogue.ts),
// already shaped by these response schemas; the compression plugin stays out of the way.
const product: FastifyPluginAsyncZod = async (app) => {
  app.get('/product', { ...CATALOGUE_CALLS.list, compress: false }, async (request, reply) =>
    sendEncoded(request, reply, await app.catalogue.listAnswer(), REVALIDATE),
  );

  app.get('/product/:productId', { ...CATALOGUE_CALLS.one, compress: false }, async (request, reply) => {
    const answer = await app.catalogue.productAnswer(request.params.productId);
    if (!answer) throw refused('product_not_found');
    return sendEncoded(request, reply, answer, REVALIDATE);
  });
};

export default product;
