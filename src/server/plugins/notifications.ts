import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { company } from '../mail/company.ts';
import { userRoom } from '../realtime/rooms.ts';
import { deliverDueNotifications } from '../services/notifications/deliveries.ts';
import { createPushSender, type PushSender, parsePushOrigins } from '../services/notifications/push.ts';
import { attachNotificationRuntime } from '../services/notifications/runtime.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Web push to the buyers' devices, limited to PUSH_ENDPOINT_ORIGINS. */
    push: PushSender;
    /** Sends the pushes and mails that are due now (the worker calls it; tests call it with their clock). */
    deliverNotifications(): ReturnType<typeof deliverDueNotifications>;
  }
}

/** How often each process looks for pushes and mails that fell due. */
const DELIVERY_POLL_MS = 5_000;

/**
 * Connects notifyBuyer (services/notifications/notify.ts) to the running app: its clock,
 * and the buyer's sockets, which receive `notification` once the change commits (through
 * the Redis adapter, on whichever process they are connected to). Runs the worker that
 * sends grouped push and mail when they fall due (services/notifications/deliveries.ts);
 * processes sharing a database share the work (the rows are claimed with SKIP LOCKED).
 */
export default fp(
  async function notificationsPlugin(app: FastifyInstance) {
    const sender = createPushSender({
      db: app.db,
      allowedOrigins: parsePushOrigins(app.env.PUSH_ENDPOINT_ORIGINS),
      subject: `mailto:${company().email}`,
    });
    app.decorate('push', sender);
    const deliver = () =>
      deliverDueNotifications({ db: app.db, now: () => app.clock(), appUrl: app.env.APP_URL, push: sender });
    app.decorate('deliverNotifications', deliver);

    const detach = attachNotificationRuntime(app.db, {
      now: () => app.clock(),
      published: (buyerId, item) => app.io.to(userRoom(buyerId)).emit('notification', item),
    });

    let timer: NodeJS.Timeout | undefined;
    let running: Promise<unknown> = Promise.resolve();
    app.addHook('onReady', async () => {
      timer = setInterval(() => {
        running = deliver().catch((error: unknown) => app.log.error({ err: error }, 'notification delivery failed'));
      }, DELIVERY_POLL_MS);
      timer.unref();
    });
    app.addHook('onClose', async () => {
      clearInterval(timer);
      await running;
      detach();
    });
  },
  { name: 'notifications', dependencies: ['db', 'io'] },
);
