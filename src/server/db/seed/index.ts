import { countries } from 'countries-list';
import type { Db } from '../client.ts';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import { countPriceHistory, insertPriceHistory } from '../queries/price-history.queries.ts';
import { countProducts } from '../queries/products.queries.ts';
import { productImages, productOrigins, products } from '../schema/index.ts';
import { CATALOGUE } from './catalogue.ts';
import { FRENCH_CATALOGUE } from './catalogue-fr.ts';
import { demoPriceHistory } from './price-history.ts';

function countryName(code: string): string {
  const country = countries[code as keyof typeof countries];
  if (!country) throw new Error(`Seed catalogue: unknown country code ${code}`);
  return country.name;
}

/**
 * Loads the demo catalogue into an empty database, with a year of price history so the
 * Market Intelligence page has figures on a fresh install. Once products exist it adds
 * nothing, except the demo price history to a catalogue seeded before there was one.
 */
export async function seedCatalogue(db: Db, now = new Date()): Promise<{ seeded: boolean; products: number }> {
  if ((await countProducts(db)) > 0) {
    await seedDemoPriceHistory(db, now);
    return { seeded: false, products: 0 };
  }
  await db.transaction(async (tx) => {
    for (const [index, entry] of CATALOGUE.entries()) {
      const [row] = await tx
        .insert(products)
        .values({
          slug: entry.slug,
          productName: entry.productName,
          productDescription: entry.productDescription,
          productNameFr: FRENCH_CATALOGUE[entry.slug]?.name ?? null,
          productDescriptionFr: FRENCH_CATALOGUE[entry.slug]?.description ?? null,
          category: entry.category,
          subCategory: entry.subCategory,
          commodity: entry.commodity ?? null,
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
    await seedDemoPriceHistory(tx, now);
  });
  return { seeded: true, products: CATALOGUE.length };
}

/**
 * A year of demo price history for the demo products, ending at their current prices, when
 * no price was ever recorded; their market families are set where none is.
 */
async function seedDemoPriceHistory(db: Db, now: Date): Promise<void> {
  if ((await countPriceHistory(db)) > 0) return;
  const bySlug = new Map(CATALOGUE.map((entry) => [entry.slug, entry]));
  const rows = await db
    .select({ id: products.id, slug: products.slug })
    .from(products)
    .where(inArray(products.slug, [...bySlug.keys()]));
  if (rows.length === 0) return;
  const origins = await db
    .select()
    .from(productOrigins)
    .where(
      inArray(
        productOrigins.productId,
        rows.map((row) => row.id),
      ),
    );
  await db.transaction(async (tx) => {
    for (const row of rows) {
      const entry = bySlug.get(row.slug);
      if (!entry) continue;
      const current = origins.filter((origin) => origin.productId === row.id);
      const history = demoPriceHistory(
        {
          slug: row.slug,
          origins: current.map(({ countryCode, pricePerMT }) => ({ countryCode, pricePerMT })),
        },
        row.id,
        (code) => current.find((origin) => origin.countryCode === code)?.countryName ?? countryName(code),
        now,
      );
      await insertPriceHistory(tx, history);
      if (entry.commodity) {
        await tx
          .update(products)
          .set({ commodity: entry.commodity })
          .where(and(eq(products.id, row.id), isNull(products.commodity)));
      }
    }
  });
}
