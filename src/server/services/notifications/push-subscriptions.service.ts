import type {
  PushPublicKey,
  PushSubscribed,
  PushSubscriptionBody,
  PushUnsubscribeBody,
} from '../../../shared/notifications/notifications.contract.ts';
import { MAX_PUSH_DEVICES } from '../../../shared/notifications/types.ts';
import {
  deletePushSubscription,
  trimPushSubscriptions,
  upsertPushSubscription,
} from '../../db/queries/notifications.queries.ts';
import { refused } from '../../http/api-error.ts';
import { actor, type ServiceContext } from '../context.ts';
import { endpointAllowed, vapidKeys } from './push.ts';

/** The key a browser subscribes to push with (its applicationServerKey). */
export async function pushPublicKey(ctx: ServiceContext): Promise<PushPublicKey> {
  return { publicKey: (await vapidKeys(ctx.db)).publicKey };
}

/** Turns push on for the caller's device (its PushSubscription); subscribing twice updates the keys and renews it. */
export async function subscribeToPush(ctx: ServiceContext, body: PushSubscriptionBody): Promise<PushSubscribed> {
  const { endpoint, keys } = body;
  // Refused here, not only when sending: the buyer learns at once that this browser's push
  // service is not one the server posts to.
  if (!endpointAllowed(endpoint, ctx.push.allowedOrigins)) {
    throw refused('push_service_refused', 'endpoint');
  }
  const buyerId = actor(ctx).id;
  // At most MAX_PUSH_DEVICES per buyer: this device replaces the one subscribed longest ago.
  await ctx.db.transaction(async (tx) => {
    await upsertPushSubscription(tx, { buyerId, endpoint, p256dh: keys.p256dh, auth: keys.auth, createdAt: ctx.now() });
    await trimPushSubscriptions(tx, buyerId, endpoint, MAX_PUSH_DEVICES);
  });
  return { subscribed: true };
}

/** Turns push off for the caller's device. */
export async function unsubscribeFromPush(ctx: ServiceContext, body: PushUnsubscribeBody): Promise<PushSubscribed> {
  await deletePushSubscription(ctx.db, actor(ctx).id, body.endpoint);
  return { subscribed: false };
}
