// docs/product/data.md statistics, shared by the server that counts them and the home page that shows them.
import { z } from 'zod';
import { countsObject } from '../common/common.contract.ts';

const count = z.number().min(0);

export const MarketplaceStatistics = countsObject(
  'MarketplaceStatistics',
  { products: count, sellers: count, buyers: count },
  { products: 24, sellers: 9, buyers: 130 },
);
export type MarketplaceStatistics = z.infer<typeof MarketplaceStatistics>;

/** The trade-finance service answers this object bare, not in the envelope. */
export const TradeFinanceStatistics = countsObject(
  'TradeFinanceStatistics',
  {
    totalNumberOfProducts: count,
    totalQuantitySupplied: count.meta({ description: 'Tonnes.' }),
    totalNumberOfSuppliers: count.meta({ description: 'Shown as Farmers.' }),
  },
  { totalNumberOfProducts: 12, totalQuantitySupplied: 5400.5, totalNumberOfSuppliers: 31 },
);
export type TradeFinanceStatistics = z.infer<typeof TradeFinanceStatistics>;

export const SourcingStatistics = countsObject(
  'SourcingStatistics',
  {
    totalUniqueCompanies: count.meta({ description: 'Shown as Partners.' }),
    totalQuantity: count.meta({ description: 'Tonnes, shown as Transaction.' }),
    totalUniqueProducts: count,
  },
  { totalUniqueCompanies: 48, totalQuantity: 9100, totalUniqueProducts: 15 },
);
export type SourcingStatistics = z.infer<typeof SourcingStatistics>;

/** Where the browser fetches the two service figures from (configuration, not build time). */
export const StatisticsSources = z
  .object({
    tradeFinance: z.string().meta({ description: 'Base URL; the browser calls `{tradeFinance}/statistics`.' }),
    sourcing: z.string().meta({
      description: 'Base URL; the browser calls `{sourcing}/api/v2/sourcepro-transaction/sourcepro-statistics`.',
    }),
  })
  .meta({ id: 'StatisticsSources', example: { tradeFinance: '/api/trade-finance', sourcing: '/api/sourcing' } });
export type StatisticsSources = z.infer<typeof StatisticsSources>;
