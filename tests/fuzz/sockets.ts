import fc from 'fast-check';
import type { FastifyInstance } from 'fastify';
import { io, type Socket } from 'socket.io-client';
import { CHAT_EVENTS, SendMessageSchema, SyncRequestSchema } from '../../src/shared/chat/chat.ts';
import { type Actor, failureOf, type Outcome } from './http.ts';
import { hostileValue, oneFieldHostile } from './hostile.ts';
import { writeMark, writesOnRefusal } from './write-log.ts';
import { anyJson, arbitraryOf, objectKeys } from './zod-arbitrary.ts';

/** Payload schemas of the socket events that have one; other events get any JSON. */
const EVENT_SCHEMAS: Record<string, unknown> = {
  [CHAT_EVENTS.send]: SendMessageSchema,
  [CHAT_EVENTS.sync]: SyncRequestSchema,
};

/** Events socket.io reserves, which a client cannot send, and its own `error` listener. */
const RESERVED = new Set([
  'connect',
  'connect_error',
  'disconnect',
  'disconnecting',
  'newListener',
  'removeListener',
  'error',
]);
const ACK_TIMEOUT_MS = 3000;

interface SocketCall {
  label: string;
  args: unknown[];
  /** Whether the client asks for an acknowledgement. */
  withAck: boolean;
}

/** Waits (at most 3 s) until nothing has been written for 100 ms. */
async function writesSettled(app: FastifyInstance): Promise<void> {
  let last = await writeMark(app.db);
  for (let waited = 0; waited < 3000; waited += 100) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    const now = await writeMark(app.db);
    if (now === last) return;
    last = now;
  }
}

function callArbitrary(event: string, knownIds: string[]): fc.Arbitrary<SocketCall> {
  const schema = EVENT_SCHEMAS[event];
  const valid = schema ? arbitraryOf(schema) : anyJson();
  const keys = objectKeys(schema);
  const withKnownIds = fc.oneof(
    valid,
    fc.tuple(valid, fc.constantFrom(...knownIds)).map(([v, id]) => (typeof v === 'object' && v ? { ...v, to: id } : v)),
  );
  const mutated = oneFieldHostile(valid, keys);
  return fc.oneof(
    { weight: 4, arbitrary: withKnownIds.map((v) => ({ label: 'valid per schema', args: [v], withAck: true })) },
    { weight: 4, arbitrary: mutated.map((v) => ({ label: 'one field hostile', args: [v], withAck: true })) },
    { weight: 2, arbitrary: hostileValue.map((v) => ({ label: 'wrong type', args: [v], withAck: true })) },
    { weight: 1, arbitrary: fc.constant<SocketCall>({ label: 'no arguments', args: [], withAck: true }) },
    {
      weight: 1,
      arbitrary: fc
        .array(hostileValue, { minLength: 2, maxLength: 4 })
        .map((args) => ({ label: 'extra arguments', args, withAck: true })),
    },
    { weight: 1, arbitrary: valid.map((v) => ({ label: 'no acknowledgement asked', args: [v], withAck: false })) },
    {
      weight: 1,
      arbitrary: fc.constant<SocketCall>({ label: 'binary payload', args: [Buffer.alloc(2048, 0xff)], withAck: true }),
    },
  );
}

async function connect(url: string, token: string | undefined): Promise<Socket> {
  const socket = io(url, { auth: { token }, transports: ['websocket'], reconnection: false, forceNew: true });
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', () => resolve());
    socket.once('connect_error', reject);
  });
  return socket;
}

/**
 * Connects as each actor, reads the events the server registered on that socket, and sends
 * each generated values. Property: the acknowledgement (when asked for) never has status 500,
 * a refused event stores nothing, and the server keeps answering.
 */
export async function fuzzSocketEvents(options: {
  app: FastifyInstance;
  url: string;
  actors: Actor[];
  knownIds: string[];
  runs: number;
  seed: number;
}): Promise<Outcome[]> {
  const { app } = options;
  const outcomes: Outcome[] = [];
  for (const actor of options.actors) {
    let socket = await connect(options.url, await actor.token());
    const serverSocket = app.io.sockets.sockets.get(socket.id ?? '');
    if (!serverSocket) throw new Error('the server does not know the fuzzing socket');
    const events = serverSocket
      .eventNames()
      .map(String)
      .filter((name) => !RESERVED.has(name));
    for (const event of events) {
      const outcome: Outcome = { name: `socket ${event} as ${actor.name}`, sent: 0, statuses: new Map() };
      const count = (status: string) => outcome.statuses.set(status, (outcome.statuses.get(status) ?? 0) + 1);
      let lastProblem = '';
      const property = fc.asyncProperty(callArbitrary(event, options.knownIds), async (call) => {
        // A hostile frame may make the server drop the connection: that is allowed; reconnect.
        if (!socket.connected) socket = await connect(options.url, await actor.token());
        const mark = await writeMark(app.db);
        outcome.sent += 1;
        let ack: { status?: number; errors?: unknown; data?: unknown } | undefined;
        try {
          if (call.withAck) {
            ack = (await socket.timeout(ACK_TIMEOUT_MS).emitWithAck(event, ...call.args)) as typeof ack;
          } else {
            socket.emit(event, ...call.args);
            // Without an acknowledgement, a sync round trip shows the server handled it and lives;
            // what the event writes may still be in flight, so wait until the writes settle
            // before the next call measures its own.
            await socket.timeout(ACK_TIMEOUT_MS).emitWithAck(CHAT_EVENTS.sync, { after: 0 });
            await writesSettled(app);
          }
        } catch {
          if (!socket.connected) {
            count('disconnected');
            return true;
          }
          count('no ack');
          lastProblem = `no acknowledgement within ${ACK_TIMEOUT_MS} ms to ${event} [${call.label}] ${JSON.stringify(call.args).slice(0, 300)}`;
          return false;
        }
        const status = ack?.status ?? (ack && 'data' in ack ? 200 : 0);
        count(call.withAck ? `ack ${status}` : 'sent (no ack asked)');
        if (status >= 500) {
          lastProblem = `acknowledged with ${status}: ${JSON.stringify(ack).slice(0, 300)}\n  to ${event} [${call.label}] ${JSON.stringify(call.args).slice(0, 300)}`;
          return false;
        }
        if (status >= 400) {
          const stored = await writesOnRefusal(app.db, mark);
          if (stored) {
            lastProblem = `refused with ${status} but stored ${stored}\n  to ${event} [${call.label}] ${JSON.stringify(call.args).slice(0, 300)}`;
            return false;
          }
        }
        return true;
      });
      const failure = await failureOf(property, { ...options, timeLimitMs: 120_000 }, () => lastProblem);
      outcomes.push(failure ? { ...outcome, failure } : outcome);
    }
    socket.disconnect();
  }
  // The server still answers after all of it.
  const health = await app.inject({ method: 'GET', url: '/api/health' });
  if (health.statusCode !== 200) {
    outcomes.push({
      name: 'health after the socket fuzz',
      sent: 1,
      statuses: new Map([[String(health.statusCode), 1]]),
      failure: `  /api/health answered ${health.statusCode}`,
    });
  }
  return outcomes;
}
