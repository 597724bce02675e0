import type { Db } from '../../../src/server/db/client.ts';
import { products } from '../../../src/server/db/schema/index.ts';

// A product as an admin writes it (POST /api/staff/products), shared by the catalogue tests.

/** A valid new product: two origins, two specification rows; `change` replaces any field. */
export function newProduct(change: Record<string, unknown> = {}) {
  return {
    productName: 'Dried Hibiscus (Test Lot)',
    productDescription: 'Sun-dried calyces, hand-sorted, for tea blenders.',
    category: 'Agro-Commodities',
    subCategory: 'Spices & Herbs',
    commodity: null,
    supplier: 'Kano Growers Union',
    minPricePerUnit: 1500,
    maxPricePerUnit: 2000,
    minOrdersAllowed: 10,
    supplyCapacity: 300,
    minDuration: 10,
    maxDuration: 30,
    productSpecification: [
      { key: 'Moisture', value: '12% max' },
      { key: 'Colour', value: 'Deep red' },
    ],
    origins: [
      { countryCode: 'NG', pricePerMT: 1600 },
      { countryCode: 'SN', pricePerMT: 1850 },
    ],
    ...change,
  };
}

/**
 * A product written straight to the database, behind the app's back (no origins, no events):
 * for tests of what reads the catalogue. `change` replaces any column.
 */
export async function insertProduct(db: Db, change: Partial<typeof products.$inferInsert> = {}) {
  const slug = `test-product-${Date.now()}-${Math.random().toString(36).slice(2)}`;
  const [row] = await db
    .insert(products)
    .values({
      slug,
      productName: `Test sesame ${slug}`,
      productDescription: 'Hulled sesame seeds.',
      category: 'Agro-Commodities',
      subCategory: 'Seeds',
      supplier: 'Test Cooperative',
      minPricePerUnit: 1000,
      maxPricePerUnit: 1200,
      minOrdersAllowed: 10,
      supplyCapacity: 300,
      minDuration: 10,
      maxDuration: 20,
      productSpecification: {},
      ...change,
    })
    .returning();
  if (!row) throw new Error('product not created');
  return row;
}
