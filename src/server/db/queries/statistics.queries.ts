import { count, countDistinct, eq, inArray, sql } from 'drizzle-orm';
import type { OrderStatus } from '../../../shared/common/enums.ts';
import type { Db } from '../client.ts';
import { orders, products, users } from '../schema/index.ts';

/** Listed products, the distinct suppliers behind them, and buyer accounts. */
export async function marketplaceCounts(db: Db) {
  const [catalogue] = await db
    .select({ products: count(), sellers: countDistinct(products.supplier) })
    .from(products)
    .where(eq(products.published, true));
  const [buyers] = await db.select({ n: count() }).from(users).where(eq(users.type, 'buyer'));
  return { products: catalogue?.products ?? 0, sellers: catalogue?.sellers ?? 0, buyers: buyers?.n ?? 0 };
}

/**
 * Aggregates over the orders in the given statuses: distinct products (by catalogue id, or by
 * name when the product left the catalogue), tonnes ordered, distinct suppliers of those
 * products and distinct buying accounts.
 */
export async function orderVolume(db: Db, statuses: readonly OrderStatus[]) {
  const [row] = await db
    .select({
      products: countDistinct(sql`coalesce(${orders.productId}::text, ${orders.productName})`),
      tonnes: sql<string | number | null>`coalesce(sum(${orders.quantityOrdered}), 0)`,
      suppliers: countDistinct(products.supplier),
      buyers: countDistinct(orders.buyerId),
    })
    .from(orders)
    .leftJoin(products, eq(products.id, orders.productId))
    .where(inArray(orders.status, [...statuses]));
  return {
    products: row?.products ?? 0,
    // numeric sums come back as strings from PostgreSQL.
    tonnes: Number(row?.tonnes ?? 0),
    suppliers: row?.suppliers ?? 0,
    buyers: row?.buyers ?? 0,
  };
}
