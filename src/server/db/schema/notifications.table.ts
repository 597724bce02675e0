import { sql } from 'drizzle-orm';
import { boolean, index, jsonb, numeric, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import type { CatalogueSearch } from '../../../shared/products/catalogue-search.ts';
import { belongsTo, idColumn, timestamptz } from './columns.ts';
import { products } from './products.table.ts';
import { users } from './users.table.ts';

/**
 * What a buyer is told about (a quote, an order's move, a price alert...): the bell's list,
 * written in the transaction of the change it tells about (services/notifications/notify.ts).
 * The title is stored in each language so the bell answers in the buyer's current one.
 */
export const notifications = pgTable(
  'notifications',
  {
    id: idColumn(),
    buyerId: belongsTo('buyer_id', () => users.id),
    /** One of NOTIFICATION_TYPES (src/shared/notifications/types.ts). */
    type: text('type').notNull(),
    titleEn: text('title_en').notNull(),
    titleFr: text('title_fr').notNull(),
    /** The hub page it opens, a path such as /order/details/{id}. */
    link: text('link').notNull(),
    /** Notifications about one thing (a conversation, an order) share it: push and mail come once per burst. */
    groupKey: text('group_key').notNull(),
    data: jsonb('data'),
    /** False when the buyer turned this type off in the bell: it still counts for push and mail. */
    inApp: boolean('in_app').notNull().default(true),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    readAt: timestamptz('read_at'),
  },
  (t) => [
    index('notifications_buyer_idx').on(t.buyerId, t.createdAt),
    index('notifications_unread_idx')
      .on(t.buyerId, t.groupKey)
      .where(sql`${t.readAt} is null`),
  ],
);

/** A buyer's choice of channels for one type; types without a row keep their defaults. */
export const notificationPreferences = pgTable(
  'notification_preferences',
  {
    buyerId: belongsTo('buyer_id', () => users.id),
    type: text('type').notNull(),
    inApp: boolean('in_app').notNull(),
    push: boolean('push').notNull(),
    email: boolean('email').notNull(),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.buyerId, t.type] })],
);

/**
 * One push or e-mail to come for a group of notifications. At most one waits per buyer,
 * channel and group, so a burst of notifications is one delivery; when it falls due the
 * dispatcher sends what is still unread then, or nothing.
 */
export const notificationDeliveries = pgTable(
  'notification_deliveries',
  {
    id: idColumn(),
    buyerId: belongsTo('buyer_id', () => users.id),
    channel: text('channel', { enum: ['push', 'email'] }).notNull(),
    groupKey: text('group_key').notNull(),
    dueAt: timestamptz('due_at').notNull(),
    /** pending, then sent (something went out) or skipped (all read, or nowhere to send). */
    status: text('status', { enum: ['pending', 'sent', 'skipped'] })
      .notNull()
      .default('pending'),
    doneAt: timestamptz('done_at'),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('notification_deliveries_pending_idx')
      .on(t.buyerId, t.channel, t.groupKey)
      .where(sql`${t.status} = 'pending'`),
    index('notification_deliveries_due_idx')
      .on(t.dueAt)
      .where(sql`${t.status} = 'pending'`),
    index('notification_deliveries_group_idx').on(t.buyerId, t.channel, t.groupKey, t.doneAt),
  ],
);

/** A device's web push subscription (its push service's endpoint and keys). */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: idColumn(),
    buyerId: belongsTo('buyer_id', () => users.id),
    endpoint: text('endpoint').notNull().unique(),
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (t) => [index('push_subscriptions_buyer_idx').on(t.buyerId)],
);

/**
 * "Tell me when this product from this origin is at or below this price." It fires once
 * each time the listed price comes down to it (triggeredAt set); a rise above re-arms it.
 */
export const priceAlerts = pgTable(
  'price_alerts',
  {
    id: idColumn(),
    buyerId: belongsTo('buyer_id', () => users.id),
    productId: belongsTo('product_id', () => products.id),
    /** The origin's country name, as the product lists it. */
    countryOfOrigin: text('country_of_origin').notNull(),
    maxPricePerMT: numeric('max_price_per_mt', { precision: 14, scale: 2, mode: 'number' }).notNull(),
    triggeredAt: timestamptz('triggered_at'),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('price_alerts_buyer_idx').on(t.buyerId, t.createdAt),
    index('price_alerts_product_idx').on(t.productId, t.countryOfOrigin),
  ],
);

/** A buyer's saved catalogue search (src/shared/products/catalogue-search.ts): a new product that matches is notified. */
export const savedSearches = pgTable(
  'saved_searches',
  {
    id: idColumn(),
    buyerId: belongsTo('buyer_id', () => users.id),
    name: text('name').notNull(),
    query: jsonb('query').$type<CatalogueSearch>().notNull(),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (t) => [index('saved_searches_buyer_idx').on(t.buyerId, t.createdAt)],
);
