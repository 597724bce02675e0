import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../../src/server/db/schema/index.ts';
import type { BuyerDetails } from '../../../src/shared/buyers/buyers.staff.contract.ts';
import type { OrderStatus } from '../../../src/shared/common/enums.ts';
import type { NotificationPage } from '../../../src/shared/notifications/notifications.contract.ts';
import type { Product } from '../../../src/shared/products/products.ts';
import type { StaffShipment } from '../../../src/shared/shipments/shipments.contract.ts';
import { createAccount, type Account } from '../support/accounts.ts';
import { socketSuite, waitFor } from '../support/chat-sockets.ts';
import { TestClock } from '../support/clock.ts';
import type { TestApp } from '../support/helper.ts';
import {
  addShipment,
  approvedOrder,
  buyerOrder,
  moveOrder,
  recordMilestone,
  SHIPMENT_BODY,
  shipmentOf,
  staffOrder,
} from '../support/order-desk-fixtures.ts';
import { type Auth, orderableProduct } from '../support/orders-fixtures.ts';
import { dataOf } from '../support/contract.ts';

// Shipments and their milestones (docs/product/api.md, shipments): who may write them, the
// rules of src/shared/shipment as the API applies them, what the buyer sees and is told.

const clock = new TestClock('2026-12-01T12:00:00Z');
let app: TestApp;
let agent: Account;
let buyer: Account;
let product: Product;
const { socketFor } = socketSuite(({ app: started }) => (app = started), { clock: clock.now });

beforeAll(async () => {
  agent = await createAccount(app.db, { type: 'agent', fullName: 'Kofi Mensah' });
  buyer = await createAccount(app.db, { fullName: 'Ngozi Okafor' });
  product = await orderableProduct(app);
});

const orderIn = (status: OrderStatus, owner: Account = buyer) => approvedOrder(app, owner.auth, product, status);

async function milestoneOk(shipmentId: string, body: Record<string, unknown>): Promise<StaffShipment> {
  const res = await recordMilestone(app, agent.auth, shipmentId, body);
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data as StaffShipment;
}

async function bell(auth: Auth): Promise<NotificationPage> {
  const res = await app.inject({ method: 'GET', url: '/api/notifications', headers: auth });
  expect(res.statusCode).toBe(200);
  return res.json().data;
}

const errorsOf = (res: Awaited<ReturnType<TestApp['inject']>>) =>
  (res.json() as { errors: { field?: string; message: string }[] }).errors;

describe('who may write', () => {
  it('answers 401 without a token, 403 to a buyer and to staff without orders.manage', async () => {
    const order = await orderIn('PROCESSING');
    const shipment = await shipmentOf(app, agent.auth, order.id);
    const editor = await createAccount(app.db, { type: 'editor' });
    const calls = [
      { method: 'POST', url: `/api/staff/orders/${order.id}/shipments`, payload: SHIPMENT_BODY },
      {
        method: 'POST',
        url: `/api/staff/shipments/${shipment.id}/milestones`,
        payload: { event: 'LOADED', at: '2026-11-27T10:00:00Z' },
      },
    ] as const;
    for (const call of calls) {
      expect((await app.inject(call)).statusCode, call.url).toBe(401);
      expect((await app.inject({ ...call, headers: buyer.auth })).statusCode, call.url).toBe(403);
      expect((await app.inject({ ...call, headers: editor.auth })).statusCode, call.url).toBe(403);
    }
    // Nothing was written by the refused calls.
    expect((await staffOrder(app, agent.auth, order.id)).shipments).toHaveLength(1);
    expect((await staffOrder(app, agent.auth, order.id)).shipments[0]?.milestones).toEqual([]);
  });
});

describe('entering a shipment', () => {
  it('stores it with codes normalised and who entered it; the buyer reads it on the order page', async () => {
    const order = await orderIn('PROCESSING');
    const res = await addShipment(app, agent.auth, order.id, {
      containers: ['mscu 123456-6', 'TGHU1234567'],
      portOfLoading: 'bj coo',
      billOfLading: 'meduco123456',
    });
    const shipment = dataOf<StaffShipment>(res, 201);
    expect(shipment).toMatchObject({
      carrier: 'MSC',
      billOfLading: 'MEDUCO123456',
      containers: ['MSCU1234566', 'TGHU1234567'],
      portOfLoading: 'BJCOO',
      portOfLoadingName: 'Cotonou',
      portOfDischargeName: 'Rotterdam',
      etd: '2026-11-28',
      eta: '2026-12-16',
      currentEta: '2026-12-16',
      createdBy: 'Kofi Mensah',
      milestones: [],
    });
    const seen = await buyerOrder(app, buyer.auth, order.id);
    expect(seen.shipments).toHaveLength(1);
    expect(seen.shipments[0]).not.toHaveProperty('createdBy');
    const audit = await app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, order.id), eq(auditLog.action, 'order.shipment')));
    expect(audit).toHaveLength(1);
    expect(audit[0]?.actorId).toBe(agent.user.id);
  });

  it('refuses bad fields with 400 naming each one, never 500', async () => {
    const order = await orderIn('PROCESSING');
    const bad = await addShipment(app, agent.auth, order.id, {
      carrier: '',
      containers: ['MSCU1234567', 'MSCU1234566', 'mscu1234566'],
      portOfLoading: 'XXYYY',
      portOfDischarge: 'Rotterdam',
      etd: '2026-12-20',
      eta: '2026-12-01',
    });
    expect(bad.statusCode).toBe(400);
    expect(errorsOf(bad).map((error) => error.field)).toEqual([
      'carrier',
      'containers.0',
      'containers.2',
      'portOfLoading',
      'portOfDischarge',
      'eta',
    ]);
    expect(errorsOf(bad)[1]?.message).toBe(
      'MSCU1234567: the check digit does not match (it should be 6); check the number on the container.',
    );
    for (const change of [
      { containers: 'MSCU1234566' },
      { containers: [42] },
      { etd: null },
      { carrier: { name: 'MSC' } },
      { portOfLoading: 'x'.repeat(5000) },
      { containers: Array.from({ length: 500 }, () => 'MSCU1234566') },
    ]) {
      const res = await addShipment(app, agent.auth, order.id, change);
      expect(res.statusCode, JSON.stringify(change)).toBe(400);
    }
    const notJson = await app.inject({
      method: 'POST',
      url: `/api/staff/orders/${order.id}/shipments`,
      headers: { ...agent.auth, 'content-type': 'application/json' },
      payload: '{"carrier":',
    });
    expect(notJson.statusCode).toBe(400);
    expect((await staffOrder(app, agent.auth, order.id)).shipments).toEqual([]);
  });

  it('answers 404 for an unknown order, 400 for a malformed id, 409 on an order not being processed or shipped', async () => {
    expect((await addShipment(app, agent.auth, '00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    expect((await addShipment(app, agent.auth, 'not-an-id')).statusCode).toBe(400);
    for (const status of ['PENDING', 'DELIVERED', 'CANCELLED'] as const) {
      const order = await orderIn(status);
      const res = await addShipment(app, agent.auth, order.id);
      expect(res.statusCode, status).toBe(409);
    }
  });

  it('is what an order needs before it is marked shipped', async () => {
    const order = await orderIn('PROCESSING');
    const refused = await moveOrder(app, agent.auth, order.id, 'SHIPPED', 'Papers follow');
    expect(refused.statusCode).toBe(409);
    expect(errorsOf(refused)[0]).toEqual({
      field: 'status',
      message: 'Add the shipment (carrier, vessel, bill of lading, ports) before marking the order shipped.',
      code: 'conflict',
    });
    await shipmentOf(app, agent.auth, order.id);
    expect((await moveOrder(app, agent.auth, order.id, 'SHIPPED', 'Papers follow')).statusCode).toBe(200);
  });
});

describe('milestones', () => {
  it('records three in order; each reaches the buyer live and in the bell, and is audited with who and when', async () => {
    const owner = await createAccount(app.db, { fullName: 'Chidi Eze', language: 'fr' });
    const order = await orderIn('PROCESSING', owner);
    const shipment = await shipmentOf(app, agent.auth, order.id);
    const socket = await socketFor(owner.token);
    const updates: unknown[] = [];
    socket.on('order-updated', (update) => updates.push(update));

    await milestoneOk(shipment.id, { event: 'LOADED', at: '2026-11-27T10:00:00Z', note: '2 containers on board' });
    // The vessel leaves with a shipped order only (the next test): the agent marks it shipped first.
    expect((await moveOrder(app, agent.auth, order.id, 'SHIPPED', 'Papers follow')).statusCode).toBe(200);
    await milestoneOk(shipment.id, { event: 'DEPARTED', at: '2026-11-28T16:40:00Z' });
    const third = await milestoneOk(shipment.id, {
      event: 'TRANSSHIPMENT',
      at: '2026-11-30T08:00:00Z',
      location: 'MAPTM',
    });
    expect(third.milestones.map((m) => [m.event, m.location, m.recordedBy])).toEqual([
      ['LOADED', 'BJCOO', 'Kofi Mensah'],
      ['DEPARTED', 'BJCOO', 'Kofi Mensah'],
      ['TRANSSHIPMENT', 'MAPTM', 'Kofi Mensah'],
    ]);
    expect(third.milestones[2]).toMatchObject({ locationName: 'Tanger Med', recordedAt: clock.now().toISOString() });
    await waitFor(() => updates.length >= 4, 'order-updated x4');
    expect(updates.at(-1)).toEqual({ orderId: order.id, status: 'SHIPPED' });

    const seen = await buyerOrder(app, owner.auth, order.id);
    expect(seen.shipments[0]?.milestones.map((m) => m.event)).toEqual(['LOADED', 'DEPARTED', 'TRANSSHIPMENT']);
    expect(seen.shipments[0]?.milestones[0]).not.toHaveProperty('recordedBy');

    const { items } = await bell(owner.auth);
    const titles = items.filter((item) => item.type === 'shipment-milestone').map((item) => item.title);
    // The buyer reads French: the bell speaks it.
    expect(titles).toContain(`Commande ${order.orderNumber} : Transbordement (Tanger Med)`);
    expect(titles).toContain(`Commande ${order.orderNumber} : Chargée à bord (Cotonou)`);
    expect(
      items.every((item) => item.link === `/order/details/${order.id}` || item.type !== 'shipment-milestone'),
    ).toBe(true);

    const audit = await app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, order.id), eq(auditLog.action, 'order.milestone')));
    expect(audit).toHaveLength(3);
    expect(audit.every((entry) => entry.actorId === agent.user.id)).toBe(true);

    // Staff read the milestones on the buyer's page too, newest first, linked to the order.
    const page = await app.inject({ method: 'GET', url: `/api/staff/buyers/${owner.user.id}`, headers: agent.auth });
    const details = page.json().data as BuyerDetails;
    expect(details.counts.shipments).toBe(3);
    const journey = details.timeline.filter((event) => event.kind === 'shipment');
    expect(journey.map((event) => event.title)).toEqual([
      `Transshipment: ${order.orderNumber}`,
      `Vessel departed: ${order.orderNumber}`,
      `Loaded on vessel: ${order.orderNumber}`,
    ]);
    expect(journey[0]).toMatchObject({ orderId: order.id, detail: expect.stringMatching(/^Tanger Med · /) });
  });

  it('refuses a milestone that runs ahead of an order not yet shipped (409), and takes it once shipped', async () => {
    const owner = await createAccount(app.db);
    const order = await orderIn('PROCESSING', owner);
    const shipment = await shipmentOf(app, agent.auth, order.id);
    await milestoneOk(shipment.id, { event: 'LOADED', at: '2026-11-27T10:00:00Z' });
    for (const event of ['DEPARTED', 'ARRIVED', 'DELIVERED']) {
      const res = await recordMilestone(app, agent.auth, shipment.id, { event, at: '2026-11-30T10:00:00Z' });
      expect(res.statusCode, res.body).toBe(409);
      expect(errorsOf(res)[0]).toMatchObject({
        field: 'event',
        code: 'milestone_ahead_of_order',
        message: expect.stringMatching(/mark the order shipped first/),
      });
    }
    // A new arrival date is news before the vessel leaves too.
    await milestoneOk(shipment.id, { event: 'ETA_CHANGED', at: '2026-11-30T10:00:00Z', eta: '2026-12-20' });
    const kept = await buyerOrder(app, owner.auth, order.id);
    expect(kept.status).toBe('PROCESSING');
    expect(kept.shipments[0]?.milestones.map((m) => m.event)).toEqual(['LOADED', 'ETA_CHANGED']);

    expect((await moveOrder(app, agent.auth, order.id, 'SHIPPED', 'Papers follow')).statusCode).toBe(200);
    await milestoneOk(shipment.id, { event: 'ARRIVED', at: '2026-11-30T10:00:00Z' });
  });

  it('refuses an event out of order (409), a time in the future or before the last step, and a transshipment without a port (400)', async () => {
    const order = await orderIn('SHIPPED');
    const shipment = await shipmentOf(app, agent.auth, order.id);
    await milestoneOk(shipment.id, { event: 'ARRIVED', at: '2026-11-30T10:00:00Z' });

    const backwards = await recordMilestone(app, agent.auth, shipment.id, {
      event: 'LOADED',
      at: '2026-11-30T11:00:00Z',
    });
    expect(backwards.statusCode).toBe(409);
    expect(errorsOf(backwards)[0]).toMatchObject({ field: 'event' });
    const future = await recordMilestone(app, agent.auth, shipment.id, {
      event: 'DISCHARGED',
      at: '2026-12-05T10:00:00Z',
    });
    expect(future.statusCode).toBe(400);
    expect(errorsOf(future)[0]).toMatchObject({ field: 'at' });
    const earlier = await recordMilestone(app, agent.auth, shipment.id, {
      event: 'DISCHARGED',
      at: '2026-11-29T10:00:00Z',
    });
    expect(errorsOf(earlier)[0]).toMatchObject({ field: 'at' });
    const lateEta = await recordMilestone(app, agent.auth, shipment.id, {
      event: 'ETA_CHANGED',
      at: '2026-11-30T12:00:00Z',
      eta: '2026-12-20',
    });
    expect(lateEta.statusCode).toBe(409);

    const other = await shipmentOf(app, agent.auth, order.id);
    const nowhere = await recordMilestone(app, agent.auth, other.id, {
      event: 'TRANSSHIPMENT',
      at: '2026-11-30T08:00:00Z',
    });
    expect(nowhere.statusCode).toBe(400);
    expect(errorsOf(nowhere)[0]).toMatchObject({ field: 'location' });
    for (const body of [
      { event: 'SUNK', at: '2026-11-30T08:00:00Z' },
      { event: 'LOADED' },
      { event: 'LOADED', at: 'tomorrow' },
      { event: 'LOADED', at: 12 },
      { event: 'LOADED', at: '2026-11-30T08:00:00Z', location: 'NOWHERE' },
      { event: 'LOADED', at: '2026-11-30T08:00:00Z', note: 'x'.repeat(5000) },
    ]) {
      const res = await recordMilestone(app, agent.auth, other.id, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
    }
    expect(
      (
        await recordMilestone(app, agent.auth, '00000000-0000-4000-8000-000000000000', {
          event: 'LOADED',
          at: '2026-11-30T08:00:00Z',
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (await recordMilestone(app, agent.auth, 'nope', { event: 'LOADED', at: '2026-11-30T08:00:00Z' })).statusCode,
    ).toBe(400);
  });

  it('records a new ETA with the old date, and tells the buyer of both', async () => {
    const order = await orderIn('SHIPPED');
    const shipment = await shipmentOf(app, agent.auth, order.id);
    const changed = await milestoneOk(shipment.id, {
      event: 'ETA_CHANGED',
      at: '2026-11-29T09:00:00Z',
      eta: '2026-12-19',
      note: 'Port congestion at Rotterdam',
    });
    expect(changed.currentEta).toBe('2026-12-19');
    expect(changed.milestones[0]).toMatchObject({ eta: '2026-12-19', previousEta: '2026-12-16', location: null });
    const same = await recordMilestone(app, agent.auth, shipment.id, {
      event: 'ETA_CHANGED',
      at: '2026-11-29T10:00:00Z',
      eta: '2026-12-19',
    });
    expect(same.statusCode).toBe(400);
    const item = (await bell(buyer.auth)).items.find((one) => one.type === 'eta-change');
    expect(item?.title).toBe(
      `Order ${order.orderNumber}: new estimated arrival December 19, 2026 (was December 16, 2026)`,
    );
  });

  it('delivering the order delivers its shipments; then they take nothing more', async () => {
    const order = await orderIn('SHIPPED');
    const shipment = await shipmentOf(app, agent.auth, order.id);
    await milestoneOk(shipment.id, { event: 'DEPARTED', at: '2026-11-28T16:40:00Z' });
    expect((await moveOrder(app, agent.auth, order.id, 'DELIVERED', 'Papers follow')).statusCode).toBe(200);
    const seen = await buyerOrder(app, buyer.auth, order.id);
    expect(seen.shipments[0]?.milestones.map((m) => [m.event, m.location])).toEqual([
      ['DEPARTED', 'BJCOO'],
      ['DELIVERED', 'NLRTM'],
    ]);
    const after = await recordMilestone(app, agent.auth, shipment.id, {
      event: 'DELIVERED',
      at: '2026-11-30T08:00:00Z',
    });
    expect(after.statusCode).toBe(409);
  });
});

describe('isolation', () => {
  it('a buyer reads shipments only on their own orders', async () => {
    const order = await orderIn('PROCESSING');
    await shipmentOf(app, agent.auth, order.id);
    const stranger = await createAccount(app.db);
    const res = await app.inject({ method: 'GET', url: `/api/order/${order.id}`, headers: stranger.auth });
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain('MSCU1234566');
    // The stranger's bell holds nothing about it.
    expect((await bell(stranger.auth)).items).toEqual([]);
  });
});
