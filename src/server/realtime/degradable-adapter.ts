import type { Redis } from 'ioredis';
import type { Namespace, Socket } from 'socket.io';
import type { Adapter, BroadcastOptions } from 'socket.io-adapter';

/** What socket.io's `adapter` option takes: one adapter per namespace. */
type AdapterFactory = (nsp: Namespace) => Adapter;

/** The adapter operations that take broadcast options and can be kept to this process. */
type WithOptions = 'broadcast' | 'broadcastWithAck' | 'addSockets' | 'delSockets' | 'disconnectSockets';
/** Where each operation takes its options. */
const OPTIONS_AT: Record<WithOptions, number> = {
  broadcast: 1,
  broadcastWithAck: 1,
  addSockets: 0,
  delSockets: 0,
  disconnectSockets: 0,
};

interface LocalApply {
  apply(opts: BroadcastOptions, callback: (socket: Socket) => void): void;
}

const localOnly = (opts: BroadcastOptions): BroadcastOptions => ({ ...opts, flags: { ...opts.flags, local: true } });

/**
 * The Redis streams adapter, kept to this process while Redis is down (docs/decisions/0010-readiness-and-shared-dependencies.md).
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
    // The cluster adapter asks Redis how many servers there are even for `io.local`'s
    // question (console-counts.ts asks every 5 s): a local question is answered here alone.
    const fetchEverywhere = adapter.fetchSockets.bind(adapter);
    adapter.fetchSockets = (opts) => {
      if (isUp() && !opts.flags?.local) return fetchEverywhere(opts);
      // What the in-memory Adapter's own fetchSockets does (apply is private in its types only).
      const found: Socket[] = [];
      (adapter as unknown as LocalApply).apply(opts, (socket) => found.push(socket));
      return Promise.resolve(found);
    };
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

/**
 * The streams adapter sends some writes without waiting for them (PUBLISH of a request to the
 * other processes, SET of a connection's state for recovery). When Redis goes away as one is
 * sent, its rejection would be unhandled, and an unhandled rejection ends the process. This
 * marks each such promise handled (callers that await it still see the error); the adapter's
 * own connection is the only one changed.
 */
export function settleForgottenWrites(client: Redis): void {
  for (const name of ['publish', 'set'] as const) {
    const target = client as unknown as Record<string, (...args: unknown[]) => Promise<unknown>>;
    const original = target[name]!.bind(client);
    target[name] = (...args: unknown[]) => {
      const sent = original(...args);
      sent.catch(() => {});
      return sent;
    };
  }
}
