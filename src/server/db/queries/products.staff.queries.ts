import { and, asc, desc, eq, ilike, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { FocusCategory } from '../../../shared/common/enums.ts';
import type { Db } from '../client.ts';
import { productImages, productOrigins, products } from '../schema/index.ts';
import { containing, countRows, insertOne } from './rows.ts';

export type ProductImageRow = typeof productImages.$inferSelect;
export type ProductOriginRow = typeof productOrigins.$inferSelect;
export type NewProductRow = typeof products.$inferInsert;

export interface StaffProductFilter {
  q?: string | undefined;
  published?: boolean | undefined;
  category?: FocusCategory | undefined;
}

function where(filter: StaffProductFilter): SQL | undefined {
  const q = filter.q?.trim();
  return and(
    q
      ? or(
          ilike(products.productName, containing(q)),
          ilike(products.subCategory, containing(q)),
          ilike(products.supplier, containing(q)),
        )
      : undefined,
    filter.published === undefined ? undefined : eq(products.published, filter.published),
    filter.category ? eq(products.category, filter.category) : undefined,
  );
}

/** Every product, published or not, most recently changed first. */
export const listProductsForStaff = (db: Db, filter: StaffProductFilter, limit: number, offset: number) =>
  db
    .select()
    .from(products)
    .where(where(filter))
    .orderBy(desc(products.updatedAt), asc(products.productName))
    .limit(limit)
    .offset(offset);

export const countProductsForStaff = (db: Db, filter: StaffProductFilter): Promise<number> =>
  countRows(db, products, where(filter));

/** The product row, locked until the transaction ends so concurrent edits apply one after the other. */
export async function lockProduct(tx: Db, id: string) {
  const [row] = await tx.select().from(products).where(eq(products.id, id)).for('update');
  return row;
}

export const insertProduct = (tx: Db, values: NewProductRow) => insertOne(tx, products, values);

export async function updateProduct(tx: Db, id: string, values: Partial<NewProductRow>) {
  const [row] = await tx
    .update(products)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(products.id, id))
    .returning();
  if (!row) throw new Error('product update returned nothing');
  return row;
}

/** Marks the product changed (its images changed), for the list's order and caches. */
export const touchProduct = (tx: Db, id: string) =>
  tx
    .update(products)
    .set({ updatedAt: sql`now()` })
    .where(eq(products.id, id));

export const insertOrigins = (tx: Db, rows: (typeof productOrigins.$inferInsert)[]) =>
  rows.length === 0
    ? Promise.resolve()
    : tx
        .insert(productOrigins)
        .values(rows)
        .then(() => undefined);

export const deleteOrigins = (tx: Db, ids: string[]) =>
  ids.length === 0
    ? Promise.resolve()
    : tx
        .delete(productOrigins)
        .where(inArray(productOrigins.id, ids))
        .then(() => undefined);

export const setOriginPrice = (tx: Db, id: string, pricePerMT: number) =>
  tx.update(productOrigins).set({ pricePerMT }).where(eq(productOrigins.id, id));

export const insertImage = (tx: Db, values: typeof productImages.$inferInsert) => insertOne(tx, productImages, values);

export const updateImage = (tx: Db, id: string, values: Partial<typeof productImages.$inferInsert>) =>
  tx.update(productImages).set(values).where(eq(productImages.id, id));

export const deleteImage = (tx: Db, id: string) => tx.delete(productImages).where(eq(productImages.id, id));
