import { and, count, eq, ne, sql } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { inquiries, orders, sessions, users } from '../schema/index.ts';
import { effectiveInquiryStatus } from './inquiries.queries.ts';
import type { Locale } from '../../../shared/i18n/locales.ts';

// The buyer hub's summaries: one aggregate query each, scoped to one buyer and served by
// the (buyer_id, created_at) indexes.

const countWhere = (condition: ReturnType<typeof sql>) =>
  sql<number>`count(*) filter (where ${condition})`.mapWith(Number);

export async function orderTotals(db: Db, buyerId: string) {
  const [row] = await db
    .select({
      orders: count(),
      // Cancelled orders are not transactions.
      transactions:
        sql<number>`coalesce(sum(${orders.cost}) filter (where ${orders.status} <> 'CANCELLED'), 0)`.mapWith(Number),
      pending: countWhere(sql`${orders.status} = 'PENDING'`),
      processing: countWhere(sql`${orders.status} = 'PROCESSING'`),
      shipped: countWhere(sql`${orders.status} = 'SHIPPED'`),
      delivered: countWhere(sql`${orders.status} = 'DELIVERED'`),
      cancelled: countWhere(sql`${orders.status} = 'CANCELLED'`),
    })
    .from(orders)
    .where(eq(orders.buyerId, buyerId));
  return row ?? { orders: 0, transactions: 0, pending: 0, processing: 0, shipped: 0, delivered: 0, cancelled: 0 };
}

/** A buyer's inquiries counted by the status they read as at `now`. */
export async function inquiryTotals(db: Db, buyerId: string, now: Date) {
  const status = effectiveInquiryStatus(now);
  const [row] = await db
    .select({
      inquiries: count(),
      pending: countWhere(sql`${status} = 'PENDING'`),
      received: countWhere(sql`${status} = 'RECEIVED'`),
      completed: countWhere(sql`${status} = 'COMPLETED'`),
    })
    .from(inquiries)
    .where(eq(inquiries.buyerId, buyerId));
  return row ?? { inquiries: 0, pending: 0, received: 0, completed: 0 };
}

export async function updateProfile(
  db: Db,
  userId: string,
  values: { fullName: string; country: string; phoneNumber: string; language?: Locale },
) {
  const [row] = await db.update(users).set(values).where(eq(users.id, userId)).returning();
  return row;
}

export async function updateLanguage(db: Db, userId: string, language: Locale) {
  const [row] = await db.update(users).set({ language }).where(eq(users.id, userId)).returning();
  return row;
}

/**
 * Sets a new password hash and ends every session of the user but the one given, together:
 * other devices must sign in again, the device that changed it stays signed in. Answers the
 * ids of the sessions ended, so their sockets can be closed.
 */
export function replacePassword(
  db: Db,
  userId: string,
  passwordHash: string,
  keepSessionId: string,
  /** Anything to store with the change, in the same transaction (a staff member's audit entry). */
  alsoStore?: (tx: Db) => Promise<void>,
): Promise<string[]> {
  return db.transaction(async (tx) => {
    await tx.update(users).set({ passwordHash }).where(eq(users.id, userId));
    await alsoStore?.(tx);
    const ended = await tx
      .delete(sessions)
      .where(and(eq(sessions.userId, userId), ne(sessions.id, keepSessionId)))
      .returning({ id: sessions.id });
    return ended.map((row) => row.id);
  });
}
