import { countryCode as codeForName, countryLabel, isCountryCode } from '../../shared/common/countries.ts';
import { MARKET_MIN_BUYERS, marketWindow, toIsoDate, weekStart } from '../../shared/market/market.ts';
import type {
  MarketPoint,
  MarketPrices,
  MarketPricesQuery,
  MarketSeries,
} from '../../shared/market/market.contract.ts';
import { currentOriginsOf, publishedProductsForMarket, weeklyTradePrices } from '../db/queries/market.queries.ts';
import { type PriceHistoryRow, pricesForWindow } from '../db/queries/price-history.queries.ts';
import { refused } from '../http/api-error.ts';
import type { ServiceContext } from './context.ts';

const WEEK_MS = 7 * 86_400_000;

/** A country code for what a query or a deal names as origin: a code or a country name. */
function originCode(text: string): string | undefined {
  const trimmed = text.trim();
  if (/^[a-z]{2}$/i.test(trimmed) && isCountryCode(trimmed)) return trimmed.toUpperCase();
  return codeForName(trimmed);
}

/** Mondays from the week of `from` to the week of `to`: points never cover part of a week. */
function weeksOf(from: Date, to: Date): Date[] {
  const weeks: Date[] = [];
  for (let week = weekStart(from); week <= to; week = new Date(week.getTime() + WEEK_MS)) weeks.push(week);
  return weeks;
}

type Points = Map<string, MarketPoint>; // by week (YYYY-MM-DD)
type SeriesByOrigin = Map<string, Points>; // by country code

/**
 * The listed price of each origin week by week: the price in effect at the end of the week
 * (or now, for the week under way), from the first week a price was recorded.
 */
function cataloguePoints(history: PriceHistoryRow[], weeks: Date[], now: Date): SeriesByOrigin {
  const byOrigin = new Map<string, PriceHistoryRow[]>();
  for (const row of history) byOrigin.set(row.countryCode, [...(byOrigin.get(row.countryCode) ?? []), row]);
  const series: SeriesByOrigin = new Map();
  for (const [code, rows] of byOrigin) {
    rows.sort((a, b) => a.recordedAt.getTime() - b.recordedAt.getTime());
    const points: Points = new Map();
    let next = 0;
    let price: number | undefined;
    for (const week of weeks) {
      const end = Math.min(week.getTime() + WEEK_MS, now.getTime() + 1);
      while (next < rows.length && rows[next]!.recordedAt.getTime() < end) price = rows[next++]!.pricePerMT;
      if (price !== undefined)
        points.set(toIsoDate(week), { date: toIsoDate(week), pricePerMT: price, basis: 'catalogue' });
    }
    series.set(code, points);
  }
  return series;
}

/**
 * The market series of one product: its catalogue price per origin and week, replaced by
 * the average of that week's quotes and orders when at least MARKET_MIN_BUYERS different
 * buyers made them and the week is over (a week under way would reveal each new deal).
 */
function productSeries(
  productId: string,
  origins: string[],
  history: PriceHistoryRow[],
  trades: Awaited<ReturnType<typeof weeklyTradePrices>>,
  weeks: Date[],
  now: Date,
): SeriesByOrigin {
  const listed = new Set(origins);
  const series = cataloguePoints(
    history.filter((row) => row.productId === productId && listed.has(row.countryCode)),
    weeks,
    now,
  );
  const firstWeek = weeks[0]?.getTime() ?? 0;
  for (const trade of trades) {
    if (trade.productId !== productId || trade.buyers < MARKET_MIN_BUYERS) continue;
    const weekTime = Date.parse(`${trade.week}T00:00:00Z`);
    if (weekTime < firstWeek || weekTime + WEEK_MS > now.getTime()) continue;
    const code = originCode(trade.origin);
    if (!code) continue;
    const points = series.get(code) ?? new Map<string, MarketPoint>();
    points.set(trade.week, { date: trade.week, pricePerMT: trade.pricePerMT, basis: 'trades' });
    series.set(code, points);
  }
  return series;
}

/**
 * A family's series: per origin and week, the mean of its products' points. Built only from
 * points that are public on their own, so comparing a family with its products reveals nothing more.
 */
function familySeries(perProduct: SeriesByOrigin[]): SeriesByOrigin {
  const sums = new Map<string, Map<string, { total: number; count: number; trades: boolean }>>();
  for (const series of perProduct) {
    for (const [code, points] of series) {
      const weeks = sums.get(code) ?? new Map();
      for (const point of points.values()) {
        const sum = weeks.get(point.date) ?? { total: 0, count: 0, trades: false };
        sum.total += point.pricePerMT;
        sum.count += 1;
        sum.trades ||= point.basis === 'trades';
        weeks.set(point.date, sum);
      }
      sums.set(code, weeks);
    }
  }
  const family: SeriesByOrigin = new Map();
  for (const [code, weeks] of sums) {
    const points: Points = new Map();
    for (const [date, sum] of weeks) {
      points.set(date, {
        date,
        pricePerMT: Math.round((sum.total / sum.count) * 100) / 100,
        basis: sum.trades ? 'trades' : 'catalogue',
      });
    }
    family.set(code, points);
  }
  return family;
}

/**
 * GET /api/market/prices: the price per MT over time, per origin, of one published product
 * or of a commodity family, week by week, from the catalogue's price history and our deals.
 */
export async function marketPrices(ctx: ServiceContext, query: MarketPricesQuery): Promise<MarketPrices> {
  const { db } = ctx;
  const now = ctx.now();
  const window = marketWindow(query, now);
  const weeks = weeksOf(window.from, window.to);
  const windowStart = weeks[0] ?? weekStart(window.from);
  const windowEnd = new Date(weekStart(window.to).getTime() + WEEK_MS);
  const wantedOrigin = query.origin === undefined ? undefined : originCode(query.origin);
  if (query.origin !== undefined && !wantedOrigin) throw refused('origin_unknown', 'origin');

  const products = await publishedProductsForMarket(db, {
    ...(query.productId ? { productId: query.productId } : {}),
    ...(query.commodity ? { commodity: query.commodity } : {}),
  });
  if (query.productId && products.length === 0) throw refused('product_not_found');
  const ids = products.map((product) => product.id);
  const [origins, history, trades] = await Promise.all([
    currentOriginsOf(db, ids),
    pricesForWindow(db, ids, windowStart, windowEnd),
    weeklyTradePrices(db, ids, windowStart, windowEnd),
  ]);

  const perProduct = ids.map((id) =>
    productSeries(
      id,
      origins.filter((origin) => origin.productId === id).map((origin) => origin.countryCode),
      history,
      trades,
      weeks,
      now,
    ),
  );
  const merged = perProduct.length === 1 ? perProduct[0]! : familySeries(perProduct);
  const names = new Map(origins.map((origin) => [origin.countryCode, origin.countryName]));

  const series: MarketSeries[] = [...merged]
    .filter(([code, points]) => points.size > 0 && (!wantedOrigin || code === wantedOrigin))
    .map(([code, points]) => ({
      origin: names.get(code) ?? countryLabel(code) ?? code,
      countryCode: code,
      points: [...points.values()].sort((a, b) => a.date.localeCompare(b.date)),
    }))
    .sort((a, b) => a.origin.localeCompare(b.origin, 'en'));

  return { currency: 'USD', from: toIsoDate(windowStart), to: toIsoDate(window.to), series };
}
