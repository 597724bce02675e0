import { boolean, index, integer, json, numeric, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { idColumn, timestamptz, belongsTo, refNullOnDelete } from './columns.ts';
import { users } from './users.table.ts';

export const products = pgTable('products', {
  id: idColumn(),
  slug: text('slug').notNull().unique(),
  productName: text('product_name').notNull(),
  productDescription: text('product_description').notNull(),
  /** French name and description (issue 27), shown to French readers; null: the English ones. */
  productNameFr: text('product_name_fr'),
  productDescriptionFr: text('product_description_fr'),
  category: text('category').notNull(),
  subCategory: text('sub_category').notNull(),
  supplier: text('supplier').notNull(),
  currency: text('currency').notNull().default('USD'),
  minPricePerUnit: numeric('min_price_per_unit', { precision: 14, scale: 2, mode: 'number' }).notNull(),
  maxPricePerUnit: numeric('max_price_per_unit', { precision: 14, scale: 2, mode: 'number' }).notNull(),
  /** Metric tonnes. */
  minOrdersAllowed: numeric('min_orders_allowed', { precision: 12, scale: 3, mode: 'number' }).notNull(),
  /** Metric tonnes per month. */
  supplyCapacity: numeric('supply_capacity', { precision: 12, scale: 3, mode: 'number' }).notNull(),
  /** Lead time in days. */
  minDuration: integer('min_duration').notNull(),
  maxDuration: integer('max_duration').notNull(),
  /** Ordered key-value map; `json` (not jsonb) keeps the editor's key order. */
  productSpecification: json('product_specification').$type<Record<string, string>>().notNull(),
  /** Unpublished products are hidden from buyers; orders and inquiries naming them still show them. */
  published: boolean('published').notNull().default(true),
  /** The market-intelligence family the product's prices count towards (shared/market.ts), if any. */
  commodity: text('commodity'),
  createdAt: timestamptz('created_at').notNull().defaultNow(),
  updatedAt: timestamptz('updated_at').notNull().defaultNow(),
});

/** An origin country and its price per MT, as listed and as remembered in the price history. */
const originPriceColumns = () => ({
  countryCode: text('country_code').notNull(),
  countryName: text('country_name').notNull(),
  pricePerMT: numeric('price_per_mt', { precision: 14, scale: 2, mode: 'number' }).notNull(),
});

export const productImages = pgTable(
  'product_images',
  {
    id: idColumn(),
    productId: belongsTo('product_id', () => products.id),
    /** Public path of the 800 px WebP; the 400 px copy sits beside it (shared/products/products.ts). */
    image: text('image').notNull(),
    alt: text('alt').notNull(),
    isMain: boolean('is_main').notNull().default(false),
    position: integer('position').notNull(),
    width: integer('width').notNull().default(800),
    height: integer('height').notNull().default(600),
    /** Key of the uploaded picture in the file storage (products/{key}.webp...); null for the bundled demo pictures. */
    storageKey: text('storage_key'),
  },
  (t) => [index('product_images_product_idx').on(t.productId, t.position)],
);

/** The countries a product is traded from, each with its own price per MT. */
export const productOrigins = pgTable(
  'product_origins',
  {
    id: idColumn(),
    productId: belongsTo('product_id', () => products.id),
    ...originPriceColumns(),
  },
  (t) => [uniqueIndex('product_origins_product_country_idx').on(t.productId, t.countryName)],
);

/**
 * Every price an origin has been listed at, from when: one row per change (and the first
 * price). Market intelligence reads the catalogue's price over time from here.
 */
export const productPriceHistory = pgTable(
  'product_price_history',
  {
    id: idColumn(),
    productId: belongsTo('product_id', () => products.id),
    ...originPriceColumns(),
    /** Who set the price; null for the demo history and seed. */
    actorId: refNullOnDelete('actor_id', () => users.id),
    recordedAt: timestamptz('recorded_at').notNull().defaultNow(),
  },
  (t) => [index('product_price_history_product_idx').on(t.productId, t.countryCode, t.recordedAt)],
);
