// The notification centre as the API answers it: the bell's list, the socket event, and the
// buyer's choice of channels per type (types and defaults in ../notifications/types.ts).
import { z } from 'zod';
import { paged } from '../common/envelope.ts';
import { NOTIFICATION_TYPES } from './types.ts';
import { Timestamp } from '../common/common.contract.ts';

export const NotificationType = z.enum(NOTIFICATION_TYPES);

const NOTIFICATION_EXAMPLE = {
  id: '4c3b2a19-0f8e-4d7c-9b6a-5f4e3d2c1b0a',
  type: 'order-status',
  title: 'Order ATH-2611-7K3Q9 is now Shipped',
  link: '/order/details/7d6c5b4a-3e2f-4a1b-9c8d-7e6f5a4b3c2d',
  createdAt: '2026-11-23T09:30:00.000Z',
  readAt: null,
} as const;

/** One notification, its title in the buyer's language; also the payload of the socket event `notification`. */
export const NotificationItem = z
  .object({
    id: z.uuid(),
    type: NotificationType,
    title: z.string(),
    link: z.string().meta({ description: 'The hub page it opens (a path on this site).' }),
    createdAt: Timestamp,
    readAt: Timestamp.nullable(),
  })
  .meta({ id: 'Notification', example: NOTIFICATION_EXAMPLE });
export type NotificationItem = z.infer<typeof NotificationItem>;

export const NotificationPage = paged(NotificationItem)
  .extend({ unread: z.int().min(0).meta({ description: 'Unread notifications over all pages.' }) })
  .meta({
    id: 'NotificationPage',
    example: { items: [NOTIFICATION_EXAMPLE], total: 1, page: 1, pageSize: 20, unread: 1 },
  });
export type NotificationPage = z.infer<typeof NotificationPage>;

export const UnreadCount = z
  .object({ unread: z.int().min(0) })
  .meta({ id: 'UnreadNotifications', example: { unread: 0 } });

const ChannelChoice = z.object(
  { inApp: z.boolean(), push: z.boolean(), email: z.boolean() },
  { error: 'Give inApp, push and email as true or false.' },
);

const PREFERENCES_EXAMPLE = Object.fromEntries(
  NOTIFICATION_TYPES.map((type) => [type, { inApp: true, push: true, email: type !== 'chat-reply' }]),
);

/** Every type with its three channels (GET); a PUT may name only the types it changes. */
export const NotificationPreferences = z
  .object(
    Object.fromEntries(NOTIFICATION_TYPES.map((type) => [type, ChannelChoice])) as Record<
      (typeof NOTIFICATION_TYPES)[number],
      typeof ChannelChoice
    >,
  )
  .meta({ id: 'NotificationPreferences', example: PREFERENCES_EXAMPLE });

export const NotificationPreferencesBody = z
  .partialRecord(NotificationType, ChannelChoice, { error: 'Unknown notification type.' })
  .meta({ id: 'NotificationPreferencesBody', example: { 'chat-reply': { inApp: true, push: true, email: true } } });
export type NotificationPreferencesBody = z.infer<typeof NotificationPreferencesBody>;

const base64url = (what: string, bytes: number) =>
  z
    .string({ error: `${what} must be text.` })
    .regex(/^[A-Za-z0-9_-]+={0,2}$/, { error: `${what} must be base64url.` })
    .refine((value) => Math.floor((value.replace(/=+$/, '').length * 3) / 4) === bytes, {
      error: `${what} must be ${bytes} bytes.`,
    });

const PushEndpoint = z
  .url({ protocol: /^https?$/, error: 'The endpoint must be the push service’s URL.' })
  .max(2000, { error: 'The endpoint is too long.' });

const SUBSCRIPTION_EXAMPLE = {
  endpoint: 'https://fcm.googleapis.com/fcm/send/dXK3n1y7Q2s:APA91bH',
  keys: {
    p256dh: 'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM',
    auth: 'tBHItJI5svbpez7KI4CCXg',
  },
};

/** A browser's PushSubscription as `toJSON()` gives it. */
export const PushSubscriptionBody = z
  .object({
    endpoint: PushEndpoint,
    keys: z.object(
      { p256dh: base64url('p256dh', 65), auth: base64url('auth', 16) },
      { error: 'Give the subscription’s keys p256dh and auth.' },
    ),
  })
  .meta({ id: 'PushSubscription', example: SUBSCRIPTION_EXAMPLE });
export type PushSubscriptionBody = z.infer<typeof PushSubscriptionBody>;

export const PushUnsubscribeBody = z
  .object({ endpoint: PushEndpoint })
  .meta({ id: 'PushUnsubscribe', example: { endpoint: SUBSCRIPTION_EXAMPLE.endpoint } });
export type PushUnsubscribeBody = z.infer<typeof PushUnsubscribeBody>;

export const PushPublicKey = z
  .object({
    publicKey: z.string().meta({ description: 'The VAPID public key (base64url), the applicationServerKey.' }),
  })
  .meta({
    id: 'PushPublicKey',
    example: { publicKey: 'BEl62iUYgUivxIkv69yViEuiBIa-Ib9-SkvMeAtA3LFgDzkrxZJjSgSnfckjBJuBkr3qBUYIHBQFLXYp5Nksh8U' },
  });
export type PushPublicKey = z.infer<typeof PushPublicKey>;

export const PushSubscribed = z.object({ subscribed: z.boolean() }).meta({ example: { subscribed: true } });
export type PushSubscribed = z.infer<typeof PushSubscribed>;
