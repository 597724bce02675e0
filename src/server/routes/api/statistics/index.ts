import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  MarketplaceStatistics,
  SourcingStatistics,
  StatisticsSources,
  TradeFinanceStatistics,
} from '../../../../shared/contracts/statistics.ts';
import { ok } from '../../../http/envelope.ts';
import { bareReplies, type ErrorStatus, replies } from '../../../http/responses.ts';
import {
  OWN_SOURCING_BASE,
  OWN_TRADE_FINANCE_BASE,
  marketplaceStatistics,
  sourcingStatistics,
  statisticsSources,
  tradeFinanceStatistics,
} from '../../../services/statistics.service.ts';

/** Public aggregate figures: a minute of staleness is fine and spares the database. */
const cacheBriefly = (reply: FastifyReply) => reply.header('Cache-Control', 'public, max-age=60');

// Paths below are relative to /api; the two service stand-ins keep the external services'
// own paths under their base, so pointing the browser elsewhere needs only the base URL.
const TRADE_FINANCE_PATH = `${OWN_TRADE_FINANCE_BASE.replace(/^\/api/, '')}/statistics`;
const SOURCING_PATH = `${OWN_SOURCING_BASE.replace(/^\/api/, '')}/api/v2/sourcepro-transaction/sourcepro-statistics`;

// Public, read-only and without parameters: only rate limiting and server failures apply.
const ERRORS: readonly ErrorStatus[] = [429, 500];
const documented = (summary: string) => ({ summary, tags: ['Statistics'] });

const statistics: FastifyPluginAsyncZod = async (app) => {
  /** SPEC §7: marketplace figures, read by the client from data. */
  app.get(
    '/product/analytics/products',
    { schema: { ...documented('Marketplace figures'), response: replies({ 200: MarketplaceStatistics }, ERRORS) } },
    async (_request, reply) => {
      cacheBriefly(reply);
      return ok(await marketplaceStatistics(app.db));
    },
  );

  /** SPEC §7: the trade-finance service answers the statistics object as the whole body. */
  app.get(
    TRADE_FINANCE_PATH,
    {
      schema: {
        ...documented('Trade-finance figures (our stand-in for the external service; bare body)'),
        response: bareReplies({ 200: TradeFinanceStatistics }, ERRORS),
      },
    },
    async (_request, reply) => {
      cacheBriefly(reply);
      return tradeFinanceStatistics(app.db);
    },
  );

  /** SPEC §7: the sourcing service answers {data: statistics}. */
  app.get(
    SOURCING_PATH,
    {
      schema: {
        ...documented('Sourcing figures (our stand-in for the external service)'),
        response: replies({ 200: SourcingStatistics }, ERRORS),
      },
    },
    async (_request, reply) => {
      cacheBriefly(reply);
      return ok(await sourcingStatistics(app.db));
    },
  );

  /** The base URLs the browser uses for the two services (configuration, not build time). */
  app.get(
    '/statistics/sources',
    {
      schema: {
        ...documented('Base URLs of the two statistics services'),
        response: replies({ 200: StatisticsSources }, ERRORS),
      },
    },
    async (_request, reply) => {
      cacheBriefly(reply);
      return ok(statisticsSources(app.env));
    },
  );
};

export default statistics;
