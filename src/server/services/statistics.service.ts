import type {
  MarketplaceStatistics,
  SourcingStatistics,
  StatisticsSources,
  TradeFinanceStatistics,
} from '../../shared/statistics/statistics.contract.ts';
import type { OrderStatus } from '../../shared/common/enums.ts';
import { marketplaceCounts, orderVolume } from '../db/queries/statistics.queries.ts';
import type { ServiceContext } from './context.ts';

/**
 * Orders a supplier can be funded against: accepted by our staff and not cancelled.
 * A PENDING order is only a request until an agent takes it on.
 */
const FINANCED: readonly OrderStatus[] = ['PROCESSING', 'SHIPPED', 'DELIVERED'];
/** Every sourcing request we handled, except those that were called off. */
const SOURCED: readonly OrderStatus[] = ['PENDING', 'PROCESSING', 'SHIPPED', 'DELIVERED'];

const tonnes = (value: number) => Math.round(value * 1000) / 1000;

export const marketplaceStatistics = (ctx: ServiceContext): Promise<MarketplaceStatistics> => marketplaceCounts(ctx.db);

/** Our own answer for the trade-finance service, used when TRADE_FINANCE_API_URL is unset. */
export async function tradeFinanceStatistics(ctx: ServiceContext): Promise<TradeFinanceStatistics> {
  const volume = await orderVolume(ctx.db, FINANCED);
  return {
    totalNumberOfProducts: volume.products,
    totalQuantitySupplied: tonnes(volume.tonnes),
    totalNumberOfSuppliers: volume.suppliers,
  };
}

/**
 * Our own answer for the sourcing service, used when SOURCING_API_URL is unset. Companies
 * are both sides of the trades: the buying accounts and the suppliers that served them.
 */
export async function sourcingStatistics(ctx: ServiceContext): Promise<SourcingStatistics> {
  const volume = await orderVolume(ctx.db, SOURCED);
  return {
    totalUniqueCompanies: volume.buyers + volume.suppliers,
    totalQuantity: tonnes(volume.tonnes),
    totalUniqueProducts: volume.products,
  };
}

/** Our own stand-ins for the two services, mounted under /api. */
export const OWN_TRADE_FINANCE_BASE = '/api/trade-finance';
export const OWN_SOURCING_BASE = '/api/sourcing';

const withoutTrailingSlash = (url: string) => url.replace(/\/+$/, '');

export function statisticsSources(env: {
  TRADE_FINANCE_API_URL?: string | undefined;
  SOURCING_API_URL?: string | undefined;
}): StatisticsSources {
  return {
    tradeFinance: env.TRADE_FINANCE_API_URL ? withoutTrailingSlash(env.TRADE_FINANCE_API_URL) : OWN_TRADE_FINANCE_BASE,
    sourcing: env.SOURCING_API_URL ? withoutTrailingSlash(env.SOURCING_API_URL) : OWN_SOURCING_BASE,
  };
}

/** The origins of configured external statistics services, for the pages' connect-src. */
export function statisticsOrigins(env: Parameters<typeof statisticsSources>[0]): string[] {
  return [env.TRADE_FINANCE_API_URL, env.SOURCING_API_URL]
    .filter((url): url is string => Boolean(url))
    .map((url) => new URL(url).origin);
}
