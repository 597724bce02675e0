import { asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { paymentInstructions, users } from '../schema/index.ts';

export type PaymentInstructionsRow = typeof paymentInstructions.$inferSelect;
export type PaymentInstructionsValues = Omit<
  PaymentInstructionsRow,
  'currency' | 'createdAt' | 'updatedAt' | 'updatedBy'
>;

const withEditor = {
  instructions: paymentInstructions,
  editor: { id: users.id, fullName: users.fullName },
};

/** Every currency's set, by code, with the name of who changed it last. */
export const allPaymentInstructions = (db: Db) =>
  db
    .select(withEditor)
    .from(paymentInstructions)
    .leftJoin(users, eq(users.id, paymentInstructions.updatedBy))
    .orderBy(asc(paymentInstructions.currency));

export async function findPaymentInstructions(db: Db, currency: string) {
  const [row] = await db.select().from(paymentInstructions).where(eq(paymentInstructions.currency, currency));
  return row;
}

/** Locks the currency's row (if any) until the transaction ends, so the audit's "before" is what was replaced. */
export async function lockPaymentInstructions(db: Db, currency: string) {
  const [row] = await db
    .select()
    .from(paymentInstructions)
    .where(eq(paymentInstructions.currency, currency))
    .for('update');
  return row;
}

/** Creates the currency's set or replaces it whole. */
export async function upsertPaymentInstructions(
  db: Db,
  currency: string,
  values: PaymentInstructionsValues,
  updatedBy: string,
  now: Date,
) {
  const [row] = await db
    .insert(paymentInstructions)
    .values({ currency, ...values, updatedBy, createdAt: now, updatedAt: now })
    .onConflictDoUpdate({
      target: paymentInstructions.currency,
      set: { ...values, updatedBy, updatedAt: sql`excluded.updated_at` },
    })
    .returning();
  if (!row) throw new Error('upsert into payment_instructions returned no row');
  return row;
}

export async function deletePaymentInstructions(db: Db, currency: string) {
  const [row] = await db.delete(paymentInstructions).where(eq(paymentInstructions.currency, currency)).returning();
  return row;
}
