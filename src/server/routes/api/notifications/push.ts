import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  PushPublicKey,
  PushSubscribed,
  PushSubscriptionBody,
  PushUnsubscribeBody,
} from '../../../../shared/notifications/notifications.contract.ts';
import { deletePushSubscription, upsertPushSubscription } from '../../../db/queries/notifications.queries.ts';
import { badRequest } from '../../../http/api-error.ts';
import { created, ok } from '../../../http/envelope.ts';
import { signedInCalls } from '../../../http/route-options.ts';
import { currentUser } from '../../../plugins/auth.ts';
import { endpointAllowed, vapidKeys } from '../../../services/notifications/push.ts';

const call = signedInCalls(['Notifications']);

/** Web push opt-in per device: the server's public key, and the device's subscription. */
const push: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.requireBuyer);

  app.get(
    '/push/public-key',
    call(
      'The key a browser subscribes to push with (applicationServerKey)',
      {},
      { 200: PushPublicKey },
      [401, 403, 429, 500],
    ),
    async () => ok({ publicKey: (await vapidKeys(app.db)).publicKey }),
  );

  app.post(
    '/push/subscriptions',
    call(
      'Turn push on for this device (its PushSubscription)',
      { body: PushSubscriptionBody },
      { 201: PushSubscribed },
      [400, 401, 403, 429, 500],
    ),
    async (request, reply) => {
      const { endpoint, keys } = request.body;
      // Refused here, not only when sending: the buyer learns at once that this browser's
      // push service is not one the server posts to.
      if (!endpointAllowed(endpoint, app.push.allowedOrigins)) {
        throw badRequest('This push service is not one we send notifications to.', 'endpoint');
      }
      await upsertPushSubscription(app.db, {
        buyerId: currentUser(request).id,
        endpoint,
        p256dh: keys.p256dh,
        auth: keys.auth,
        createdAt: app.clock(),
      });
      return created(reply, { subscribed: true });
    },
  );

  app.delete(
    '/push/subscriptions',
    call(
      'Turn push off for this device',
      { body: PushUnsubscribeBody },
      { 200: PushSubscribed },
      [400, 401, 403, 429, 500],
    ),
    async (request) => {
      await deletePushSubscription(app.db, currentUser(request).id, request.body.endpoint);
      return ok({ subscribed: false });
    },
  );
};

export default push;
