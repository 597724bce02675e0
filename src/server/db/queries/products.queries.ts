import { and, asc, count, countDistinct, eq, inArray } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { productImages, productOrigins, products } from '../schema/index.ts';

/** The products buyers see: published ones, in the catalogue's order. */
export const listPublishedProductRows = (db: Db) =>
  db.select().from(products).where(eq(products.published, true)).orderBy(asc(products.createdAt), asc(products.slug));

export type ProductRow = typeof products.$inferSelect;

/** Any product, published or not: orders and inquiries that name it still show it. */
export async function findProductRow(db: Db, id: string): Promise<ProductRow | undefined> {
  const [row] = await db.select().from(products).where(eq(products.id, id)).limit(1);
  return row;
}

/** A product buyers may see and order: published only. */
export async function findPublishedProductRow(db: Db, id: string): Promise<ProductRow | undefined> {
  const [row] = await db
    .select()
    .from(products)
    .where(and(eq(products.id, id), eq(products.published, true)))
    .limit(1);
  return row;
}

export const imagesOf = (db: Db, productIds: string[]) =>
  productIds.length === 0
    ? Promise.resolve([])
    : db
        .select()
        .from(productImages)
        .where(inArray(productImages.productId, productIds))
        .orderBy(asc(productImages.position));

export const originsOf = (db: Db, productIds: string[]) =>
  productIds.length === 0
    ? Promise.resolve([])
    : db
        .select()
        .from(productOrigins)
        .where(inArray(productOrigins.productId, productIds))
        .orderBy(asc(productOrigins.pricePerMT), asc(productOrigins.countryName));

/** Every product, published or not (the seed checks whether a catalogue exists at all). */
export async function countProducts(db: Db): Promise<number> {
  const [row] = await db.select({ n: count() }).from(products);
  return row?.n ?? 0;
}

export async function countSellers(db: Db): Promise<number> {
  const [row] = await db.select({ n: countDistinct(products.supplier) }).from(products);
  return row?.n ?? 0;
}
