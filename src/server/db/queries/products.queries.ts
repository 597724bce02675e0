import { and, asc, countDistinct, eq, inArray } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { productImages, productOrigins, products } from '../schema/index.ts';
import { countRows, findOne } from './rows.ts';

/** The products buyers see: published ones, in the catalogue's order. */
export const listPublishedProductRows = (db: Db) =>
  db.select().from(products).where(eq(products.published, true)).orderBy(asc(products.createdAt), asc(products.slug));

export type ProductRow = typeof products.$inferSelect;

/** Any product, published or not: orders and inquiries that name it still show it. */
export const findProductRow = (db: Db, id: string): Promise<ProductRow | undefined> =>
  findOne(db, products, eq(products.id, id));

/** A product buyers may see and order: published only. */
export const findPublishedProductRow = (db: Db, id: string): Promise<ProductRow | undefined> =>
  findOne(db, products, and(eq(products.id, id), eq(products.published, true)));

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
export const countProducts = (db: Db): Promise<number> => countRows(db, products);

export async function countSellers(db: Db): Promise<number> {
  const [row] = await db.select({ n: countDistinct(products.supplier) }).from(products);
  return row?.n ?? 0;
}

/** The French name of the product an order, inquiry or quote names; null when none or the product is gone. */
export async function productNameFrOf(db: Db, id: string | null): Promise<string | null> {
  if (!id) return null;
  const [row] = await db.select({ name: products.productNameFr }).from(products).where(eq(products.id, id));
  return row?.name ?? null;
}
