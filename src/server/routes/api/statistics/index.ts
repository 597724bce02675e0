import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import {
  MarketplaceStatistics,
  SourcingStatistics,
  StatisticsSources,
  TradeFinanceStatistics,
} from '../../../../shared/statistics/statistics.contract.ts';
import { type EncodedAnswer, encodeAnswer, sendEncoded } from '../../../http/encoded-answer.ts';
import { ok } from '../../../http/envelope.ts';
import type { ErrorStatus } from '../../../http/responses.ts';
import { publicCalls } from '../../../http/route-options.ts';
import { createReadCache } from '../../../services/read-cache.ts';
import {
  OWN_SOURCING_BASE,
  OWN_TRADE_FINANCE_BASE,
  marketplaceStatistics,
  sourcingStatistics,
  statisticsSources,
  tradeFinanceStatistics,
} from '../../../services/statistics.service.ts';

/** Public aggregate figures: a minute of staleness is fine and spares the database. */
const CACHE_BRIEFLY = 'public, max-age=60';

// Paths below are relative to /api; the two service stand-ins keep the external services'
// own paths under their base, so pointing the browser elsewhere needs only the base URL.
const TRADE_FINANCE_PATH = `${OWN_TRADE_FINANCE_BASE.replace(/^\/api/, '')}/statistics`;
const SOURCING_PATH = `${OWN_SOURCING_BASE.replace(/^\/api/, '')}/api/v2/sourcepro-transaction/sourcepro-statistics`;

// Public, read-only and without parameters: only rate limiting and server failures apply.
const ERRORS: readonly ErrorStatus[] = [429, 500];
const call = publicCalls(['Statistics']);
// Answered pre-encoded from the cache below: the compression plugin stays out of the way.
const preEncoded = { compress: false } as const;

const statistics: FastifyPluginAsyncZod = async (app) => {
  // The figures count orders, buyers and products, which change all the time and in many
  // places; rather than hooking every write, each answer is counted at most once per
  // STATISTICS_CACHE_SECONDS (refreshed in the background while the old figures answer),
  // and dropped at once on catalogue changes. Served pre-encoded with an ETag.
  const ttlMs = app.env.STATISTICS_CACHE_SECONDS * 1000;
  const ctx = app.serviceContext(null);
  const caches: { invalidate(): void }[] = [];
  const cachedAnswer = (count: () => Promise<unknown>, options: { schema: { response: { 200: z.ZodType } } }) => {
    const schema = options.schema.response[200];
    const cache = createReadCache<'answer', EncodedAnswer>({
      load: async () => encodeAnswer(await count(), schema),
      ttlMs,
    });
    caches.push(cache);
    return async (request: FastifyRequest, reply: FastifyReply) =>
      sendEncoded(request, reply, await cache.get('answer'), CACHE_BRIEFLY);
  };
  const stop = app.catalogueEvents.onCatalogueChanged(() => {
    for (const cache of caches) cache.invalidate();
  });
  app.addHook('onClose', async () => stop());

  /** docs/product/api.md: marketplace figures, read by the client from data. */
  const marketplace = call('Marketplace figures', {}, { 200: MarketplaceStatistics }, ERRORS);
  app.get(
    '/product/analytics/products',
    { ...marketplace, ...preEncoded },
    cachedAnswer(async () => ok(await marketplaceStatistics(ctx)), marketplace),
  );

  /** docs/product/api.md: the trade-finance service answers the statistics object as the whole body. */
  const tradeFinance = call.bare(
    'Trade-finance figures (our stand-in for the external service; bare body)',
    TradeFinanceStatistics,
    ERRORS,
  );
  app.get(
    TRADE_FINANCE_PATH,
    { ...tradeFinance, ...preEncoded },
    cachedAnswer(() => tradeFinanceStatistics(ctx), tradeFinance),
  );

  /** docs/product/api.md: the sourcing service answers {data: statistics}. */
  const sourcing = call(
    'Sourcing figures (our stand-in for the external service)',
    {},
    { 200: SourcingStatistics },
    ERRORS,
  );
  app.get(
    SOURCING_PATH,
    { ...sourcing, ...preEncoded },
    cachedAnswer(async () => ok(await sourcingStatistics(ctx)), sourcing),
  );

  /** The base URLs the browser uses for the two services (configuration, not build time). */
  app.get(
    '/statistics/sources',
    call('Base URLs of the two statistics services', {}, { 200: StatisticsSources }, ERRORS),
    async (_request, reply) => {
      reply.header('Cache-Control', CACHE_BRIEFLY);
      return ok(statisticsSources(app.env));
    },
  );
};

export default statistics;
