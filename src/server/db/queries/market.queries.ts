import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { type Db, queryRows } from '../client.ts';
import { inquiries, orders, productOrigins, products, quotes } from '../schema/index.ts';

/** A published product and the market family it counts towards. */
export const publishedProductsForMarket = (db: Db, filter: { productId?: string; commodity?: string }) =>
  db
    .select({ id: products.id, commodity: products.commodity })
    .from(products)
    .where(
      and(
        eq(products.published, true),
        filter.productId ? eq(products.id, filter.productId) : undefined,
        filter.commodity ? eq(products.commodity, filter.commodity) : undefined,
      ),
    );

/** The origins products are listed from now, with their country code and name. */
export const currentOriginsOf = (db: Db, productIds: string[]) =>
  productIds.length === 0
    ? Promise.resolve([])
    : db
        .select({
          productId: productOrigins.productId,
          countryCode: productOrigins.countryCode,
          countryName: productOrigins.countryName,
        })
        .from(productOrigins)
        .where(inArray(productOrigins.productId, productIds));

/**
 * Every deal that can make a market price, one row each: product, origin as written on the
 * deal, buyer, price and quantity, and when it was made. Orders count unless cancelled.
 * Quotes count as the last price offered in a negotiation: a superseded version is not the
 * offer any more, and an accepted one is already counted as its order.
 */
function dealsInWindow(productIds: string[], from: Date, to: Date): SQL {
  return sql`
    select ${orders.productId} as product_id, ${orders.countryOfOrigin} as origin, ${orders.buyerId} as buyer_id,
           ${orders.pricePerMT} as price, ${orders.quantityOrdered} as quantity, ${orders.createdAt} as made_at
      from ${orders}
     where ${orders.status} <> 'CANCELLED'
       and ${inArray(orders.productId, productIds)}
       and ${orders.createdAt} >= ${from.toISOString()}
       and ${orders.createdAt} < ${to.toISOString()}
    union all
    select ${inquiries.productId}, ${quotes.countryOfOrigin}, ${quotes.buyerId},
           ${quotes.pricePerMT}, ${quotes.quantity}, ${quotes.createdAt}
      from ${quotes}
      join ${inquiries} on ${inquiries.id} = ${quotes.inquiryId}
     where ${quotes.status} not in ('SUPERSEDED', 'ACCEPTED')
       and ${inArray(inquiries.productId, productIds)}
       and ${quotes.createdAt} >= ${from.toISOString()}
       and ${quotes.createdAt} < ${to.toISOString()}`;
}

export interface WeeklyTradeRow {
  productId: string;
  /** The origin's two-letter code when the deal names a listed origin, else the deal's own text. */
  origin: string;
  /** Monday of the week, YYYY-MM-DD (UTC). */
  week: string;
  /** Quantity-weighted mean price per MT of the week's deals. */
  pricePerMT: number;
  buyers: number;
}

/**
 * Deals per product, origin and week (weeks start on Monday, UTC), with the number of
 * different buyers behind each. Callers publish only the rows enough buyers make up.
 */
export async function weeklyTradePrices(db: Db, productIds: string[], from: Date, to: Date): Promise<WeeklyTradeRow[]> {
  if (productIds.length === 0) return [];
  const rows = await queryRows<{ product_id: string; origin: string; week: string; price: string; buyers: string }>(
    db,
    sql`
      select d.product_id,
             coalesce(o.country_code, d.origin) as origin,
             to_char(date_trunc('week', d.made_at at time zone 'UTC'), 'YYYY-MM-DD') as week,
             sum(d.price * d.quantity) / nullif(sum(d.quantity), 0) as price,
             count(distinct d.buyer_id) as buyers
        from (${dealsInWindow(productIds, from, to)}) d
        left join ${productOrigins} o
          on o.product_id = d.product_id
         and (lower(o.country_name) = lower(d.origin) or o.country_code = upper(d.origin))
       group by 1, 2, 3`,
  );
  return rows
    .filter((row) => row.price !== null)
    .map((row) => ({
      productId: row.product_id,
      origin: row.origin,
      week: row.week,
      pricePerMT: Math.round(Number(row.price) * 100) / 100,
      buyers: Number(row.buyers),
    }));
}
