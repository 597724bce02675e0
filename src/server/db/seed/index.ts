import { countries } from 'countries-list';
import type { Db } from '../client.ts';
import { countProducts } from '../queries/products.queries.ts';
import { productImages, productOrigins, products } from '../schema/index.ts';
import { CATALOGUE } from './catalogue.ts';

function countryName(code: string): string {
  const country = countries[code as keyof typeof countries];
  if (!country) throw new Error(`Seed catalogue: unknown country code ${code}`);
  return country.name;
}

/** Loads the demo catalogue into an empty database; does nothing once products exist. */
export async function seedCatalogue(db: Db): Promise<{ seeded: boolean; products: number }> {
  if ((await countProducts(db)) > 0) return { seeded: false, products: 0 };
  await db.transaction(async (tx) => {
    for (const [index, entry] of CATALOGUE.entries()) {
      const [row] = await tx
        .insert(products)
        .values({
          slug: entry.slug,
          productName: entry.productName,
          productDescription: entry.productDescription,
          category: entry.category,
          subCategory: entry.subCategory,
          supplier: entry.supplier,
          minPricePerUnit: entry.priceRange[0],
          maxPricePerUnit: entry.priceRange[1],
          minOrdersAllowed: entry.minOrdersAllowed,
          supplyCapacity: entry.supplyCapacity,
          minDuration: entry.leadTime[0],
          maxDuration: entry.leadTime[1],
          productSpecification: entry.productSpecification,
          // Keeps the catalogue in the editor's order.
          createdAt: new Date(Date.UTC(2025, 0, 1) + index * 60_000),
        })
        .returning({ id: products.id });
      if (!row) throw new Error(`Seed catalogue: could not insert ${entry.slug}`);
      await tx.insert(productImages).values(
        entry.images.map((image, position) => ({
          productId: row.id,
          image: image.src,
          alt: image.alt,
          isMain: position === 0,
          position,
        })),
      );
      await tx.insert(productOrigins).values(
        entry.origins.map((origin) => ({
          productId: row.id,
          countryCode: origin.countryCode,
          countryName: countryName(origin.countryCode),
          pricePerMT: origin.pricePerMT,
        })),
      );
    }
  });
  return { seeded: true, products: CATALOGUE.length };
}
