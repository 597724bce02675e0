import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  PushPublicKey,
  PushSubscribed,
  PushSubscriptionBody,
  PushUnsubscribeBody,
} from '../../../../shared/notifications/notifications.contract.ts';
import { created, ok } from '../../../http/envelope.ts';
import { signedInCalls } from '../../../http/route-options.ts';
import {
  pushPublicKey,
  subscribeToPush,
  unsubscribeFromPush,
} from '../../../services/notifications/push-subscriptions.service.ts';

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
    async (request) => ok(await pushPublicKey(request.ctx)),
  );

  app.post(
    '/push/subscriptions',
    call(
      'Turn push on for this device (its PushSubscription)',
      { body: PushSubscriptionBody },
      { 201: PushSubscribed },
      [400, 401, 403, 429, 500],
    ),
    async (request, reply) => created(reply, await subscribeToPush(request.ctx, request.body)),
  );

  app.delete(
    '/push/subscriptions',
    call(
      'Turn push off for this device',
      { body: PushUnsubscribeBody },
      { 200: PushSubscribed },
      [400, 401, 403, 429, 500],
    ),
    async (request) => ok(await unsubscribeFromPush(request.ctx, request.body)),
  );
};

export default push;
