import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { notifications, priceAlerts, productOrigins, products, savedSearches, users } from '../schema/index.ts';
import { insertOne } from './rows.ts';

export type PriceAlertRow = typeof priceAlerts.$inferSelect;
export type SavedSearchRow = typeof savedSearches.$inferSelect;

/**
 * Locks the buyer's account row for the rest of the transaction, so that two requests adding
 * an alert or a search at once count one after the other (the cap holds under a race).
 */
export async function lockBuyerLists(db: Db, buyerId: string) {
  await db.select({ id: users.id }).from(users).where(eq(users.id, buyerId)).for('update');
}

export async function countPriceAlerts(db: Db, buyerId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(priceAlerts).where(eq(priceAlerts.buyerId, buyerId));
  return row?.n ?? 0;
}

export async function countSavedSearches(db: Db, buyerId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(savedSearches).where(eq(savedSearches.buyerId, buyerId));
  return row?.n ?? 0;
}

export const insertPriceAlert = (db: Db, values: typeof priceAlerts.$inferInsert) => insertOne(db, priceAlerts, values);

/** A buyer's alerts, newest first, with the product's name and the origin's price now (null if no longer listed). */
export function alertsOfBuyer(db: Db, buyerId: string, id?: string) {
  return db
    .select({
      alert: priceAlerts,
      productName: products.productName,
      productNameFr: products.productNameFr,
      currentPricePerMT: productOrigins.pricePerMT,
    })
    .from(priceAlerts)
    .innerJoin(products, eq(products.id, priceAlerts.productId))
    .leftJoin(
      productOrigins,
      and(
        eq(productOrigins.productId, priceAlerts.productId),
        sql`lower(${productOrigins.countryName}) = lower(${priceAlerts.countryOfOrigin})`,
      ),
    )
    .where(and(eq(priceAlerts.buyerId, buyerId), id ? eq(priceAlerts.id, id) : undefined))
    .orderBy(desc(priceAlerts.createdAt), desc(priceAlerts.id));
}

export async function deletePriceAlert(db: Db, buyerId: string, id: string): Promise<boolean> {
  const gone = await db
    .delete(priceAlerts)
    .where(and(eq(priceAlerts.id, id), eq(priceAlerts.buyerId, buyerId)))
    .returning({ id: priceAlerts.id });
  return gone.length > 0;
}

/** The alerts on one origin of a product, locked for the price change's transaction. */
export function lockAlertsOn(db: Db, productId: string, countryName: string) {
  return db
    .select()
    .from(priceAlerts)
    .where(
      and(eq(priceAlerts.productId, productId), sql`lower(${priceAlerts.countryOfOrigin}) = lower(${countryName})`),
    )
    .for('update');
}

export async function setAlertTriggered(db: Db, id: string, at: Date | null) {
  await db.update(priceAlerts).set({ triggeredAt: at }).where(eq(priceAlerts.id, id));
}

export const insertSavedSearch = (db: Db, values: typeof savedSearches.$inferInsert) =>
  insertOne(db, savedSearches, values);

export const savedSearchesOfBuyer = (db: Db, buyerId: string) =>
  db
    .select()
    .from(savedSearches)
    .where(eq(savedSearches.buyerId, buyerId))
    .orderBy(desc(savedSearches.createdAt), desc(savedSearches.id));

export async function deleteSavedSearch(db: Db, buyerId: string, id: string): Promise<boolean> {
  const gone = await db
    .delete(savedSearches)
    .where(and(eq(savedSearches.id, id), eq(savedSearches.buyerId, buyerId)))
    .returning({ id: savedSearches.id });
  return gone.length > 0;
}

/** Every saved search: a new product is matched against them all (the rule runs in code, shared with the browse page). */
export const allSavedSearches = (db: Db) => db.select().from(savedSearches);

/** Whether the buyer was ever told about this group (read or not). */
export async function wasNotified(db: Db, buyerId: string, groupKey: string): Promise<boolean> {
  const [row] = await db
    .select({ id: notifications.id })
    .from(notifications)
    .where(and(eq(notifications.buyerId, buyerId), eq(notifications.groupKey, groupKey)))
    .limit(1);
  return Boolean(row);
}
