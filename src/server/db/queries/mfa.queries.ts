import { and, eq, isNotNull, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { recoveryCodes, users } from '../schema/index.ts';

/** Stores a TOTP secret (encrypted): a pending one replacing one not yet confirmed, or the same secret under a new key. */
export async function setTotpSecret(db: Db, userId: string, encryptedSecret: string): Promise<void> {
  await db.update(users).set({ totpSecret: encryptedSecret }).where(eq(users.id, userId));
}

/** Turns TOTP on at `now`, with the step of the code that proved it as the last one used. */
export async function enableTotp(tx: Db, userId: string, now: Date, step: number): Promise<void> {
  await tx.update(users).set({ totpEnabledAt: now, totpLastStep: step }).where(eq(users.id, userId));
}

/** Replaces every recovery code of the member by these hashes. */
export async function replaceRecoveryCodeHashes(tx: Db, userId: string, hashes: readonly string[]): Promise<void> {
  await tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
  await tx.insert(recoveryCodes).values(hashes.map((codeHash) => ({ userId, codeHash })));
}

/**
 * Records that a TOTP step was used; false when it (or a later one) already was. One
 * statement decides, so the same code racing in twice counts once.
 */
export async function claimTotpStep(db: Db, userId: string, step: number): Promise<boolean> {
  const [moved] = await db
    .update(users)
    .set({ totpLastStep: step })
    .where(and(eq(users.id, userId), or(isNull(users.totpLastStep), lt(users.totpLastStep, step))))
    .returning({ id: users.id });
  return Boolean(moved);
}

/** Uses up an unused recovery code of the member at `now`; false when there is none with that hash. */
export async function useRecoveryCode(db: Db, userId: string, codeHash: string, now: Date): Promise<boolean> {
  const [used] = await db
    .update(recoveryCodes)
    .set({ usedAt: now })
    .where(and(eq(recoveryCodes.userId, userId), eq(recoveryCodes.codeHash, codeHash), isNull(recoveryCodes.usedAt)))
    .returning({ id: recoveryCodes.id });
  return Boolean(used);
}

/** Every account holding a TOTP secret, with it (encrypted): a key rotation re-encrypts them. */
export function storedTotpSecrets(db: Db): Promise<{ id: string; email: string; totpSecret: string }[]> {
  return db
    .select({ id: users.id, email: users.email, totpSecret: sql<string>`${users.totpSecret}` })
    .from(users)
    .where(isNotNull(users.totpSecret));
}
