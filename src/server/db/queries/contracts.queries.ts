import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { ContractParty, ContractStatus } from '../../../shared/contracts/contracts.ts';
import type { Db } from '../client.ts';
import { contractCounters, contractSettings, contracts, contractSignatures, users } from '../schema/index.ts';
import { insertOne } from './rows.ts';

export type ContractRow = typeof contracts.$inferSelect;
export type NewContractRow = typeof contracts.$inferInsert;
export type SignatureRow = typeof contractSignatures.$inferSelect;

/**
 * The next number of `year`, in the caller's transaction: a new year's row is inserted at 1,
 * an existing one incremented under its row lock, so concurrent issues wait for each other and
 * a rolled-back issue leaves no gap.
 */
export async function nextContractSequence(tx: Db, year: number): Promise<number> {
  const [row] = await tx
    .insert(contractCounters)
    .values({ year, last: 1 })
    .onConflictDoUpdate({ target: contractCounters.year, set: { last: sql`${contractCounters.last} + 1` } })
    .returning({ last: contractCounters.last });
  if (!row) throw new Error('The contract counter returned no row');
  return row.last;
}

export const insertContract = (tx: Db, values: NewContractRow): Promise<ContractRow> =>
  insertOne(tx, contracts, values);

/** The order's current (latest) version, or undefined before it has one. */
export async function currentContract(db: Db, orderId: string): Promise<ContractRow | undefined> {
  const [row] = await db
    .select()
    .from(contracts)
    .where(eq(contracts.orderId, orderId))
    .orderBy(desc(contracts.version))
    .limit(1);
  return row;
}

/** Every version of the order's contract, newest first. */
export const contractVersions = (db: Db, orderId: string): Promise<ContractRow[]> =>
  db.select().from(contracts).where(eq(contracts.orderId, orderId)).orderBy(desc(contracts.version));

/** The current version locked for the transaction: two signatures on one contract take turns. */
export async function lockCurrentContract(tx: Db, orderId: string): Promise<ContractRow | undefined> {
  const [row] = await tx
    .select()
    .from(contracts)
    .where(eq(contracts.orderId, orderId))
    .orderBy(desc(contracts.version))
    .limit(1)
    .for('update');
  return row;
}

export const findContract = async (db: Db, id: string): Promise<ContractRow | undefined> =>
  (await db.select().from(contracts).where(eq(contracts.id, id)).limit(1))[0];

/** The signatures of the given versions, each with the signer's account e-mail. */
export function signaturesOf(db: Db, contractIds: readonly string[]) {
  if (contractIds.length === 0) return Promise.resolve([]);
  return db
    .select({ signature: contractSignatures, signerEmail: users.email })
    .from(contractSignatures)
    .leftJoin(users, eq(users.id, contractSignatures.signerId))
    .where(sql`${contractSignatures.contractId} in ${contractIds}`)
    .orderBy(asc(contractSignatures.signedAt));
}

export async function insertSignature(tx: Db, values: typeof contractSignatures.$inferInsert) {
  await tx.insert(contractSignatures).values(values);
}

/** Moves a version from one status to the next; false when it was no longer in `from`. */
export async function setContractStatus(
  tx: Db,
  id: string,
  from: ContractStatus,
  to: ContractStatus,
  extra: { signedPdf?: Buffer; voidedAt?: Date } = {},
): Promise<boolean> {
  const updated = await tx
    .update(contracts)
    .set({ status: to, ...extra })
    .where(and(eq(contracts.id, id), eq(contracts.status, from)))
    .returning({ id: contracts.id });
  return updated.length > 0;
}

export type SignatureParty = ContractParty;

/** The contract policy; the defaults while no admin has set it. */
export async function readContractSettings(db: Db) {
  const [row] = await db.select().from(contractSettings).where(eq(contractSettings.id, 1)).limit(1);
  return { requiredBeforeProcessing: row?.requiredBeforeProcessing ?? true };
}

export async function writeContractSettings(
  tx: Db,
  values: { requiredBeforeProcessing: boolean; updatedBy: string; updatedAt: Date },
) {
  await tx
    .insert(contractSettings)
    .values({ id: 1, ...values })
    .onConflictDoUpdate({ target: contractSettings.id, set: values });
}
