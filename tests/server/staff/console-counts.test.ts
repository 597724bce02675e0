import { describe, expect, it } from 'vitest';
import { COUNTS_INTERVAL_MS } from '../../../src/server/realtime/console-counts.ts';
import type { ConsoleCounts } from '../../../src/shared/staff/console-counts.ts';
import { createAccount } from '../support/accounts.ts';
import { sendOk, waitFor, socketSuite } from '../support/chat-sockets.ts';
import type { TestApp } from '../support/helper.ts';
import { createAgent } from '../support/staff-accounts.ts';

let app: TestApp;
const { socketFor } = socketSuite((server) => ({ app } = server), { seed: false });

describe('console counts over the socket', () => {
  it('greets a staff socket with the waiting work and updates it when a buyer writes; buyers get none', async () => {
    const agent = await createAgent(app.db);
    const staffSocket = await socketFor(agent.token);
    const received: ConsoleCounts[] = [];
    staffSocket.on('console-counts', (counts) => received.push(counts));
    // The greeting may have arrived before the listener: ask again by reconnecting once.
    staffSocket.disconnect().connect();
    await waitFor(() => received.length > 0, 'the first counts');
    const before = received.at(-1) as ConsoleCounts;

    const buyer = await createAccount(app.db);
    const buyerSocket = await socketFor(buyer.token);
    const buyerCounts: ConsoleCounts[] = [];
    buyerSocket.on('console-counts', (counts) => buyerCounts.push(counts));
    await sendOk(buyerSocket, { message: 'Hello, is anyone there?' });
    await waitFor(
      () => (received.at(-1)?.unassignedChats ?? 0) === before.unassignedChats + 1,
      'one more unassigned chat',
    );

    await app.inject({
      method: 'POST',
      url: '/api/rfq',
      headers: buyer.auth,
      payload: { productName: 'Cocoa', productDescription: 'Beans', quantityRequired: '10' },
    });
    await app.inject({
      method: 'POST',
      url: '/api/dispute',
      headers: buyer.auth,
      payload: { subject: 'Late delivery', complaint: 'The cocoa is three weeks late.' },
    });
    // Changes made without a socket event are picked up by the periodic count (one wait for
    // both: each count can take up to COUNTS_INTERVAL_MS to come).
    await waitFor(
      () => {
        const latest = received.at(-1);
        return (
          latest?.pendingInquiries === before.pendingInquiries + 1 && latest.openDisputes === before.openDisputes + 1
        );
      },
      'one more pending inquiry and one more open dispute',
      COUNTS_INTERVAL_MS * 2,
    );
    expect(buyerCounts).toEqual([]);
  });
});
