import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { oneTimeTokens } from '../schema/index.ts';

export type TokenPurpose = (typeof oneTimeTokens.$inferSelect)['purpose'];

/**
 * Stores a new token and drops every earlier one of the same purpose for the user, so
 * only the latest link works. One transaction: there is never a moment with two live links.
 */
export async function replaceToken(
  db: Db,
  values: { userId: string; purpose: TokenPurpose; tokenHash: string; expiresAt: Date },
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .delete(oneTimeTokens)
      .where(and(eq(oneTimeTokens.userId, values.userId), eq(oneTimeTokens.purpose, values.purpose)));
    await tx.insert(oneTimeTokens).values(values);
  });
}

/**
 * Marks a live token used and returns its user id, in one statement, so two requests racing
 * with the same link cannot both succeed. Undefined when unknown, used or expired.
 */
export async function consumeToken(
  db: Db,
  params: { tokenHash: string; purpose: TokenPurpose; now: Date; userId?: string },
): Promise<string | undefined> {
  const [row] = await db
    .update(oneTimeTokens)
    .set({ usedAt: params.now })
    .where(
      and(
        eq(oneTimeTokens.tokenHash, params.tokenHash),
        eq(oneTimeTokens.purpose, params.purpose),
        isNull(oneTimeTokens.usedAt),
        gt(oneTimeTokens.expiresAt, params.now),
        params.userId === undefined ? undefined : eq(oneTimeTokens.userId, params.userId),
      ),
    )
    .returning({ userId: oneTimeTokens.userId });
  return row?.userId;
}
