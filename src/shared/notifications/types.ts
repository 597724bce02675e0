// What a buyer can be told about, on which channels, and what they get unless they choose
// otherwise. Read by the server (which channels to use) and the hub's Settings (the table).

export const NOTIFICATION_TYPES = [
  'quote',
  'order-status',
  'receipt',
  'document',
  'shipment-milestone',
  'eta-change',
  'dispute-reply',
  'price-alert',
  'saved-search',
  'chat-reply',
] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

export const NOTIFICATION_CHANNELS = ['inApp', 'push', 'email'] as const;
export type NotificationChannel = (typeof NOTIFICATION_CHANNELS)[number];

export type ChannelChoice = Record<NotificationChannel, boolean>;
export type NotificationPreferences = Record<NotificationType, ChannelChoice>;

export const isNotificationType = (value: unknown): value is NotificationType =>
  NOTIFICATION_TYPES.includes(value as NotificationType);

const all: ChannelChoice = { inApp: true, push: true, email: true };
const noMail: ChannelChoice = { inApp: true, push: true, email: false };

/**
 * What a buyer gets before choosing: everything in the bell and on a device that opted in
 * to push; e-mail for what changes money or goods (quotes, orders, payment, papers,
 * shipments, disputes, price alerts), not for each chat reply or catalogue match, which the
 * bell and push carry well enough.
 */
export const DEFAULT_PREFERENCES: NotificationPreferences = {
  quote: all,
  'order-status': all,
  receipt: all,
  document: all,
  'shipment-milestone': all,
  'eta-change': all,
  'dispute-reply': all,
  'price-alert': all,
  'saved-search': noMail,
  'chat-reply': noMail,
};

/** The buyer's stored choices over the defaults (a type never chosen keeps its default). */
export function preferencesWith(
  stored: readonly { type: string; inApp: boolean; push: boolean; email: boolean }[],
): NotificationPreferences {
  const preferences = structuredClone(DEFAULT_PREFERENCES);
  for (const row of stored) {
    if (isNotificationType(row.type)) preferences[row.type] = { inApp: row.inApp, push: row.push, email: row.email };
  }
  return preferences;
}

/**
 * Bursts: push and e-mail for one group (a conversation, an order, an alert) wait this long
 * after the first notification, so the buyer who is looking at the hub reads it there and
 * gets nothing else; and at most one push or mail per group goes out in each window.
 */
export const PUSH_DELAY_MS = 60 * 1000;
export const EMAIL_DELAY_MS = 5 * 60 * 1000;
export const GROUP_WINDOW_MS = 5 * 60 * 1000;

/**
 * Devices one buyer may have push on at once; subscribing another forgets the one subscribed
 * (or renewed) longest ago. Without it, one buyer's few hundred subscriptions made the server
 * post to each of them for every message (issue 35).
 */
export const MAX_PUSH_DEVICES = 10;
