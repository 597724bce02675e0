import type { Product } from '../../shared/product.ts';
import type { Db } from '../db/client.ts';
import { findProductRow, imagesOf, listProductRows, originsOf } from '../db/queries/products.queries.ts';
import { notFound } from '../http/api-error.ts';

type ProductRow = Awaited<ReturnType<typeof listProductRows>>[number];

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
      .map(({ image, alt, isMain }) => ({ image, alt, isMain })),
  }));
}

/**
 * The catalogue changes rarely (seed and back-office edits) but is read on every home and
 * browse visit, so the list is kept in memory for a short while per database.
 */
const CATALOGUE_TTL_MS = 30_000;
const catalogueCache = new WeakMap<Db, { at: number; products: Promise<Product[]> }>();

export function listProducts(db: Db): Promise<Product[]> {
  const hit = catalogueCache.get(db);
  if (hit && Date.now() - hit.at < CATALOGUE_TTL_MS) return hit.products;
  const products = listProductRows(db).then((rows) => withDetails(db, rows));
  catalogueCache.set(db, { at: Date.now(), products });
  // A failed load must not be served from the cache.
  products.catch(() => catalogueCache.delete(db));
  return products;
}

export async function getProduct(db: Db, id: string): Promise<Product> {
  const row = await findProductRow(db, id);
  if (!row) throw notFound('Product');
  const [product] = await withDetails(db, [row]);
  if (!product) throw notFound('Product');
  return product;
}
