import type { Product } from '../../shared/products/products.ts';
import type { Db } from '../db/client.ts';
import type { ProductOriginRow } from '../db/queries/products.staff.queries.ts';
import {
  findPublishedProductRow,
  imagesOf,
  listPublishedProductRows,
  originsOf,
  type ProductRow,
} from '../db/queries/products.queries.ts';
import { refused } from '../http/api-error.ts';

/** The price range, minimum order, supply and durations a product is offered on. */
export const tradingTerms = (row: ProductRow) => ({
  minPricePerUnit: row.minPricePerUnit,
  maxPricePerUnit: row.maxPricePerUnit,
  minOrdersAllowed: row.minOrdersAllowed,
  supplyCapacity: row.supplyCapacity,
  minDuration: row.minDuration,
  maxDuration: row.maxDuration,
});

/** A product's own fields as buyers read them; the console's view of a product starts from them too. */
export const listingFields = (row: ProductRow) => ({
  id: row.id,
  productName: row.productName,
  productDescription: row.productDescription,
  productNameFr: row.productNameFr,
  productDescriptionFr: row.productDescriptionFr,
  category: row.category,
  subCategory: row.subCategory,
  currency: row.currency,
  ...tradingTerms(row),
  productSpecification: row.productSpecification,
});

/** The `CountryTraded` list: each origin with its price per MT. */
export const countriesTraded = (origins: Pick<ProductOriginRow, 'countryName' | 'countryCode' | 'pricePerMT'>[]) =>
  origins.map(({ countryName, countryCode, pricePerMT }) => ({ countryName, countryCode, price: pricePerMT }));

async function withDetails(db: Db, rows: ProductRow[]): Promise<Product[]> {
  const ids = rows.map((row) => row.id);
  const [images, origins] = await Promise.all([imagesOf(db, ids), originsOf(db, ids)]);
  return rows.map((row) => ({
    ...listingFields(row),
    CountryTraded: countriesTraded(origins.filter((origin) => origin.productId === row.id)),
    productImages: images
      .filter((image) => image.productId === row.id)
      .map(({ image, alt, isMain, width, height }) => ({ image, alt, isMain, width, height })),
  }));
}

/**
 * Every published product with its origins and images, straight from the database. The
 * public API answers from plugins/public-catalogue.ts, which keeps this in memory.
 */
export async function listProducts(db: Db): Promise<Product[]> {
  return withDetails(db, await listPublishedProductRows(db));
}

/** A published product; an unpublished or unknown one answers 404. */
export async function getProduct(db: Db, id: string): Promise<Product> {
  const row = await findPublishedProductRow(db, id);
  if (!row) throw refused('product_not_found');
  const [product] = await withDetails(db, [row]);
  if (!product) throw refused('product_not_found');
  return product;
}
