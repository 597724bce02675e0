import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { userRoom } from '../realtime/rooms.ts';
import { attachNotificationRuntime } from '../services/notifications/runtime.ts';

/**
 * Connects notifyBuyer (services/notifications/notify.ts) to the running app: its clock,
 * and the buyer's sockets, which receive `notification` once the change commits (through
 * the Redis adapter, on whichever process they are connected to).
 */
export default fp(
  async function notificationsPlugin(app: FastifyInstance) {
    const detach = attachNotificationRuntime(app.db, {
      now: () => app.clock(),
      published: (buyerId, item) => app.io.to(userRoom(buyerId)).emit('notification', item),
      deliveriesScheduled: () => undefined,
    });
    app.addHook('onClose', async () => detach());
  },
  { name: 'notifications', dependencies: ['db', 'io'] },
);
