import { existsSync, statSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { countProducts, countSellers } from '../../../src/server/db/queries/products.queries.ts';
import { CATALOGUE } from '../../../src/server/db/seed/catalogue.ts';
import { seedCatalogue } from '../../../src/server/db/seed/index.ts';
import { FOCUS_CATEGORIES } from '../../../src/shared/common/enums.ts';
import { type Product, smallImage } from '../../../src/shared/products/products.ts';
import { testAppSuite } from '../support/app-suite.ts';
import type { TestApp } from '../support/helper.ts';

const PUBLIC = fileURLToPath(new URL('../../../public', import.meta.url));
const publicFile = (src: string) => `${PUBLIC}${src}`;

/** Producing countries of West and Central Africa the trading house sources from. */
const WEST_CENTRAL_AFRICA = ['NG', 'BJ', 'TG', 'CM', 'ML', 'GH', 'CI', 'BF', 'SN', 'NE'];

describe('the demo catalogue', () => {
  let app: TestApp;
  let products: Product[];

  testAppSuite(async (built) => {
    app = built;
    const res = await app.inject({ method: 'GET', url: '/api/product' });
    expect(res.statusCode).toBe(200);
    products = res.json().data;
  });

  it('lists at least 24 products across all three focus categories', () => {
    expect(products.length).toBeGreaterThanOrEqual(24);
    expect(products).toHaveLength(CATALOGUE.length);
    expect(new Set(products.map((p) => p.category))).toEqual(new Set(FOCUS_CATEGORIES));
    for (const category of FOCUS_CATEGORIES) {
      expect(products.filter((p) => p.category === category).length, category).toBeGreaterThanOrEqual(6);
    }
  });

  it('answers every docs/product/data.md product field with the right type', () => {
    for (const p of products) {
      expect(p, p.productName).toMatchObject({
        id: expect.stringMatching(/^[0-9a-f-]{36}$/),
        productName: expect.any(String),
        productDescription: expect.any(String),
        currency: 'USD',
        minPricePerUnit: expect.any(Number),
        maxPricePerUnit: expect.any(Number),
        minOrdersAllowed: expect.any(Number),
        supplyCapacity: expect.any(Number),
        minDuration: expect.any(Number),
        maxDuration: expect.any(Number),
        subCategory: expect.any(String),
        productSpecification: expect.any(Object),
        CountryTraded: expect.any(Array),
        productImages: expect.any(Array),
      });
      for (const origin of p.CountryTraded) {
        expect(origin).toMatchObject({ countryName: expect.any(String), price: expect.any(Number) });
      }
      for (const image of p.productImages) {
        expect(image).toMatchObject({
          image: expect.stringMatching(/^\/images\/products\/.+\.webp$/),
          isMain: expect.any(Boolean),
        });
      }
    }
  });

  it('gives every product a real description, sub-category, positive quantities and consistent ranges', () => {
    for (const p of products) {
      const sentences = p.productDescription.split(/(?<=\.)\s+/);
      expect(sentences.length, p.productName).toBeGreaterThanOrEqual(2);
      expect(sentences.length, p.productName).toBeLessThanOrEqual(4);
      expect(p.subCategory.length).toBeGreaterThan(2);
      expect(p.minPricePerUnit).toBeGreaterThan(0);
      expect(p.minPricePerUnit).toBeLessThanOrEqual(p.maxPricePerUnit);
      expect(p.minDuration).toBeGreaterThan(0);
      expect(p.minDuration).toBeLessThanOrEqual(p.maxDuration);
      expect(p.minOrdersAllowed).toBeGreaterThan(0);
      expect(p.supplyCapacity).toBeGreaterThanOrEqual(p.minOrdersAllowed);
    }
  });

  it('keeps the specification map non-empty and in the editor order, most important first', () => {
    for (const p of products) {
      const entry = CATALOGUE.find((e) => e.productName === p.productName);
      expect(entry, p.productName).toBeDefined();
      expect(Object.keys(p.productSpecification).length).toBeGreaterThan(0);
      expect(Object.keys(p.productSpecification)).toEqual(Object.keys(entry!.productSpecification));
      for (const value of Object.values(p.productSpecification)) expect(value.trim()).not.toBe('');
    }
  });

  it('prices each product from 1 to 4 origin countries, every price inside the product range', () => {
    for (const p of products) {
      expect(p.CountryTraded.length, p.productName).toBeGreaterThanOrEqual(1);
      expect(p.CountryTraded.length, p.productName).toBeLessThanOrEqual(4);
      expect(new Set(p.CountryTraded.map((c) => c.countryName)).size).toBe(p.CountryTraded.length);
      for (const origin of p.CountryTraded) {
        expect(WEST_CENTRAL_AFRICA).toContain(origin.countryCode);
        expect(origin.countryName.length).toBeGreaterThan(2);
        expect(origin.price, `${p.productName} from ${origin.countryName}`).toBeGreaterThanOrEqual(p.minPricePerUnit);
        expect(origin.price, `${p.productName} from ${origin.countryName}`).toBeLessThanOrEqual(p.maxPricePerUnit);
      }
    }
  });

  it('shows 2 to 5 images per product with alt text, exactly one of them main', () => {
    for (const p of products) {
      expect(p.productImages.length, p.productName).toBeGreaterThanOrEqual(2);
      expect(p.productImages.length, p.productName).toBeLessThanOrEqual(5);
      expect(
        p.productImages.filter((image) => image.isMain),
        p.productName,
      ).toHaveLength(1);
      expect(p.productImages[0]!.isMain).toBe(true);
      for (const image of p.productImages) expect(image.alt.length).toBeGreaterThan(10);
    }
  });

  it('ships every image in the repository at both sizes, within the byte budgets', async () => {
    const images = products.flatMap((p) => p.productImages.map((image) => image.image));
    expect(new Set(images).size).toBe(images.length);
    for (const src of images) {
      for (const [file, width, height, budget] of [
        [publicFile(src), 800, 600, 60 * 1024],
        [publicFile(smallImage(src)), 400, 300, 20 * 1024],
      ] as const) {
        expect(existsSync(file), file).toBe(true);
        expect(statSync(file).size, file).toBeLessThanOrEqual(budget);
        const meta = await sharp(file).metadata();
        expect([meta.format, meta.width, meta.height], file).toEqual(['webp', width, height]);
      }
    }
  });

  it('answers one product by id with the same data as the list', async () => {
    const first = products[0]!;
    const res = await app.inject({ method: 'GET', url: `/api/product/${first.id}` });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual(first);
  });

  it('has about a dozen distinct suppliers, counted as sellers', async () => {
    const sellers = await countSellers(app.db);
    expect(sellers).toBeGreaterThanOrEqual(10);
    expect(sellers).toBeLessThanOrEqual(15);
  });

  it('does not seed a second time', async () => {
    const before = await countProducts(app.db);
    expect(await seedCatalogue(app.db)).toEqual({ seeded: false, products: 0 });
    expect(await countProducts(app.db)).toBe(before);
    const res = await app.inject({ method: 'GET', url: '/api/product' });
    expect(res.json().data).toHaveLength(products.length);
  });
});

describe('seeding an empty database', () => {
  let app: TestApp;
  testAppSuite({ seed: false }, (built) => (app = built));

  it('loads the whole catalogue once and reports it', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/product' })).json().data).toEqual([]);
    expect(await seedCatalogue(app.db)).toEqual({ seeded: true, products: CATALOGUE.length });
    expect(await countProducts(app.db)).toBe(CATALOGUE.length);
    expect(await seedCatalogue(app.db)).toEqual({ seeded: false, products: 0 });
    expect(await countProducts(app.db)).toBe(CATALOGUE.length);
  });
});
