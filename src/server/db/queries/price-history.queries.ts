import { and, asc, desc, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { productPriceHistory, users } from '../schema/index.ts';

export type PriceHistoryRow = typeof productPriceHistory.$inferSelect;
export type NewPriceHistoryRow = typeof productPriceHistory.$inferInsert;

/** Records prices as set now (or at `recordedAt`), one row per origin. */
export async function insertPriceHistory(db: Db, rows: NewPriceHistoryRow[]): Promise<void> {
  if (rows.length === 0) return;
  await db.insert(productPriceHistory).values(rows);
}

export async function countPriceHistory(db: Db): Promise<number> {
  const [row] = await db.select({ n: sql<number>`count(*)`.mapWith(Number) }).from(productPriceHistory);
  return row?.n ?? 0;
}

/** Recent price changes of a product with who made them, newest first. */
export const priceHistoryWithActors = (db: Db, productId: string, limit: number) =>
  db
    .select({
      countryCode: productPriceHistory.countryCode,
      countryName: productPriceHistory.countryName,
      pricePerMT: productPriceHistory.pricePerMT,
      recordedAt: productPriceHistory.recordedAt,
      actorName: users.fullName,
    })
    .from(productPriceHistory)
    .leftJoin(users, eq(users.id, productPriceHistory.actorId))
    .where(eq(productPriceHistory.productId, productId))
    .orderBy(desc(productPriceHistory.recordedAt))
    .limit(limit);

/**
 * The prices that make up a window for some products: every change recorded inside
 * [from, to), plus the last one before `from` of each product and origin (the price in
 * effect when the window opens). Oldest first.
 */
export async function pricesForWindow(db: Db, productIds: string[], from: Date, to: Date): Promise<PriceHistoryRow[]> {
  if (productIds.length === 0) return [];
  const h = productPriceHistory;
  const inside = db
    .select()
    .from(h)
    .where(and(inArray(h.productId, productIds), gte(h.recordedAt, from), lt(h.recordedAt, to)))
    .orderBy(asc(h.recordedAt));
  const before = db
    .selectDistinctOn([h.productId, h.countryCode])
    .from(h)
    .where(and(inArray(h.productId, productIds), lt(h.recordedAt, from)))
    .orderBy(h.productId, h.countryCode, desc(h.recordedAt));
  const [opening, changes] = await Promise.all([before, inside]);
  return [...opening, ...changes];
}
