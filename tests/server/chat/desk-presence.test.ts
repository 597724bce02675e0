// The buyer's chat header tells the truth: who handles the chat now (after a hand-over, the
// new agent: `chat-agent`) and whether anyone from the desk is connected (`desk-presence`,
// away only once no agent has been back for a moment), also through GET /message/agent.
import { describe, expect, it } from 'vitest';
import { STAFF_ROOM } from '../../../src/server/realtime/rooms.ts';
import type { ChatAgent } from '../../../src/shared/chat/chat.ts';
import { createAccount, type Account } from '../support/accounts.ts';
import { caughtUp, type ChatClient, socketSuite, waitFor } from '../support/chat-sockets.ts';
import type { TestApp } from '../support/helper.ts';
import { eventually } from '../support/waiting.ts';

let app: TestApp;
const { socketFor } = socketSuite((server) => ({ app } = server));

/** Collects one event's payloads on a socket. */
function collect<T>(socket: ChatClient, event: 'chat-agent' | 'desk-presence') {
  const seen: T[] = [];
  (socket as unknown as { on(e: string, f: (p: T) => void): void }).on(event, (payload) => seen.push(payload));
  return seen;
}

async function chatAgent(account: Account): Promise<ChatAgent> {
  const res = await app.inject({ method: 'GET', url: '/api/message/agent', headers: account.auth });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
}

const assign = (actor: Account, buyer: Account, agentId: string | null) =>
  app.inject({
    method: 'POST',
    url: `/api/staff/conversations/${buyer.user.id}/assign`,
    headers: actor.auth,
    payload: { agentId },
  });

describe('the desk’s presence and the agent handling a chat, as the buyer sees them', () => {
  it('is online only while an agent is connected, without flickering as they change pages', async () => {
    const buyer = await createAccount(app.db);
    const agent = await createAccount(app.db, { type: 'agent' });
    expect(await chatAgent(buyer)).toEqual({ agent: null, online: false });

    const buyerSocket = await socketFor(buyer.token);
    const presence = collect<{ online: boolean }>(buyerSocket, 'desk-presence');

    const console1 = await socketFor(agent.token);
    await waitFor(() => presence.length === 1, 'the desk coming online');
    expect(presence).toEqual([{ online: true }]);
    expect(await chatAgent(buyer)).toEqual({ agent: null, online: true });

    // The agent opens another console page: a new socket at once, and no "away" in between.
    console1.disconnect();
    const console2 = await socketFor(agent.token);
    // Then leaves the console: the buyer is told the desk is away, once the grace has passed.
    console2.disconnect();
    await waitFor(() => presence.length === 2, 'the desk going away');
    expect(presence).toEqual([{ online: true }, { online: false }]);
    expect(await chatAgent(buyer)).toEqual({ agent: null, online: false });
  });

  it('names the agent handling the chat, the new one after a hand-over, to that buyer only', async () => {
    const buyer = await createAccount(app.db);
    const other = await createAccount(app.db);
    const amina = await createAccount(app.db, { type: 'agent', fullName: 'Presence Amina' });
    const kofi = await createAccount(app.db, { type: 'agent', fullName: 'Presence Kofi' });
    const buyerSocket = await socketFor(buyer.token);
    const otherSocket = await socketFor(other.token);
    const told = collect<{ agent: ChatAgent['agent'] }>(buyerSocket, 'chat-agent');
    const toldOther = collect<{ agent: ChatAgent['agent'] }>(otherSocket, 'chat-agent');

    expect((await assign(amina, buyer, amina.user.id)).statusCode).toBe(200);
    await waitFor(() => told.length === 1, 'the claim');
    expect(told[0]).toEqual({ agent: { fullName: 'Presence Amina' } });
    expect((await chatAgent(buyer)).agent).toEqual({ fullName: 'Presence Amina' });

    expect((await assign(amina, buyer, kofi.user.id)).statusCode).toBe(200);
    await waitFor(() => told.length === 2, 'the hand-over');
    expect(told[1]).toEqual({ agent: { fullName: 'Presence Kofi' } });
    expect((await chatAgent(buyer)).agent).toEqual({ fullName: 'Presence Kofi' });

    expect((await assign(kofi, buyer, null)).statusCode).toBe(200);
    await waitFor(() => told.length === 3, 'the release');
    expect(told[2]).toEqual({ agent: null });

    await caughtUp(otherSocket);
    expect(toldOther).toEqual([]);
    expect((await chatAgent(other)).agent).toBeNull();
  });

  it('answers buyers only', async () => {
    const agent = await createAccount(app.db, { type: 'agent' });
    const asAgent = await app.inject({ method: 'GET', url: '/api/message/agent', headers: agent.auth });
    expect(asAgent.statusCode).toBe(403);
    const anonymous = await app.inject({ method: 'GET', url: '/api/message/agent' });
    expect(anonymous.statusCode).toBe(401);
  });

  it('tells a buyer who opens the Message Center while an agent changes pages what the others were told: Online', async () => {
    const buyer = await createAccount(app.db);
    const agent = await createAccount(app.db, { type: 'agent' });
    const console1 = await socketFor(agent.token);
    await eventually(async () => (await chatAgent(buyer)).online || undefined, 'the desk online');

    // The agent leaves one console page for the next; the server has let the first page's socket go.
    console1.disconnect();
    await eventually(
      async () => (await app.io.in(STAFF_ROOM).fetchSockets()).length === 0 || undefined,
      "the first page's socket gone",
    );
    expect(await chatAgent(buyer)).toEqual({ agent: null, online: true });

    // The next page connects within the grace: nothing changed for anyone, so no event; the
    // agent then leaves the console, and this buyer is told Away like the others.
    const buyerSocket = await socketFor(buyer.token);
    const presence = collect<{ online: boolean }>(buyerSocket, 'desk-presence');
    const console2 = await socketFor(agent.token);
    expect(await chatAgent(buyer)).toEqual({ agent: null, online: true });
    console2.disconnect();
    await waitFor(() => presence.length === 1, 'the desk going away');
    expect(presence).toEqual([{ online: false }]);
    expect(await chatAgent(buyer)).toEqual({ agent: null, online: false });
  });
});
