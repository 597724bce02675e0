// Real socket.io clients for the chat tests: connect with a token, collect events, wait.
import type { AddressInfo } from 'node:net';
import { io, type ManagerOptions, type Socket, type SocketOptions } from 'socket.io-client';
import type {
  Ack,
  ChatMessage,
  ClientToServerEvents,
  ServerToClientEvents,
  SyncPage,
} from '../../../src/shared/chat/chat.ts';
import { afterAll, afterEach } from 'vitest';
import { testAppSuite } from './app-suite.ts';
import { TYPING_REPEAT_MS } from '../../../src/shared/chat/chat.staff.ts';
import { EVENT_WAIT_MS, eventually, until } from './waiting.ts';
import type { TestApp, TestAppOptions } from './helper.ts';

export type ChatClient = Socket<ServerToClientEvents, ClientToServerEvents>;

/** Starts the test app on a free port and returns its base URL. */
export async function listen(app: TestApp): Promise<string> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as AddressInfo;
  return `http://127.0.0.1:${port}`;
}

type ClientOptions = Partial<ManagerOptions & SocketOptions>;

/** A client socket that is not connected yet; `connect()` resolves once the server accepted it. */
export function chatClient(url: string, token: string | undefined, options: ClientOptions = {}): ChatClient {
  return io(url, {
    path: '/socket.io',
    auth: token === undefined ? {} : { token },
    transports: ['websocket'],
    forceNew: true,
    autoConnect: false,
    reconnectionDelay: 50,
    reconnectionDelayMax: 200,
    ...options,
  });
}

export function connect(socket: ChatClient): Promise<ChatClient> {
  return new Promise((resolve, reject) => {
    const onConnect = () => {
      socket.off('connect_error', onError);
      resolve(socket);
    };
    const onError = (error: Error) => {
      socket.off('connect', onConnect);
      reject(error);
    };
    socket.once('connect', onConnect);
    socket.once('connect_error', onError);
    socket.connect();
  });
}

export const connected = (url: string, token: string, options: ClientOptions = {}) =>
  connect(chatClient(url, token, options));

/** Everything a socket receives on `receive-message`, in arrival order. */
export function inbox(socket: ChatClient): ChatMessage[] {
  const received: ChatMessage[] = [];
  socket.on('receive-message', (message) => received.push(message));
  return received;
}

export { EVENT_WAIT_MS };

/** Waits until `check()` holds (an event arrived); fails naming `what` at the deadline. */
export async function waitFor(check: () => boolean, what: string, timeoutMs = EVENT_WAIT_MS): Promise<void> {
  await eventually(() => check() || undefined, what, timeoutMs);
}

/**
 * Emits `typing` as a typing client does, again every TYPING_REPEAT_MS, until `arrived()`:
 * the server sends the indicator volatile, so a connection busy with other events (a
 * colleague coming online) may drop one, and only the next one shows it.
 */
export async function typeUntil(
  socket: ChatClient,
  to: string | undefined,
  arrived: () => boolean,
  what: string,
): Promise<void> {
  const deadline = Date.now() + EVENT_WAIT_MS;
  for (;;) {
    if (to === undefined) socket.emit('typing');
    else socket.emit('typing', { to });
    if (await until(arrived, Boolean, TYPING_REPEAT_MS)) return;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
  }
}

/**
 * Resolves once everything the server emitted to this socket before now has arrived: a
 * socket's answers travel on the same connection, behind what was already sent to it. For
 * asserting that a socket got nothing, without guessing how long to wait.
 */
export async function caughtUp(socket: ChatClient): Promise<void> {
  await socket.timeout(EVENT_WAIT_MS).emitWithAck('add-user', null, null);
}

export async function send(socket: ChatClient, payload: Record<string, unknown>): Promise<Ack<ChatMessage>> {
  return socket.timeout(EVENT_WAIT_MS).emitWithAck('send-message', payload);
}

/** Sends and expects success; returns the stored message. */
export async function sendOk(socket: ChatClient, payload: Record<string, unknown>): Promise<ChatMessage> {
  const answer = await send(socket, payload);
  if (!('data' in answer)) throw new Error(`send failed: ${JSON.stringify(answer)}`);
  return answer.data;
}

export async function sync(socket: ChatClient, after: number): Promise<SyncPage> {
  const answer = await socket.timeout(EVENT_WAIT_MS).emitWithAck('sync', { after });
  if (!('data' in answer)) throw new Error(`sync failed: ${JSON.stringify(answer)}`);
  return answer.data;
}

/** Resolves with the reason once the socket reports a disconnect. */
export const disconnection = (socket: ChatClient) =>
  new Promise<string>((resolve) => socket.once('disconnect', (reason) => resolve(reason)));

/** The test app of a socket suite, once it listens. */
export interface ListeningApp {
  app: TestApp;
  url: string;
}

/**
 * The setup every socket suite shares: one test app listening on a free port for the file
 * (`started` hands it over, for the suite's own `app` and `url`), the sockets a test opened
 * (`socketFor`, or pushed on `open`) disconnected after it, and the app closed at the end.
 */
export function socketSuite(started: (server: ListeningApp) => void, options?: TestAppOptions) {
  const open: ChatClient[] = [];
  let server: ListeningApp | undefined;
  testAppSuite(options, async (app) => {
    server = { app, url: await listen(app) };
    started(server);
  });
  afterEach(() => {
    for (const socket of open.splice(0)) socket.disconnect();
  });
  // Before the app closes (hooks after all tests run in reverse order of declaration).
  afterAll(() => {
    for (const socket of open.splice(0)) socket.disconnect();
  });
  /** A connected client with `token`, disconnected after the test. */
  async function socketFor(token: string, options: ClientOptions = {}): Promise<ChatClient> {
    if (!server) throw new Error('socketFor() runs inside a test, after the app started');
    const socket = await connected(server.url, token, options);
    open.push(socket);
    return socket;
  }
  return { open, socketFor };
}
