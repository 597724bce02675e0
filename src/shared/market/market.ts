// Market intelligence from our own trade data: the commodity families of the Market
// Intelligence page (docs/product/site.md), the GET /api/market/prices query and answer, and the
// figures the page derives from a series. Used by the server and the page's chart alike;
// no zod here, so the chart's bundle stays small (the schemas are in market.contract.ts).

/** The commodities the Market Intelligence page tracks; ids match content/commodities/*.md. */
export const COMMODITY_FAMILIES = ['cashew-nuts', 'sesame-seeds', 'soyabeans', 'groundnuts', 'ginger'] as const;
export type CommodityFamily = (typeof COMMODITY_FAMILIES)[number];
export const COMMODITY_FAMILY_LABELS: Record<CommodityFamily, string> = {
  'cashew-nuts': 'Cashew nuts',
  'sesame-seeds': 'Sesame seeds',
  soyabeans: 'Soyabeans',
  groundnuts: 'Groundnuts',
  ginger: 'Ginger',
};

/**
 * A point made from quotes and orders is published only when at least this many different
 * buyers' deals make it up, so no single buyer's price can be read from the series.
 */
export const MARKET_MIN_BUYERS = 3;
/** The window answered when `from` is not given: the year up to `to`. */
export const MARKET_DEFAULT_DAYS = 365;
/** The longest window one call may ask for. */
export const MARKET_MAX_DAYS = 3 * 366;
/** The change the page shows beside each latest price. */
export const MARKET_CHANGE_DAYS = 30;

export const DAY_MS = 86_400_000;

/** Where a point's price comes from (market.contract.ts). */
export const MARKET_BASES = ['catalogue', 'trades'] as const;
export type MarketBasis = (typeof MARKET_BASES)[number];
/** The dates a query covers: `to` (default today) back to `from` (default a year earlier), whole days in UTC. */
export function marketWindow(query: { from?: string | undefined; to?: string | undefined }, now: Date) {
  const to = query.to ? new Date(`${query.to}T00:00:00Z`) : startOfUtcDay(now);
  const from = query.from ? new Date(`${query.from}T00:00:00Z`) : new Date(to.getTime() - MARKET_DEFAULT_DAYS * DAY_MS);
  return { from, to };
}

const startOfUtcDay = (date: Date) => new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate()));

/** The Monday (UTC) that starts the week of a date: points are per week, so windows never split one. */
export function weekStart(date: Date): Date {
  const day = startOfUtcDay(date);
  const sinceMonday = (day.getUTCDay() + 6) % 7;
  return new Date(day.getTime() - sinceMonday * DAY_MS);
}

export const toIsoDate = (date: Date) => date.toISOString().slice(0, 10);
