// The latest price of a market series and its change, as the Market Intelligence page shows
// it. Apart from market.ts so the rules there never import the contract that uses them.
import { DAY_MS, MARKET_CHANGE_DAYS } from './market.ts';
import type { MarketSeries } from './market.contract.ts';

export interface LatestPrice {
  origin: string;
  countryCode: string;
  date: string;
  pricePerMT: number;
  /** Relative change against the price 30 days before the latest point; null without one. */
  change: number | null;
}

/**
 * The latest price of a series and its change over the last 30 days: compared with the
 * newest point at least 30 days older than the latest. Null for an empty series.
 */
export function latestPrice(series: MarketSeries, days = MARKET_CHANGE_DAYS): LatestPrice | null {
  const latest = series.points.at(-1);
  if (!latest) return null;
  const cutoff = Date.parse(`${latest.date}T00:00:00Z`) - days * DAY_MS;
  const earlier = series.points.findLast((point) => Date.parse(`${point.date}T00:00:00Z`) <= cutoff);
  return {
    origin: series.origin,
    countryCode: series.countryCode,
    date: latest.date,
    pricePerMT: latest.pricePerMT,
    change: earlier && earlier.pricePerMT > 0 ? (latest.pricePerMT - earlier.pricePerMT) / earlier.pricePerMT : null,
  };
}
