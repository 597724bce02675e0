import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { disputes } from '../../../src/server/db/schema/index.ts';
import type { DisputeNotice } from '../../../src/shared/chat/chat.ts';
import { createAccount } from '../support/accounts.ts';
import { connected, socketSuite, waitFor } from '../support/chat-sockets.ts';
import type { TestApp } from '../support/helper.ts';

let app: TestApp;
let url: string;
const { open } = socketSuite((server) => ({ app, url } = server));

const storedOf = (buyerId: string) => app.db.select().from(disputes).where(eq(disputes.buyerId, buyerId));

describe('POST /api/dispute', () => {
  it('stores the dispute with the buyer, tells the agents, and lists it back', async () => {
    const buyer = await createAccount(app.db, { fullName: 'Amina Bello' });
    const agent = await createAccount(app.db, { type: 'agent' });
    const agentSocket = await connected(url, agent.token);
    open.push(agentSocket);
    const notices: DisputeNotice[] = [];
    agentSocket.on('dispute-raised', (notice) => notices.push(notice));

    const res = await app.inject({
      method: 'POST',
      url: '/api/dispute',
      headers: buyer.auth,
      payload: { subject: 'Late delivery', complaint: '  Order ORD-1 was due two weeks ago and has not shipped.  ' },
    });
    expect(res.statusCode).toBe(201);
    const { data } = res.json();
    expect(data).toMatchObject({
      subject: 'Late delivery',
      complaint: 'Order ORD-1 was due two weeks ago and has not shipped.',
      status: 'OPEN',
    });

    const rows = await storedOf(buyer.user.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ id: data.id, buyerId: buyer.user.id, subject: 'Late delivery' });

    await waitFor(() => notices.length === 1, 'the agent notice');
    expect(notices[0]).toMatchObject({
      id: data.id,
      buyerId: buyer.user.id,
      buyerName: 'Amina Bello',
      subject: 'Late delivery',
    });

    const list = await app.inject({ method: 'GET', url: '/api/dispute', headers: buyer.auth });
    expect(list.json().data.map((d: { id: string }) => d.id)).toEqual([data.id]);
    const other = await createAccount(app.db);
    expect((await app.inject({ method: 'GET', url: '/api/dispute', headers: other.auth })).json()).toEqual({
      data: [],
    });
  });

  it('names the field of each problem and stores nothing', async () => {
    const buyer = await createAccount(app.db);
    const cases = [
      [
        { subject: 'I am angry', complaint: 'Nothing arrived at all.' },
        'subject',
        'Choose a dispute type.',
        'value_invalid',
      ],
      [
        { subject: 'Other', complaint: ' too short ' },
        'complaint',
        'Describe the dispute in at least 10 characters.',
        'value_too_small',
      ],
      [
        { subject: 'Other', complaint: 'x'.repeat(4001) },
        'complaint',
        'Keep the details under 4,000 characters.',
        'value_too_large',
      ],
      [{ complaint: 'Nothing arrived at all.' }, 'subject', 'Choose a dispute type.', 'value_invalid'],
      [{ subject: 'Other' }, 'complaint', 'Describe the dispute.', 'value_invalid'],
    ] as const;
    for (const [payload, field, message, code] of cases) {
      const res = await app.inject({ method: 'POST', url: '/api/dispute', headers: buyer.auth, payload });
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json(), JSON.stringify(payload)).toEqual({ errors: [{ field, message, code }] });
    }
    expect(await storedOf(buyer.user.id)).toEqual([]);
  });

  it('is for signed-in buyers only', async () => {
    const agent = await createAccount(app.db, { type: 'agent' });
    const payload = { subject: 'Other', complaint: 'A complaint long enough.' };
    expect((await app.inject({ method: 'POST', url: '/api/dispute', payload })).statusCode).toBe(401);
    expect((await app.inject({ method: 'POST', url: '/api/dispute', headers: agent.auth, payload })).statusCode).toBe(
      403,
    );
    expect(await storedOf(agent.user.id)).toEqual([]);
  });
});
