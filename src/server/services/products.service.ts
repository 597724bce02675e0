import type { Product } from '../../shared/product.ts';
import type { Db } from '../db/client.ts';
import {
  findPublishedProductRow,
  imagesOf,
  listPublishedProductRows,
  originsOf,
  type ProductRow,
} from '../db/queries/products.queries.ts';
import { notFound } from '../http/api-error.ts';

async function withDetails(db: Db, rows: ProductRow[]): Promise<Product[]> {
  const ids = rows.map((row) => row.id);
  const [images, origins] = await Promise.all([imagesOf(db, ids), originsOf(db, ids)]);
  return rows.map((row) => ({
    id: row.id,
    productName: row.productName,
    productDescription: row.productDescription,
    category: row.category,
    subCategory: row.subCategory,
    currency: row.currency,
    minPricePerUnit: row.minPricePerUnit,
    maxPricePerUnit: row.maxPricePerUnit,
    minOrdersAllowed: row.minOrdersAllowed,
    supplyCapacity: row.supplyCapacity,
    minDuration: row.minDuration,
    maxDuration: row.maxDuration,
    productSpecification: row.productSpecification,
    CountryTraded: origins
      .filter((origin) => origin.productId === row.id)
      .map(({ countryName, countryCode, pricePerMT }) => ({ countryName, countryCode, price: pricePerMT })),
    productImages: images
      .filter((image) => image.productId === row.id)
      .map(({ image, alt, isMain, width, height }) => ({ image, alt, isMain, width, height })),
  }));
}

/**
 * The catalogue changes rarely (admins' edits) but is read on every home and browse visit,
 * so the list is kept in memory per database. Every change drops it on every process
 * (plugins/catalogue-events.ts); the time limit only bounds a change notice that was lost.
 */
const CATALOGUE_TTL_MS = 30_000;
const catalogueCache = new WeakMap<Db, { at: number; products: Promise<Product[]> }>();

export function listProducts(db: Db): Promise<Product[]> {
  const hit = catalogueCache.get(db);
  if (hit && Date.now() - hit.at < CATALOGUE_TTL_MS) return hit.products;
  const products = listPublishedProductRows(db).then((rows) => withDetails(db, rows));
  const entry = { at: Date.now(), products };
  catalogueCache.set(db, entry);
  // A failed load must not be served from the cache.
  products.catch(() => {
    if (catalogueCache.get(db) === entry) catalogueCache.delete(db);
  });
  return products;
}

/**
 * Drops the cached list; the next read loads the catalogue again. A load already under
 * way keeps answering the requests that wait for it, but is not kept.
 */
export function forgetProductList(db: Db): void {
  catalogueCache.delete(db);
}

/** A published product; an unpublished or unknown one answers 404. */
export async function getProduct(db: Db, id: string): Promise<Product> {
  const row = await findPublishedProductRow(db, id);
  if (!row) throw notFound('Product');
  const [product] = await withDetails(db, [row]);
  if (!product) throw notFound('Product');
  return product;
}
