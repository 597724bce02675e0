import { eq } from 'drizzle-orm';
import { orders, users } from '../../../src/server/db/schema/index.ts';
import type { Contract, StaffContract } from '../../../src/shared/contracts/contracts.contract.ts';
import type { TestApp } from './helper.ts';
import type { Auth } from './orders-fixtures.ts';
import { createAdmin } from './staff-accounts.ts';

// The sales contract as the buyer and the house sign it (issue 39), for suites whose orders
// must start processing (a contract must be SIGNED first, by default).

export const buyerContract = (app: TestApp, auth: Auth, orderId: string) =>
  app.inject({ method: 'GET', url: `/api/order/${orderId}/contract`, headers: auth });

export const buyerSigns = (app: TestApp, auth: Auth, orderId: string, body: Record<string, unknown>) =>
  app.inject({ method: 'POST', url: `/api/order/${orderId}/contract/sign`, headers: auth, payload: body });

export const houseSigns = (app: TestApp, auth: Auth, orderId: string, version: number) =>
  app.inject({
    method: 'POST',
    url: `/api/staff/orders/${orderId}/contract/sign`,
    headers: auth,
    payload: { version },
  });

const admins = new WeakMap<TestApp, Promise<Awaited<ReturnType<typeof createAdmin>>>>();
/** One countersigning admin per test app. */
export function houseAdmin(app: TestApp) {
  let admin = admins.get(app);
  if (!admin) {
    admin = createAdmin(app.db, { fullName: 'Adaeze Counsel' });
    admins.set(app, admin);
  }
  return admin;
}

/** The buyer signs the current version under their own name and an admin countersigns it. */
export async function signContract(app: TestApp, owner: Auth, orderId: string): Promise<StaffContract> {
  const [row] = await app.db
    .select({ fullName: users.fullName })
    .from(orders)
    .innerJoin(users, eq(users.id, orders.buyerId))
    .where(eq(orders.id, orderId));
  if (!row) throw new Error(`no order ${orderId}`);
  const current = (await buyerContract(app, owner, orderId)).json().data as Contract;
  const signed = await buyerSigns(app, owner, orderId, {
    fullName: row.fullName,
    accept: true,
    version: current.version,
  });
  if (signed.statusCode !== 200) throw new Error(`the buyer could not sign: ${signed.statusCode} ${signed.body}`);
  const admin = await houseAdmin(app);
  const countersigned = await houseSigns(app, admin.auth, orderId, current.version);
  if (countersigned.statusCode !== 200)
    throw new Error(`the house could not sign: ${countersigned.statusCode} ${countersigned.body}`);
  return countersigned.json().data as StaffContract;
}
