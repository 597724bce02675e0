import { createRandom, type Random } from '../../../shared/common/seeded-random.ts';
import type { NewPriceHistoryRow } from '../queries/price-history.queries.ts';
import type { CatalogueEntry } from './catalogue-entry.ts';

const DAY_MS = 86_400_000;
/** How far back the demo history goes. */
export const DEMO_HISTORY_DAYS = 365;

/** Prices are quoted in round steps, as traders do. */
const roundPrice = (price: number, step: number) => Math.round(price / step) * step;

/**
 * Days on which a product's exporters revised their prices over the last year: every one
 * to three weeks, at 09:00 UTC, oldest first, the last a few days ago.
 */
function revisionDays(random: Random, now: Date): Date[] {
  const days: Date[] = [];
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate(), 9);
  for (let ago = DEMO_HISTORY_DAYS; ago > 3; ago -= random.int(7, 21)) days.push(new Date(today - ago * DAY_MS));
  return days;
}

/**
 * A year of believable listed prices for one demo product, ending at today's catalogue
 * prices: origins move together (a shared market factor: a yearly trend, a harvest season
 * and week-to-week noise that fades towards today) with a little noise of their own, stay
 * within 20% of today's price, and step in round amounts. Seeded by the product's
 * slug, so every install draws the same history.
 */
export function demoPriceHistory(
  entry: Pick<CatalogueEntry, 'slug' | 'origins'>,
  productId: string,
  countryName: (code: string) => string,
  now: Date,
): NewPriceHistoryRow[] {
  const random = createRandom(`price-history:${entry.slug}`);
  const step = Math.max(...entry.origins.map((origin) => origin.pricePerMT)) >= 2000 ? 10 : 5;
  // A year ago prices stood this much below (or above) today's.
  const trend = random.range(-0.12, 0.08);
  const seasonAmplitude = random.range(0.02, 0.06);
  const peakMonth = random.range(0, 12);
  const days = revisionDays(random, now);

  // The shared factor, walked back from today (where it is exactly 1).
  const market = new Array<number>(days.length).fill(0);
  let walk = 0;
  for (let i = days.length - 1; i >= 0; i -= 1) {
    walk = walk * 0.85 + random.normal() * 0.018;
    market[i] = walk;
  }
  const season = (date: Date) =>
    seasonAmplitude * Math.sin(((date.getUTCMonth() + date.getUTCDate() / 30 - peakMonth) / 12) * 2 * Math.PI);

  const rows: NewPriceHistoryRow[] = [];
  for (const origin of entry.origins) {
    const own = random.fork(origin.countryCode);
    let previous: number | undefined;
    days.forEach((day, i) => {
      const age = (now.getTime() - day.getTime()) / (DEMO_HISTORY_DAYS * DAY_MS);
      const factor = 1 - trend * age + (season(day) - season(now)) + (market[i] ?? 0) + own.normal() * 0.006;
      const price = roundPrice(origin.pricePerMT * Math.min(1.2, Math.max(0.8, factor)), step);
      if (price === previous) return;
      previous = price;
      rows.push({
        productId,
        countryCode: origin.countryCode,
        countryName: countryName(origin.countryCode),
        pricePerMT: price,
        recordedAt: day,
      });
    });
    // Today's catalogue price, set the day before yesterday.
    if (previous !== origin.pricePerMT) {
      rows.push({
        productId,
        countryCode: origin.countryCode,
        countryName: countryName(origin.countryCode),
        pricePerMT: origin.pricePerMT,
        recordedAt: new Date(now.getTime() - 2 * DAY_MS),
      });
    }
  }
  return rows;
}
