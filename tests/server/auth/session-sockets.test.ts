// Sessions own their sockets: whatever ends a session closes the sockets opened with its token
// within a second, on the process the socket is connected to, whichever process ended it.
import { randomUUID } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../../src/server/db/client.ts';
import { issueOneTimeToken } from '../../../src/server/services/one-time-tokens.service.ts';
import { createAccount, TEST_PASSWORD } from '../support/accounts.ts';
import { caughtUp, type ChatClient, connected, inbox, listen, sendOk, waitFor } from '../support/chat-sockets.ts';
import { testAppSuite } from '../support/app-suite.ts';
import { buildTestApp, freshPostgresDatabase, type TestApp } from '../support/helper.ts';
import { createAdmin, createAgent } from '../support/staff-accounts.ts';
import { describeWith, TEST_REDIS_URL } from '../support/services.ts';

const CLOSE_WITHIN_MS = 1000;

const open: ChatClient[] = [];
afterEach(() => {
  for (const socket of open.splice(0)) socket.disconnect();
});

async function socketOn(url: string, token: string) {
  const socket = await connected(url, token, { reconnection: false });
  open.push(socket);
  return socket;
}

/** Resolves with the time it took the server to close the socket; fails after a second. */
function closedByServer(socket: ChatClient): Promise<number> {
  const started = Date.now();
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`socket still open after ${CLOSE_WITHIN_MS} ms`)), CLOSE_WITHIN_MS);
    socket.once('disconnect', (reason) => {
      clearTimeout(timer);
      if (reason === 'io server disconnect') resolve(Date.now() - started);
      else reject(new Error(`socket closed for another reason: ${reason}`));
    });
  });
}

/** Every way a session ends, run against a socket on `socketUrl` while `app` ends the session. */
function sessionEndings(setup: () => { app: TestApp; socketUrl: string }) {
  const post = (app: TestApp, url: string, headers: Record<string, string>, payload: Record<string, unknown> = {}) =>
    app.inject({ method: 'POST', url, headers, payload });

  it('sign-out closes that session’s sockets and no other', async () => {
    const { app, socketUrl } = setup();
    const buyer = await createAccount(app.db);
    const other = await createAccount(app.db, { email: `second.${randomUUID()}@example.com` });
    const mine = await socketOn(socketUrl, buyer.token);
    const otherSocket = await socketOn(socketUrl, other.token);
    const closing = closedByServer(mine);
    expect((await app.inject({ method: 'GET', url: '/api/auth/signout', headers: buyer.auth })).statusCode).toBe(200);
    await closing;
    await caughtUp(otherSocket);
    expect(otherSocket.connected).toBe(true);
    // The token cannot open a new socket either.
    await expect(connected(socketUrl, buyer.token, { reconnection: false })).rejects.toThrow('unauthorized');
  });

  it('a signed-out agent stops receiving buyers’ messages at once', async () => {
    const { app, socketUrl } = setup();
    const agent = await createAgent(app.db);
    const buyer = await createAccount(app.db);
    const agentSocket = await socketOn(socketUrl, agent.token);
    const received = inbox(agentSocket);
    // A colleague still signed in: once the message reaches them, it went out to the staff.
    const colleague = await createAgent(app.db);
    const colleagueReceived = inbox(await socketOn(socketUrl, colleague.token));
    const closing = closedByServer(agentSocket);
    await app.inject({ method: 'GET', url: '/api/auth/signout', headers: agent.auth });
    await closing;
    await sendOk(await socketOn(socketUrl, buyer.token), { message: 'Are you there?' });
    await waitFor(() => colleagueReceived.length === 1, 'the message reaching the signed-in colleague');
    expect(received).toEqual([]);
  });

  it('a password change closes the other sessions’ sockets and keeps its own', async () => {
    const { app, socketUrl } = setup();
    const buyer = await createAccount(app.db);
    const phone = await socketOn(socketUrl, buyer.token);
    const laptopSession = await post(
      app,
      '/api/auth/signin-buyer',
      {},
      { email: buyer.user.email, password: TEST_PASSWORD },
    );
    const laptopToken = laptopSession.json().data.token as string;
    const laptop = await socketOn(socketUrl, laptopToken);
    const closing = closedByServer(phone);
    const changed = await post(
      app,
      '/api/buyer-hub/password',
      { authorization: `Bearer ${laptopToken}` },
      {
        oldPassword: TEST_PASSWORD,
        newPassword: 'Savannah#Trade-2027',
      },
    );
    expect(changed.statusCode, changed.body).toBe(200);
    await closing;
    await caughtUp(laptop);
    expect(laptop.connected).toBe(true);
  });

  it('a password reset closes every socket of the account', async () => {
    const { app, socketUrl } = setup();
    const buyer = await createAccount(app.db);
    const sockets = [await socketOn(socketUrl, buyer.token), await socketOn(socketUrl, buyer.token)];
    const closing = sockets.map(closedByServer);
    const token = await issueOneTimeToken(app.db, buyer.user.id, 'reset_password', new Date());
    const reset = await post(app, `/api/auth/reset-password/${token}`, {}, { password: 'Savannah#Trade-2027' });
    expect(reset.statusCode, reset.body).toBe(200);
    await Promise.all(closing);
  });

  it('deactivating a staff member closes their sockets', async () => {
    const { app, socketUrl } = setup();
    const admin = await createAdmin(app.db);
    const agent = await createAgent(app.db);
    const closing = closedByServer(await socketOn(socketUrl, agent.token));
    const res = await app.inject({
      method: 'PATCH',
      url: `/api/staff/users/${agent.user.id}`,
      headers: admin.auth,
      payload: { active: false },
    });
    expect(res.statusCode, res.body).toBe(200);
    await closing;
  });

  it('suspending a buyer closes their sockets', async () => {
    const { app, socketUrl } = setup();
    const admin = await createAdmin(app.db);
    const buyer = await createAccount(app.db);
    const closing = closedByServer(await socketOn(socketUrl, buyer.token));
    const res = await post(app, `/api/staff/buyers/${buyer.user.id}/suspend`, admin.auth, { reason: 'Chargeback' });
    expect(res.statusCode, res.body).toBe(200);
    await closing;
  });
}

describe('sessions own their sockets, on one process', () => {
  let app: TestApp;
  let url = '';
  testAppSuite({ seed: false }, async (built) => {
    app = built;
    url = await listen(app);
  });
  sessionEndings(() => ({ app, socketUrl: url }));
});

describeWith(['postgres', 'redis'], 'sessions own their sockets, across two processes (PostgreSQL + Redis)', () => {
  // Two complete server instances on one database and one Redis: the session ends through
  // one, the socket is connected to the other.
  let database: Awaited<ReturnType<typeof freshPostgresDatabase>>;
  let ending: TestApp;
  let serving: TestApp;
  let servingUrl = '';
  beforeAll(async () => {
    database = await freshPostgresDatabase();
    const env = { REDIS_URL: TEST_REDIS_URL!, REDIS_STREAM_NAME: `test-sessions-${randomUUID()}` };
    ending = await buildTestApp({ seed: false, database, env });
    serving = await buildTestApp({
      seed: false,
      database: await openDatabase({ kind: 'postgres', url: database.url }),
      env,
    });
    await listen(ending);
    servingUrl = await listen(serving);
  }, 60_000);
  afterAll(async () => {
    await serving?.close();
    await ending?.close();
  });
  sessionEndings(() => ({ app: ending, socketUrl: servingUrl }));
});
