import type { FastifyInstance } from 'fastify';
import type { ConsoleCounts } from '../../shared/staff/console-counts.ts';
import { countWaitingWork } from '../db/queries/console-counts.queries.ts';
import type { AppSocket } from './socket-types.ts';
import { STAFF_ROOM } from './rooms.ts';

/** How often the counts are looked at while staff are connected to this process. */
export const COUNTS_INTERVAL_MS = 5000;
/** Changes close together (a burst of buyer messages) cause one count. */
const SETTLE_MS = 300;

/**
 * The console shell's live counts (`console-counts`). Each process counts for its own staff
 * sockets (io.local), so nothing is sent twice through Redis: at connection, soon after a
 * change this process saw, and every few seconds for changes made elsewhere; an unchanged
 * count is not sent again.
 */
export function createConsoleCounts(app: FastifyInstance) {
  let last = '';
  let timer: NodeJS.Timeout | undefined;

  async function broadcast() {
    const staffHere = await app.io.local.in(STAFF_ROOM).fetchSockets();
    if (staffHere.length === 0) return;
    const counts = await countWaitingWork(app.db);
    const key = JSON.stringify(counts);
    if (key === last) return;
    last = key;
    app.io.local.to(STAFF_ROOM).emit('console-counts', counts);
  }

  const run = () => void broadcast().catch((error: unknown) => app.log.error({ err: error }, 'console counts failed'));

  return {
    /** A new staff socket gets the counts at once. */
    async greet(socket: AppSocket) {
      const counts: ConsoleCounts = await countWaitingWork(app.db);
      socket.emit('console-counts', counts);
    },
    /** Something that changes the counts happened here: count again shortly. */
    changed() {
      clearTimeout(timer);
      timer = setTimeout(run, SETTLE_MS);
    },
    start() {
      const interval = setInterval(run, COUNTS_INTERVAL_MS);
      interval.unref();
      return () => {
        clearInterval(interval);
        clearTimeout(timer);
      };
    },
  };
}
