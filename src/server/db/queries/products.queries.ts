import { asc, count, countDistinct, eq, inArray } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { productImages, productOrigins, products } from '../schema/index.ts';

export const listProductRows = (db: Db) => db.select().from(products).orderBy(asc(products.createdAt), asc(products.slug));

export async function findProductRow(db: Db, id: string) {
  const [row] = await db.select().from(products).where(eq(products.id, id)).limit(1);
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

export async function countProducts(db: Db): Promise<number> {
  const [row] = await db.select({ n: count() }).from(products);
  return row?.n ?? 0;
}

export async function countSellers(db: Db): Promise<number> {
  const [row] = await db.select({ n: countDistinct(products.supplier) }).from(products);
  return row?.n ?? 0;
}
