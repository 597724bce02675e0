import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { MarketPricesQuery } from '../../../../shared/market.ts';
import { ok } from '../../../http/envelope.ts';
import { marketPrices } from '../../../services/market.service.ts';

/** Public market data from our own catalogue prices and deals (Market Intelligence page). */
const market: FastifyPluginAsyncZod = async (app) => {
  app.get('/market/prices', { schema: { querystring: MarketPricesQuery } }, async (request, reply) => {
    // Revalidated on every visit (the ETag answers 304), so a price change shows at once.
    reply.header('Cache-Control', 'no-cache');
    return ok(await marketPrices(app.db, request.query));
  });
};

export default market;
