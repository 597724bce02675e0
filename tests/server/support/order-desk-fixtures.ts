import type { OrderStatus } from '../../../src/shared/common/enums.ts';
import type { StaffOrderDetails } from '../../../src/shared/orders/orders.staff.ts';
import type { OrderDetails } from '../../../src/shared/orders/orders.contract.ts';
import type { Product } from '../../../src/shared/products/products.ts';
import type { StaffShipment } from '../../../src/shared/shipments/shipments.contract.ts';
import { signContract } from './contracts-fixtures.ts';
import { readData, type TestApp } from './helper.ts';
import { type Auth, placeOrder, postForm, setOrder } from './orders-fixtures.ts';

// Helpers for the order desk suites: the staff calls as the console makes them.

export const moveOrder = (app: TestApp, auth: Auth, orderId: string, status: OrderStatus, note?: string) =>
  app.inject({
    method: 'POST',
    url: `/api/staff/orders/${orderId}/status`,
    headers: auth,
    payload: note === undefined ? { status } : { status, note },
  });

export const decideReceipt = (
  app: TestApp,
  auth: Auth,
  orderId: string,
  decision: 'VERIFIED' | 'REJECTED',
  note?: string,
) =>
  app.inject({
    method: 'POST',
    url: `/api/staff/orders/${orderId}/receipt`,
    headers: auth,
    payload: note === undefined ? { decision } : { decision, note },
  });

export async function uploadDocument(
  app: TestApp,
  auth: Auth,
  orderId: string,
  type: string | undefined,
  file: { bytes: Buffer; filename: string; type?: string } | undefined,
) {
  return postForm(app, auth, `/api/staff/orders/${orderId}/documents`, {
    ...(type === undefined ? {} : { type }),
    ...(file ? { file } : {}),
  });
}

export const staffOrder = (app: TestApp, auth: Auth, orderId: string) =>
  readData<StaffOrderDetails>(app, auth, `/api/staff/orders/${orderId}`);

export const buyerOrder = (app: TestApp, auth: Auth, orderId: string) =>
  readData<OrderDetails>(app, auth, `/api/order/${orderId}`);

export const approve = (app: TestApp, auth: Auth, orderId: string) =>
  app.inject({ method: 'GET', url: `/api/order/approve/${orderId}`, headers: auth });

/**
 * A placed FOB/DP order (no proof needed), approved by its buyer, its sales contract signed by
 * both parties (so the desk may start it), set to `status`.
 */
export async function approvedOrder(app: TestApp, owner: Auth, product: Product, status: OrderStatus) {
  const order = await placeOrder(app, owner, product);
  await setOrder(app, order.id, { paymentTerm: 'DP', status });
  await approve(app, owner, order.id);
  await signContract(app, owner, order.id);
  return order;
}

/** A shipment as an agent enters it from the order desk (change any field with `change`). */
export const SHIPMENT_BODY = {
  carrier: 'MSC',
  vessel: 'MSC Aurora',
  voyage: 'AW248A',
  billOfLading: 'MEDUCO123456',
  containers: ['MSCU1234566', 'TGHU1234567'],
  portOfLoading: 'BJCOO',
  portOfDischarge: 'NLRTM',
  etd: '2026-11-28',
  eta: '2026-12-16',
};

export const addShipment = (app: TestApp, auth: Auth, orderId: string, change: Record<string, unknown> = {}) =>
  app.inject({
    method: 'POST',
    url: `/api/staff/orders/${orderId}/shipments`,
    headers: auth,
    payload: { ...SHIPMENT_BODY, ...change },
  });

/** Enters a shipment and answers it; fails the test when refused. */
export async function shipmentOf(app: TestApp, auth: Auth, orderId: string, change: Record<string, unknown> = {}) {
  const res = await addShipment(app, auth, orderId, change);
  if (res.statusCode !== 201) throw new Error(`entering the shipment failed: ${res.statusCode} ${res.body}`);
  return res.json().data as StaffShipment;
}

export const recordMilestone = (app: TestApp, auth: Auth, shipmentId: string, body: Record<string, unknown>) =>
  app.inject({ method: 'POST', url: `/api/staff/shipments/${shipmentId}/milestones`, headers: auth, payload: body });
