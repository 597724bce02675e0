// Two real server processes on one PostgreSQL and one Redis: a buyer on one, an agent on
// the other. Runs when TEST_DATABASE_URL and TEST_REDIS_URL name them (as on CI).
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { Redis } from 'ioredis';
import { afterAll, afterEach, beforeAll, expect, it } from 'vitest';
import type { Database } from '../../../src/server/db/client.ts';
import type { ChatMessage } from '../../../src/shared/chat/chat.ts';
import { createAccount } from '../support/accounts.ts';
import { type ChatClient, connected, disconnection, inbox, sendOk, sync, waitFor } from '../support/chat-sockets.ts';
import { freshPostgresDatabase } from '../support/helper.ts';
import { clusterEnv, type ServerProcess, startServer, stopServer } from '../support/process.ts';
import { describeWith, TEST_DATABASE_URL, TEST_REDIS_URL } from '../support/services.ts';

const portOf = (server: ServerProcess) => Number(new URL(server.url).port);

/**
 * A stand-in for the load balancer in front of the processes: forwards to one upstream
 * port, and can switch upstream and drop its connections, as when a process goes away.
 */
function balancer(initialPort: number) {
  let upstream = initialPort;
  const sockets = new Set<net.Socket>();
  const server = net.createServer((client) => {
    const target = net.connect(upstream, '127.0.0.1');
    sockets.add(client).add(target);
    client.pipe(target).pipe(client);
    const drop = () => {
      client.destroy();
      target.destroy();
    };
    client.on('error', drop).on('close', drop);
    target.on('error', drop).on('close', drop);
  });
  return {
    async listen() {
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      return `http://127.0.0.1:${(server.address() as net.AddressInfo).port}`;
    },
    switchTo(port: number) {
      upstream = port;
      for (const socket of sockets) socket.destroy();
      sockets.clear();
    },
    close() {
      for (const socket of sockets) socket.destroy();
      return new Promise((resolve) => server.close(resolve));
    },
  };
}

describeWith(['postgres', 'redis'], 'chat across two server processes (PostgreSQL + Redis)', () => {
  const streamName = `test-chat-${randomUUID()}`;
  const dataDir = mkdtempSync(join(tmpdir(), 'atp-cluster-'));
  let database: Database & { url: string };
  let a: ServerProcess | undefined;
  let b: ServerProcess | undefined;
  const open: ChatClient[] = [];

  beforeAll(async () => {
    database = await freshPostgresDatabase(TEST_DATABASE_URL);
    const env = clusterEnv({ databaseUrl: database.url, redisUrl: TEST_REDIS_URL!, streamName, dataDir });
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
    rmSync(dataDir, { recursive: true, force: true });
    const redis = new Redis(TEST_REDIS_URL!);
    const keys = [streamName, ...(await redis.keys(`${streamName}:session:*`))];
    await redis.del(...keys);
    await redis.quit();
  }, 60_000);

  async function socketAt(url: string, token: string, options: Parameters<typeof connected>[2] = {}) {
    const socket = await connected(url, token, options);
    open.push(socket);
    return socket;
  }

  it('lets a buyer on one process and an agent on the other talk live', async () => {
    const buyer = await createAccount(database.db, { fullName: 'Amina Bello' });
    const agent = await createAccount(database.db, { type: 'agent', fullName: 'Kofi Mensah' });
    const buyerSocket = await socketAt(a!.url, buyer.token);
    const buyerInbox = inbox(buyerSocket);
    const agentSocket = await socketAt(b!.url, agent.token);
    const agentInbox = inbox(agentSocket);

    const question = await sendOk(buyerSocket, { id: randomUUID(), message: 'Is cashew available in Benin?' });
    await waitFor(() => agentInbox.some((m) => m.id === question.id), 'the buyer message at the agent');
    expect(agentInbox.find((m) => m.id === question.id)).toMatchObject({
      buyerId: buyer.user.id,
      senderName: 'Amina Bello',
      fromSelf: false,
    });

    const answer = await sendOk(agentSocket, {
      id: randomUUID(),
      to: buyer.user.id,
      message: 'Yes, 200 MT this month.',
    });
    await waitFor(() => buyerInbox.some((m) => m.id === answer.id), 'the agent reply at the buyer');
    expect(buyerInbox.find((m) => m.id === answer.id)).toMatchObject({
      message: 'Yes, 200 MT this month.',
      fromSelf: false,
      senderName: 'Kofi Mensah',
    });

    // Either process answers with the one shared history.
    for (const server of [a!, b!]) {
      const res = await fetch(`${server.url}/api/message/receive-message`, { headers: buyer.auth });
      const { data } = (await res.json()) as { data: ChatMessage[] };
      expect(data.map(({ message, fromSelf }) => ({ message, fromSelf }))).toEqual([
        { message: 'Is cashew available in Benin?', fromSelf: true },
        { message: 'Yes, 200 MT this month.', fromSelf: false },
      ]);
    }
  });

  it('replays what a buyer missed when they come back on the other process', async () => {
    const buyer = await createAccount(database.db);
    const agent = await createAccount(database.db, { type: 'agent' });
    const agentSocket = await socketAt(b!.url, agent.token);
    const first = await socketAt(a!.url, buyer.token);
    const firstInbox = inbox(first);
    await sendOk(agentSocket, { to: buyer.user.id, message: 'before' });
    await waitFor(() => firstInbox.length === 1, 'the first message');
    first.disconnect();

    await sendOk(agentSocket, { to: buyer.user.id, message: 'missed 1' });
    await sendOk(agentSocket, { to: buyer.user.id, message: 'missed 2' });

    const back = await socketAt(b!.url, buyer.token);
    const page = await sync(back, firstInbox[0]!.seq);
    expect(page.messages.map((m) => m.message)).toEqual(['missed 1', 'missed 2']);
  });

  it('stores one conversation in order and lets staff sync wait for inserts in flight', async () => {
    const buyer = await createAccount(database.db);
    const agent = await createAccount(database.db, { type: 'agent' });
    const buyerSocket = await socketAt(a!.url, buyer.token);
    const agentSocket = await socketAt(b!.url, agent.token);
    const before = await sync(agentSocket, 0);
    let after = before.upTo;
    for (let page = before; page.more; page = await sync(agentSocket, after)) after = page.upTo;

    // Another transaction holds this conversation (as an insert in flight would): a new
    // message of it must wait, so it cannot be stored behind a message not yet committed.
    const holder = new pg.Client({ connectionString: database.url });
    await holder.connect();
    try {
      await holder.query('begin');
      await holder.query(
        `select pg_advisory_xact_lock(7041, hashtext($1)), pg_advisory_xact_lock_shared(hashtext('afritrade.messages'))`,
        [buyer.user.id],
      );
      let acked = false;
      const sent = sendOk(buyerSocket, { message: 'waits for the conversation' }).then((m) => {
        acked = true;
        return m;
      });
      // The insert is in flight once it waits for the conversation lock.
      const deadline = Date.now() + 5000;
      for (;;) {
        const res = await holder.query(
          `select count(*)::int as n from pg_locks
           where locktype = 'advisory' and not granted
             and database = (select oid from pg_database where datname = current_database())`,
        );
        if (res.rows[0].n > 0) break;
        if (Date.now() > deadline) throw new Error('the insert never waited for the conversation lock');
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      let synced = false;
      const staffSync = sync(agentSocket, after).then((page) => {
        synced = true;
        return page;
      });
      await new Promise((resolve) => setTimeout(resolve, 500));
      expect(acked).toBe(false);
      expect(synced).toBe(false);
      await holder.query('commit');

      const message = await sent;
      const page = await staffSync;
      // The staff sync settled only once the insert before it had committed: it includes it.
      expect(page.messages.map((m) => m.id)).toContain(message.id);
      expect(page.upTo).toBeGreaterThanOrEqual(message.seq);
    } finally {
      await holder.end();
    }
  });

  it('recovers the connection state when the buyer is moved to the other process', async () => {
    const buyer = await createAccount(database.db);
    const agent = await createAccount(database.db, { type: 'agent' });
    const agentSocket = await socketAt(b!.url, agent.token);
    const lb = balancer(portOf(a!));
    const entry = await lb.listen();
    try {
      const socket = await socketAt(entry, buyer.token, {
        reconnectionDelay: 1000,
        reconnectionDelayMax: 1000,
        randomizationFactor: 0,
      });
      const received = inbox(socket);
      await sendOk(agentSocket, { to: buyer.user.id, message: 'on process A' });
      await waitFor(() => received.length === 1, 'the first message');

      // Process A's connections drop; the balancer now sends the buyer to process B.
      const dropped = disconnection(socket);
      lb.switchTo(portOf(b!));
      await dropped;
      await sendOk(agentSocket, { to: buyer.user.id, message: 'while reconnecting' });

      await new Promise<void>((resolve) => socket.once('connect', () => resolve()));
      expect(socket.recovered).toBe(true);
      await waitFor(() => received.length === 2, 'the missed message');
      expect(received.map((m) => m.message)).toEqual(['on process A', 'while reconnecting']);
    } finally {
      await lb.close();
    }
  });
});
