import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { MarketPrices, MarketPricesQuery } from '../../../../shared/market/market.contract.ts';
import { ok } from '../../../http/envelope.ts';
import { PUBLIC_ERROR_STATUSES } from '../../../http/responses.ts';
import { publicCalls } from '../../../http/route-options.ts';
import { marketPrices } from '../../../services/market.service.ts';

const call = publicCalls(['Market']);

/** Public market data from our own catalogue prices and deals (Market Intelligence page). */
const market: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/market/prices',
    call(
      'Price per MT over time, per origin, of a product or a commodity family',
      { querystring: MarketPricesQuery },
      { 200: MarketPrices },
      PUBLIC_ERROR_STATUSES,
    ),
    async (request, reply) => {
      // Revalidated on every visit (the ETag answers 304), so a price change shows at once.
      reply.header('Cache-Control', 'no-cache');
      return ok(await marketPrices(request.ctx, request.query));
    },
  );
};

export default market;
