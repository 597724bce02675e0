// One socket per audience (the buyer's pages, the console): this store opens it when the
// first subscriber arrives, closes it when the last one leaves, reconnects, and ends the
// session on `unauthorized` exactly as an HTTP 401 does. Islands and screens never call
// io(): they subscribe to typed events here, so a page opens at most one socket.
import { atom, type ReadableAtom } from 'nanostores';
import { io, type Socket } from 'socket.io-client';
import type { ClientToServerEvents, ServerToClientEvents } from '../../shared/chat/chat.ts';

export type AppClientSocket = Socket<ServerToClientEvents, ClientToServerEvents>;
export type ServerEvent = keyof ServerToClientEvents;

/** Socket defaults (docs/decisions/0005-one-socket-per-audience.md): reconnect forever with a jittered backoff. */
export const SOCKET_DEFAULTS = {
  path: '/socket.io',
  timeout: 20_000,
  reconnectionDelay: 1000,
  reconnectionDelayMax: 5000,
  randomizationFactor: 0.5,
  reconnectionAttempts: Infinity,
} as const;
/** How long the server has to acknowledge an event before the client sends it again. */
const ACK_TIMEOUT_MS = 10_000;
/** How long 'back-online' lasts before the status settles to 'online'. */
const BACK_ONLINE_MS = 4000;
/** After a refusal that is not about the session (server busy), try again this much later. */
const REFUSED_RETRY_MS = 5000;

export type ConnectionStatus = 'connecting' | 'online' | 'offline' | 'back-online';
export interface ConnectionState {
  status: ConnectionStatus;
  /** Reconnection attempts so far while offline. */
  attempt: number;
}

export interface AudienceSocketOptions {
  /** The audience's current token, read again at every (re)connection. */
  readToken: () => string;
  /** The audience's ended-session path, the one its HTTP client takes on a 401. */
  endSession: () => void;
}

export interface AudienceSocket {
  /** Listens to one server event; the socket opens with the first listener. Returns the stop. */
  subscribe<E extends ServerEvent>(event: E, handler: ServerToClientEvents[E]): () => void;
  /**
   * Runs on every connection; `reconnected` is true after the first, when events sent while
   * offline were not replayed and the subscriber should look again.
   */
  onConnect(handler: (reconnected: boolean) => void): () => void;
  /** The open socket, for sending (emitWithAck); undefined while no one subscribes. */
  current(): AppClientSocket | undefined;
  /** The connection as a badge shows it. */
  $connection: ReadableAtom<ConnectionState>;
}

export function createAudienceSocket({ readToken, endSession }: AudienceSocketOptions): AudienceSocket {
  const $connection = atom<ConnectionState>({ status: 'connecting', attempt: 0 });
  const listeners = new Map<ServerEvent, Set<(...args: never[]) => void>>();
  const connectHandlers = new Set<(reconnected: boolean) => void>();
  let socket: AppClientSocket | undefined;
  let users = 0;
  let stopOpen: (() => void) | undefined;

  function open(): AppClientSocket {
    const s: AppClientSocket = io({
      ...SOCKET_DEFAULTS,
      // A function, so every reconnection presents the current token.
      auth: (send) => send({ token: readToken() }),
      retries: Infinity,
      ackTimeout: ACK_TIMEOUT_MS,
    });
    let everConnected = false;
    let settle: ReturnType<typeof setTimeout> | undefined;
    let retryRefused: ReturnType<typeof setTimeout> | undefined;

    s.on('connect', () => {
      clearTimeout(settle);
      if (everConnected && $connection.get().status === 'offline') {
        $connection.set({ status: 'back-online', attempt: 0 });
        settle = setTimeout(() => $connection.set({ status: 'online', attempt: 0 }), BACK_ONLINE_MS);
      } else {
        $connection.set({ status: 'online', attempt: 0 });
      }
      const reconnected = everConnected;
      everConnected = true;
      for (const handler of connectHandlers) handler(reconnected);
    });
    s.on('disconnect', (reason) => {
      $connection.set({ status: 'offline', attempt: 0 });
      // The library reconnects by itself except after a server-side disconnect.
      if (reason === 'io server disconnect') s.connect();
    });
    s.io.on('reconnect_attempt', (attempt) => $connection.set({ status: 'offline', attempt }));
    s.on('connect_error', (error) => {
      if (everConnected || $connection.get().status !== 'connecting')
        $connection.set({ ...$connection.get(), status: 'offline' });
      // The client retries network failures itself; a refusal by the server it does not.
      if (s.active) return;
      if (error.message === 'unauthorized') endSession();
      else retryRefused = setTimeout(() => s.connect(), REFUSED_RETRY_MS);
    });
    for (const [event, handlers] of listeners) for (const handler of handlers) s.on(event, handler as never);

    // A phone that loses its network says so at once; closing the transport now (instead of
    // after the heartbeat times out) starts reconnecting straight away.
    const onOffline = () => s.io.engine?.close();
    window.addEventListener('offline', onOffline);
    stopOpen = () => {
      clearTimeout(settle);
      clearTimeout(retryRefused);
      window.removeEventListener('offline', onOffline);
      s.disconnect();
      $connection.set({ status: 'connecting', attempt: 0 });
    };
    return s;
  }

  /** Counts a subscriber in; the returned function counts it out and closes on the last. */
  function use(): () => void {
    users += 1;
    socket ??= open();
    let used = true;
    return () => {
      if (!used) return;
      used = false;
      users -= 1;
      if (users === 0) {
        stopOpen?.();
        stopOpen = undefined;
        socket = undefined;
      }
    };
  }

  return {
    subscribe(event, handler) {
      let handlers = listeners.get(event);
      if (!handlers) listeners.set(event, (handlers = new Set()));
      const listener = handler as (...args: never[]) => void;
      handlers.add(listener);
      // A socket opened by use() below attaches every listener itself.
      const opened = socket;
      const release = use();
      opened?.on(event, handler as never);
      return () => {
        handlers.delete(listener);
        socket?.off(event, handler as never);
        release();
      };
    },
    onConnect(handler) {
      connectHandlers.add(handler);
      const release = use();
      if (socket?.connected) handler(false);
      return () => {
        connectHandlers.delete(handler);
        release();
      };
    },
    current: () => socket,
    $connection,
  };
}
