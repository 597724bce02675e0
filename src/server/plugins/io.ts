import { createAdapter } from '@socket.io/redis-streams-adapter';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createClient } from 'redis';
import { Server, type Socket } from 'socket.io';
import { registerRealtimeHandlers } from '../realtime/index.ts';
import { type AuthUser, userForToken } from '../services/sessions.service.ts';

export interface SocketData {
  user: AuthUser;
}
export type AppSocket = Socket<Record<string, never>, Record<string, never>, Record<string, never>, SocketData>;
export type AppIo = Server<Record<string, never>, Record<string, never>, Record<string, never>, SocketData>;

declare module 'fastify' {
  interface FastifyInstance {
    io: AppIo;
  }
}

/** Every connected socket of a user joins this room, so events reach all their tabs. */
export const userRoom = (userId: string) => `user:${userId}`;
/** Sourcing agents and admins, who see every buyer's messages. */
export const STAFF_ROOM = 'staff';

/**
 * socket.io at /socket.io on the same HTTP server. A socket must present the API bearer
 * token in its handshake (`auth: { token }`); identity always comes from that token.
 * With REDIS_URL, events cross processes through the Redis Streams adapter.
 */
export default fp(
  async function ioPlugin(app: FastifyInstance, opts: { redisUrl?: string | undefined }) {
    let redis: ReturnType<typeof createClient> | undefined;
    if (opts.redisUrl) {
      redis = createClient({ url: opts.redisUrl });
      redis.on('error', (error) => app.log.error({ err: error }, 'redis error'));
      await redis.connect();
    }

    const io: AppIo = new Server(app.server, {
      path: '/socket.io',
      serveClient: false,
      // Same-origin only: the site and the socket share one server.
      cors: { origin: false },
      connectionStateRecovery: { maxDisconnectionDuration: 2 * 60 * 1000 },
      ...(redis ? { adapter: createAdapter(redis) } : {}),
    });

    io.use(async (socket, next) => {
      const token: unknown = socket.handshake.auth['token'];
      const user = typeof token === 'string' ? await userForToken(app.db, token).catch(() => null) : null;
      if (!user) return next(new Error('unauthorized'));
      socket.data.user = user;
      next();
    });

    io.on('connection', (socket: AppSocket) => {
      void socket.join(userRoom(socket.data.user.id));
      if (socket.data.user.type !== 'buyer') void socket.join(STAFF_ROOM);
      registerRealtimeHandlers(app, socket);
    });

    app.decorate('io', io);
    app.addHook('preClose', async () => {
      // Tell clients to reconnect elsewhere; closes the engine but not app.server.
      io.disconnectSockets(true);
    });
    app.addHook('onClose', async () => {
      await io.close();
      if (redis) await redis.quit();
    });
  },
  { name: 'io', dependencies: ['db'] },
);
