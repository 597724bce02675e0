import {
  boolean,
  index,
  integer,
  json,
  numeric,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './users.table.ts';

export const products = pgTable('products', {
  id: uuid('id').primaryKey().defaultRandom(),
  slug: text('slug').notNull().unique(),
  productName: text('product_name').notNull(),
  productDescription: text('product_description').notNull(),
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
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const productImages = pgTable(
  'product_images',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    /** Public path of the 800 px WebP; the 400 px copy sits beside it (shared/product.ts). */
    image: text('image').notNull(),
    alt: text('alt').notNull(),
    isMain: boolean('is_main').notNull().default(false),
    position: integer('position').notNull(),
    width: integer('width').notNull().default(800),
    height: integer('height').notNull().default(600),
    /** Folder name under DATA_DIR/uploads for uploaded images; null for the bundled demo pictures. */
    storageKey: text('storage_key'),
  },
  (t) => [index('product_images_product_idx').on(t.productId, t.position)],
);

/** The countries a product is traded from, each with its own price per MT. */
export const productOrigins = pgTable(
  'product_origins',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    countryCode: text('country_code').notNull(),
    countryName: text('country_name').notNull(),
    pricePerMT: numeric('price_per_mt', { precision: 14, scale: 2, mode: 'number' }).notNull(),
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
    id: uuid('id').primaryKey().defaultRandom(),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    countryCode: text('country_code').notNull(),
    countryName: text('country_name').notNull(),
    pricePerMT: numeric('price_per_mt', { precision: 14, scale: 2, mode: 'number' }).notNull(),
    /** Who set the price; null for the demo history and seed. */
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    recordedAt: timestamp('recorded_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('product_price_history_product_idx').on(t.productId, t.countryCode, t.recordedAt)],
);
