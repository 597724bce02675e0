import type { Namespace } from 'socket.io';
import type { Adapter, BroadcastOptions } from 'socket.io-adapter';

/** What socket.io's `adapter` option takes: one adapter per namespace. */
type AdapterFactory = (nsp: Namespace) => Adapter;

/** The adapter operations that take broadcast options and can be kept to this process. */
type WithOptions =
  'broadcast' | 'broadcastWithAck' | 'addSockets' | 'delSockets' | 'disconnectSockets' | 'fetchSockets';
/** Where each operation takes its options. */
const OPTIONS_AT: Record<WithOptions, number> = {
  broadcast: 1,
  broadcastWithAck: 1,
  addSockets: 0,
  delSockets: 0,
  disconnectSockets: 0,
  fetchSockets: 0,
};

const localOnly = (opts: BroadcastOptions): BroadcastOptions => ({ ...opts, flags: { ...opts.flags, local: true } });

/**
 * The Redis streams adapter, kept to this process while Redis is down (docs/decisions/0010).
 * Left alone, it waits for Redis before delivering even to its own sockets (a broadcast is
 * written to the stream first; asking which sockets are open waits for every process's
 * answer), so each emit would wait seconds and fail. While `isUp()` is false every operation
 * runs as `io.local` would, no connection state is kept in Redis for recovery (the client syncs
 * when it reconnects), and a recovery is refused at once. Chat messages still reach the other
 * processes' sockets through the database meanwhile (outage-relay.ts).
 */
export function degradableAdapter(make: AdapterFactory, isUp: () => boolean): AdapterFactory {
  // A function, not an arrow: socket.io calls it with `new` (returning an object from it is fine).
  return function adapterFor(nsp: Namespace) {
    const adapter = make(nsp);
    const target = adapter as unknown as Record<string, (...args: unknown[]) => unknown>;
    for (const [name, at] of Object.entries(OPTIONS_AT)) {
      const original = target[name]!.bind(adapter);
      target[name] = (...args: unknown[]) => {
        if (!isUp()) args[at] = localOnly((args[at] ?? {}) as BroadcastOptions);
        return original(...args);
      };
    }
    const persist = adapter.persistSession.bind(adapter);
    adapter.persistSession = (session) => {
      if (isUp()) persist(session);
    };
    const restore = adapter.restoreSession.bind(adapter);
    adapter.restoreSession = (pid, offset) =>
      isUp() ? restore(pid, offset) : Promise.reject(new Error('redis unavailable'));
    return adapter;
  };
}
