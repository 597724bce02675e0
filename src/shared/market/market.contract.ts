// GET /api/market/prices: its query and answer, for the route, the OpenAPI reference and
// clients that type their calls. The page's chart imports only the types.
import { z } from 'zod';
import { isoDate } from '../common/common.contract.ts';
import { COMMODITY_FAMILIES, MARKET_BASES, MARKET_MAX_DAYS, MARKET_MIN_BUYERS, marketWindow } from './market.ts';

const DAY_MS = 86_400_000;

/** GET /api/market/prices: one product or one commodity family, optionally one origin. */
export const MarketPricesQuery = z
  .object({
    productId: z.uuid({ message: 'Product id is not valid.' }).optional(),
    commodity: z.enum(COMMODITY_FAMILIES, { message: `Choose one of ${COMMODITY_FAMILIES.join(', ')}.` }).optional(),
    /** Country name or two-letter code of the origin. */
    origin: z.string().trim().min(1).max(60).optional(),
    from: isoDate.optional(),
    to: isoDate.optional(),
  })
  .superRefine((query, ctx) => {
    if (Boolean(query.productId) === Boolean(query.commodity)) {
      ctx.addIssue({ code: 'custom', path: ['productId'], message: 'Give either productId or commodity.' });
    }
    const { from, to } = marketWindow(query, new Date());
    if (from > to) ctx.addIssue({ code: 'custom', path: ['from'], message: '"from" must not be after "to".' });
    else if ((to.getTime() - from.getTime()) / DAY_MS > MARKET_MAX_DAYS) {
      ctx.addIssue({ code: 'custom', path: ['from'], message: `Ask for at most ${MARKET_MAX_DAYS} days at once.` });
    }
  });
export type MarketPricesQuery = z.infer<typeof MarketPricesQuery>;

export const MarketPoint = z
  .object({
    date: z.string().meta({ description: 'The Monday (UTC) that starts the week, YYYY-MM-DD.' }),
    pricePerMT: z.number().meta({ description: 'USD per metric tonne.' }),
    basis: z.enum(MARKET_BASES).meta({
      description: `"catalogue": the listed price in effect at the end of the week; "trades": the tonne-weighted mean of the week's orders, shown only for a finished week with deals of at least ${MARKET_MIN_BUYERS} buyers.`,
    }),
  })
  .meta({ id: 'MarketPoint' });
export type MarketPoint = z.infer<typeof MarketPoint>;

export const MarketSeries = z
  .object({
    origin: z.string().meta({ description: 'Country name of the origin.' }),
    countryCode: z.string().meta({ description: 'ISO 3166-1 alpha-2.' }),
    points: z.array(MarketPoint),
  })
  .meta({ id: 'MarketSeries' });
export type MarketSeries = z.infer<typeof MarketSeries>;

export const MarketPrices = z
  .object({
    currency: z.literal('USD'),
    from: z.string().meta({ description: 'First week of the window (a Monday).' }),
    to: z.string(),
    series: z.array(MarketSeries),
  })
  .meta({
    id: 'MarketPrices',
    example: {
      currency: 'USD',
      from: '2026-01-05',
      to: '2026-01-20',
      series: [
        {
          origin: 'Nigeria',
          countryCode: 'NG',
          points: [
            { date: '2026-01-05', pricePerMT: 1180, basis: 'catalogue' },
            { date: '2026-01-12', pricePerMT: 1204.5, basis: 'trades' },
            { date: '2026-01-19', pricePerMT: 1195, basis: 'catalogue' },
          ],
        },
      ],
    },
  });
export type MarketPrices = z.infer<typeof MarketPrices>;
