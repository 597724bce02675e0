// A console whose network silently drops (no goodbye reaches the server) stops counting as the
// desk once its heartbeat fails, so the buyer's Message Center turns Away; a slow link that
// answers late, inside the heartbeat's timeout, is kept. The heartbeat is shortened here to
// see in seconds what the real one (src/server/realtime/heartbeat.ts) does within 30 s.
import type { Socket as TcpSocket } from 'node:net';
import { describe, expect, it } from 'vitest';
import { DESK_AWAY_AFTER_MS } from '../../../src/shared/chat/chat.ts';
import { deskAwayWithinMs, SOCKET_HEARTBEAT } from '../../../src/server/realtime/heartbeat.ts';
import { createAccount } from '../support/accounts.ts';
import { type ChatClient, socketSuite, waitFor } from '../support/chat-sockets.ts';
import type { TestApp } from '../support/helper.ts';

const heartbeat = { pingInterval: 300, pingTimeout: 2000 };
let app: TestApp;
const { socketFor } = socketSuite((server) => ({ app } = server), { socketHeartbeat: heartbeat });

/** The client's TCP connection under its WebSocket: pausing it stops what it reads, corking what it writes. */
function network(socket: ChatClient): TcpSocket {
  const transport = socket.io.engine.transport as unknown as { ws?: { _socket?: TcpSocket } };
  const tcp = transport.ws?._socket;
  if (!tcp) throw new Error('the client socket has no WebSocket connection');
  return tcp;
}

const deskOnline = async (auth: Record<string, string>) => {
  const res = await app.inject({ method: 'GET', url: '/api/message/agent', headers: auth });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { data: { online: boolean } }).data.online;
};

describe('the desk’s presence when a console’s network goes silent', () => {
  it('keeps a console whose answers come late, and lets one go whose network is gone', async () => {
    const buyer = await createAccount(app.db);
    const agent = await createAccount(app.db, { type: 'agent' });
    const buyerSocket = await socketFor(buyer.token);
    const presence: boolean[] = [];
    buyerSocket.on('desk-presence', ({ online }) => presence.push(online));
    const consoleTab = await socketFor(agent.token);
    await waitFor(() => presence.at(-1) === true, 'the desk coming online');

    // A slow link: nothing arrives for 1.2 s (over three ping intervals, under the timeout),
    // then the delayed ping is answered. The console stays connected, the desk online.
    const tcp = network(consoleTab);
    let dropped = false;
    consoleTab.on('disconnect', () => (dropped = true));
    tcp.pause();
    await new Promise((resolve) => setTimeout(resolve, 1200));
    tcp.resume();
    await consoleTab.timeout(10_000).emitWithAck('add-user', null, null);
    expect(dropped).toBe(false);
    expect(await deskOnline(buyer.auth)).toBe(true);

    // The network goes for good, without a close frame: the server lets the socket go once
    // its pong is overdue, and the buyer is told Away after the grace.
    consoleTab.io.reconnection(false);
    const silentAt = Date.now();
    // Nothing in, nothing out (cork holds the client's writes, its close frame too).
    tcp.pause();
    tcp.cork();
    await waitFor(() => presence.at(-1) === false, 'the desk going away', deskAwayWithinMs(heartbeat) + 20_000);
    const tookMs = Date.now() - silentAt;
    expect(tookMs).toBeGreaterThanOrEqual(DESK_AWAY_AFTER_MS);
    expect(await deskOnline(buyer.auth)).toBe(false);
    tcp.destroy();
  });

  it('lets a silent console go within 30 s with the real heartbeat, leaving a 2G pong 15 s', () => {
    expect(deskAwayWithinMs()).toBeLessThanOrEqual(30_000);
    expect(SOCKET_HEARTBEAT.pingTimeout).toBeGreaterThanOrEqual(15_000);
  });
});
