import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { company } from '../mail/company.ts';
import { deliverDueNotifications } from '../services/notifications/deliveries.ts';
import { createPushSender, type PushSender, parsePushOrigins } from '../services/notifications/push.ts';

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
 * The push sender, and the worker that sends grouped push and mail when they fall due
 * (services/notifications/deliveries.ts); the bell itself rings through the service context
 * (`ctx.live.notification`, services/notifications/notify.ts). Processes sharing a database share the work (the rows are claimed with SKIP LOCKED).
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
    });
  },
  { name: 'notifications', dependencies: ['db', 'io'] },
);
