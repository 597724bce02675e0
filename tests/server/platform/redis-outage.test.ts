// Two real server processes on PostgreSQL and a Redis of this test's own that is stopped and
// started again (docs/decisions/0010): during the outage both stay ready (degraded), serve
// reads and sign-ins, keep their limits and carry a chat between them; afterwards all is normal.
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../../src/server/db/client.ts';
import { AUTH_LIMITS } from '../../../src/server/routes/api/auth/rate-limits.ts';
import { createAccount, TEST_PASSWORD } from '../support/accounts.ts';
import { type ChatClient, connected, inbox, sendOk, waitFor } from '../support/chat-sockets.ts';
import { freshPostgresDatabase } from '../support/helper.ts';
import { clusterEnv, type ServerProcess, startServer, stopServer } from '../support/process.ts';
import { type PrivateRedis, redisServerMissing, startPrivateRedis } from '../support/redis-server.ts';
import { TEST_DATABASE_URL } from '../support/services.ts';
import { eventually } from '../support/waiting.ts';

const missing = TEST_DATABASE_URL ? redisServerMissing() : 'set TEST_DATABASE_URL to run it (.ci/run does)';
if (missing) console.warn(`Skipped "a Redis outage": ${missing}.`);

interface Readiness {
  status: string;
  checks: Record<string, string>;
  failed: string[];
  degraded: string[];
}

const METRICS_LINE = /metrics on port (\d+)/;

describe.skipIf(Boolean(missing))('a Redis outage under two server processes (PostgreSQL)', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'atp-redis-outage-'));
  let redis: PrivateRedis;
  let database: Database & { url: string };
  let a: ServerProcess | undefined;
  let b: ServerProcess | undefined;
  const open: ChatClient[] = [];

  beforeAll(async () => {
    redis = await startPrivateRedis();
    database = await freshPostgresDatabase(TEST_DATABASE_URL);
    const env = {
      ...clusterEnv({ databaseUrl: database.url, redisUrl: redis.url, streamName: 'outage', dataDir }),
      METRICS_PORT: '0',
    };
    // One after the other: the first migrates and seeds the new database.
    a = await startServer(env);
    b = await startServer(env);
  }, 90_000);

  afterEach(() => {
    for (const socket of open.splice(0)) socket.disconnect();
  });

  afterAll(async () => {
    await Promise.all([stopServer(a), stopServer(b)]);
    await database?.close();
    await redis?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }, 60_000);

  const readiness = async (server: ServerProcess) => {
    if (server.child.exitCode !== null) throw new Error(`the server exited:\n${server.output().slice(-4000)}`);
    const res = await fetch(`${server.url}/readyz`);
    return { code: res.status, body: (await res.json()) as Readiness };
  };
  const redisGauge = async (server: ServerProcess) => {
    const port = METRICS_LINE.exec(server.output())?.[1];
    if (!port) throw new Error('the server did not say its metrics port');
    const text = await (await fetch(`http://127.0.0.1:${port}/metrics`)).text();
    return /^dependency_up\{dependency="redis"\} (\d)$/m.exec(text)?.[1];
  };
  const count = (server: ServerProcess, text: string) => server.output().split(text).length - 1;
  const signIn = (server: ServerProcess, email: string, password: string) =>
    fetch(`${server.url}/api/auth/signin-buyer`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password }),
    });
  async function socketAt(server: ServerProcess, token: string) {
    const socket = await connected(server.url, token);
    open.push(socket);
    return socket;
  }
  async function chatCrosses(buyer: { token: string; user: { id: string } }, agent: { token: string }) {
    const buyerSocket = await socketAt(a!, buyer.token);
    const agentSocket = await socketAt(b!, agent.token);
    const buyerInbox = inbox(buyerSocket);
    const agentInbox = inbox(agentSocket);
    const question = await sendOk(buyerSocket, { id: randomUUID(), message: 'Is sesame available?' });
    await waitFor(() => agentInbox.some((m) => m.id === question.id), 'the buyer message at the agent on process B');
    const answer = await sendOk(agentSocket, { id: randomUUID(), to: buyer.user.id, message: '300 MT in May.' });
    await waitFor(() => buyerInbox.some((m) => m.id === answer.id), 'the agent reply at the buyer on process A');
    expect(agentInbox.find((m) => m.id === question.id)).toMatchObject({
      message: 'Is sesame available?',
      fromSelf: false,
    });
  }

  it('keeps every process ready and serving while Redis is down, and is normal again once it is back', async () => {
    const buyer = await createAccount(database.db, { fullName: 'Amina Bello' });
    const agent = await createAccount(database.db, { type: 'agent' });
    const guessed = await createAccount(database.db);
    for (const server of [a!, b!]) {
      expect(await readiness(server)).toMatchObject({ code: 200, body: { status: 'ready', degraded: [] } });
      expect(await redisGauge(server)).toBe('1');
    }
    const errorsBefore = [a!, b!].map((server) => count(server, '"level":50'));
    // Sockets opened before the outage stay open through it.
    const buyerSocket = await socketAt(a!, buyer.token);
    const agentSocket = await socketAt(b!, agent.token);
    const agentInbox = inbox(agentSocket);

    await redis.stop();
    for (const server of [a!, b!]) {
      const ready = await eventually(async () => {
        const answer = await readiness(server);
        return answer.body.degraded.includes('redis') ? answer : undefined;
      }, 'readiness to name redis');
      expect(ready).toEqual({
        code: 200,
        body: {
          status: 'degraded',
          checks: { database: 'ok', storage: 'ok', redis: 'unavailable' },
          failed: [],
          degraded: ['redis'],
        },
      });
      expect(await redisGauge(server)).toBe('0');
      // The catalogue.
      expect((await fetch(`${server.url}/api/product`)).status).toBe(200);
      // Sign-in.
      const signedIn = await signIn(server, buyer.user.email, TEST_PASSWORD);
      expect(signedIn.status).toBe(200);
    }

    // A chat message stored on A reaches the agent on B, and the reply comes back.
    const during = await sendOk(buyerSocket, { id: randomUUID(), message: 'Sent while Redis is down' });
    await waitFor(() => agentInbox.some((m) => m.id === during.id), 'the message sent during the outage at the agent');
    await chatCrosses(buyer, agent);

    // Limits still hold (in each process's memory meanwhile): refused with 429, never a 500.
    // Guesses from one client meet the per-account-and-client limit first (the per-account one is higher).
    const max = AUTH_LIMITS.signInFailuresPerClient.max;
    for (let i = 0; i < max; i += 1) expect((await signIn(a!, guessed.user.email, `Wrong#Pass${i}x`)).status).toBe(401);
    const locked = await signIn(a!, guessed.user.email, 'Wrong#Pass99x');
    expect(locked.status).toBe(429);

    // Said once per process, not once per reconnection attempt.
    for (const server of [a!, b!]) expect(count(server, 'redis unavailable')).toBe(1);

    await redis.start();
    for (const server of [a!, b!]) {
      await eventually(
        async () => ((await readiness(server)).body.status === 'ready' ? true : undefined),
        'readiness without redis degraded',
      );
      expect(await readiness(server)).toEqual({
        code: 200,
        body: { status: 'ready', checks: { database: 'ok', storage: 'ok', redis: 'ok' }, failed: [], degraded: [] },
      });
      expect(await redisGauge(server)).toBe('1');
      await eventually(
        () => (count(server, 'redis is back') === 1 ? true : undefined),
        'the line saying redis is back',
      );
      expect(count(server, 'redis unavailable')).toBe(1);
    }
    // Not an error logged through it all (the one warning above says it).
    expect([a!, b!].map((server) => count(server, '"level":50'))).toEqual(errorsBefore);
    // Events cross processes through Redis again (the relay's tail ends after 5 s; this holds either way).
    await chatCrosses(buyer, agent);
    await eventually(
      () => ([a!, b!].every((server) => count(server, 'chat: relaying ended') === 1) ? true : undefined),
      'both processes to stop relaying through the database',
    );
    const after = await sendOk(buyerSocket, { id: randomUUID(), message: 'Sent once Redis is back' });
    await waitFor(() => agentInbox.some((m) => m.id === after.id), 'the message sent after the outage at the agent');
  }, 180_000);

  it('does the same when Redis freezes (its connections open, nothing answered)', async () => {
    const buyer = await createAccount(database.db);
    const agent = await createAccount(database.db, { type: 'agent' });
    const before = count(a!, 'redis unavailable');
    redis.freeze();
    try {
      for (const server of [a!, b!]) {
        await eventually(
          async () => ((await readiness(server)).body.degraded.includes('redis') ? true : undefined),
          'readiness to name redis',
        );
        expect((await readiness(server)).code).toBe(200);
        expect((await signIn(server, buyer.user.email, TEST_PASSWORD)).status).toBe(200);
      }
      await chatCrosses(buyer, agent);
      expect(count(a!, 'redis unavailable')).toBe(before + 1);
    } finally {
      redis.thaw();
    }
    for (const server of [a!, b!]) {
      await eventually(
        async () => ((await readiness(server)).body.status === 'ready' ? true : undefined),
        'readiness once redis answers again',
      );
    }
    await chatCrosses(buyer, agent);
  }, 120_000);
});
