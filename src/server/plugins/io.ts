import { createAdapter } from '@socket.io/redis-streams-adapter';
import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { Server } from 'socket.io';
import { coalesceWrites } from '../realtime/coalesced-writes.ts';
import { degradableAdapter, settleForgottenWrites } from '../realtime/degradable-adapter.ts';
import { createOutageRelay, type OutageRelay } from '../realtime/outage-relay.ts';
import { quietErrors } from '../services/redis-link.ts';
import { createConsoleCounts } from '../realtime/console-counts.ts';
import { createDeskPresence } from '../realtime/desk-presence.ts';
import { SOCKET_HEARTBEAT, type SocketHeartbeat } from '../realtime/heartbeat.ts';
import { registerRealtimeHandlers } from '../realtime/index.ts';
import { BUYERS_ROOM, sessionRoom, STAFF_ROOM, userRoom } from '../realtime/rooms.ts';
import type { AppIo, AppSocket } from '../realtime/socket-types.ts';
import { sessionIsLive, userForToken } from '../services/sessions.service.ts';

export type { AppIo, AppSocket, SocketData } from '../realtime/socket-types.ts';

declare module 'fastify' {
  interface FastifyInstance {
    io: AppIo;
    /** The console shell's live counts; call `changed()` after a change that moves them. */
    consoleCounts: ReturnType<typeof createConsoleCounts>;
    /** Whether an agent has the console open; buyers are told when that changes. */
    deskPresence: ReturnType<typeof createDeskPresence>;
    /** Chat messages between processes through the database while Redis is down. */
    chatRelay: OutageRelay;
  }
}

export { STAFF_ROOM, userRoom } from '../realtime/rooms.ts';

const SOCKET_PATH = '/socket.io';

export interface IoOptions {
  /**
   * The Redis stream, and prefix of the pub/sub channels and recovery sessions; servers
   * that share one must share it, and deployments (or test runs) sharing a Redis must not.
   */
  redisStreamName?: string | undefined;
  /** How often sockets are pinged and how long a pong may take (tests shorten both). */
  heartbeat?: SocketHeartbeat | undefined;
}

/**
 * socket.io at /socket.io on the same HTTP server. A socket must present the API bearer
 * token in its handshake (`auth: { token }`); identity always comes from that token.
 * With REDIS_URL (the redis plugin's connection), events cross processes through the Redis Streams adapter, which also
 * keeps connection-state recovery working across processes.
 */
export default fp(
  async function ioPlugin(app: FastifyInstance, opts: IoOptions) {
    // The adapter's own connection (it opens its blocking readers from it): a command timeout
    // longer than its blocking reads (blockTimeInMs), so a write to a frozen Redis still ends;
    // connecting by itself, so a reader started while Redis is away waits instead of failing.
    const redis = app.redis?.duplicate({ commandTimeout: 2000, lazyConnect: false }) ?? null;
    if (redis) {
      quietErrors(redis, app.log, 'socket.io adapter');
      settleForgottenWrites(redis);
    }
    const streamName = opts.redisStreamName ?? 'socket.io';

    // Before socket.io's own listener, so even the handshake's answer is written through it.
    app.server.on('upgrade', (request: IncomingMessage, connection: Duplex) => {
      if (request.url?.startsWith(`${SOCKET_PATH}/`)) coalesceWrites(connection);
    });
    const io: AppIo = new Server(app.server, {
      path: SOCKET_PATH,
      serveClient: false,
      // Same-origin only: the site and the socket share one server.
      cors: { origin: false },
      // A chat message is small; refuse anything far larger than the 4,000-character limit.
      maxHttpBufferSize: 64 * 1024,
      // A socket whose network silently dropped is let go within 25 s (the reasons, for
      // consoles and for buyers on 2G, are in heartbeat.ts).
      ...(opts.heartbeat ?? SOCKET_HEARTBEAT),
      connectionStateRecovery: {
        maxDisconnectionDuration: 2 * 60 * 1000,
        // Check the token again on recovery: it may have been revoked while the phone was offline.
        skipMiddlewares: false,
      },
      ...(redis
        ? {
            adapter: degradableAdapter(
              createAdapter(redis, {
                streamName,
                channelPrefix: streamName,
                sessionKeyPrefix: `${streamName}:session:`,
                onlyPlaintext: true,
                // Shorter than the connection's command timeout, which bounds a write to a frozen Redis.
                blockTimeInMs: 1000,
              }),
              app.redisLink.isUp,
            ),
          }
        : {}),
    });

    io.use(async (socket, next) => {
      const token: unknown = socket.handshake.auth['token'];
      try {
        const user = typeof token === 'string' ? await userForToken(app.db, token, new Date()) : null;
        if (!user) return next(new Error('unauthorized'));
        // Content editors have no live work (chats, counts): their console opens no socket.
        if (user.type === 'editor') return next(new Error('forbidden'));
        socket.data.user = user;
        next();
      } catch (error) {
        // Not the client's fault: it should try again rather than sign in again.
        app.log.error({ err: error }, 'socket authentication failed');
        next(new Error('unavailable'));
      }
    });

    io.on('connection', (socket: AppSocket) => {
      const { user } = socket.data;
      void socket.join([userRoom(user.id), sessionRoom(user.sessionId)]);
      if (user.type !== 'buyer') {
        void socket.join(STAFF_ROOM);
        counts.greet(socket).catch((error: unknown) => app.log.error({ err: error }, 'console counts failed'));
        presence.staffConnected();
        socket.on('disconnect', () => presence.staffDisconnected());
      } else {
        void socket.join(BUYERS_ROOM);
        // A buyer's message may open an unassigned chat.
        socket.on('send-message', () => counts.changed());
      }
      registerRealtimeHandlers(app, socket);
      // A session ended between the handshake's check and joining its room would never be
      // told to close: look once more now that the socket can be reached.
      void sessionIsLive(app.db, user.sessionId).then(
        (live) => {
          if (!live) socket.disconnect(true);
        },
        (error: unknown) => app.log.error({ err: error }, 'socket session re-check failed'),
      );
    });

    app.decorate('io', io);
    const counts = createConsoleCounts(app);
    app.decorate('consoleCounts', counts);
    const presence = createDeskPresence(app);
    app.decorate('deskPresence', presence);
    const relay = createOutageRelay(app);
    app.decorate('chatRelay', relay);
    let stopCounts: (() => void) | undefined;
    app.addHook('onReady', async () => {
      stopCounts = counts.start();
      relay.start();
    });
    app.addHook('preClose', async () => {
      stopCounts?.();
      relay.stop();
      presence.stop();
      // Tell clients to reconnect elsewhere; closes the engine but not app.server.
      io.disconnectSockets(true);
    });
    app.addHook('onClose', async () => {
      await io.close();
      redis?.disconnect();
    });
  },
  { name: 'io', dependencies: ['db', 'redis'] },
);
