import type { FastifyInstance } from 'fastify';
import { DESK_AWAY_AFTER_MS } from '../../shared/chat/chat.ts';
import { BUYERS_ROOM, STAFF_ROOM } from './rooms.ts';

/**
 * Whether the desk is there: an agent or admin with the console open (their console holds a
 * staff socket on every page; editors get none). Buyers are told when that changes
 * (`desk-presence`), so the Message Center says Online only when someone can answer. With
 * Redis the sockets of every process count, and the event reaches every process's buyers.
 */
export function createDeskPresence(app: FastifyInstance, awayAfterMs = DESK_AWAY_AFTER_MS) {
  /** What this process last told the buyers; undefined before it told them anything. */
  let told: boolean | undefined;
  /** Set from the moment the last staff socket closed until the grace ends. */
  let graceTimer: NodeJS.Timeout | undefined;

  const staffSocketOpen = async () => (await app.io.in(STAFF_ROOM).fetchSockets()).length > 0;

  async function tellIfChanged() {
    const online = await staffSocketOpen();
    if (online === told) return;
    told = online;
    app.io.to(BUYERS_ROOM).emit('desk-presence', { online });
  }
  const run = () =>
    void tellIfChanged().catch((error: unknown) => app.log.error({ err: error }, 'desk presence failed'));

  const endGrace = () => {
    clearTimeout(graceTimer);
    graceTimer = undefined;
  };

  return {
    /**
     * What a buyer opening the Message Center is told: the same as the buyers already there,
     * so Online during the grace too. (Answering Away there, and then not telling of an agent
     * back within the grace since nothing changed for the others, left that buyer on Away.)
     */
    isOnline: async () => graceTimer !== undefined || (await staffSocketOpen()),
    /** A staff socket connected: the desk is online now, if it was not. */
    staffConnected() {
      endGrace();
      run();
    },
    /** A staff socket closed: away, unless a staff socket is back before the grace ends. */
    staffDisconnected() {
      endGrace();
      graceTimer = setTimeout(() => {
        graceTimer = undefined;
        run();
      }, awayAfterMs);
      graceTimer.unref();
    },
    stop: endGrace,
  };
}

export type DeskPresence = ReturnType<typeof createDeskPresence>;
