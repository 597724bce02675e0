import type { Db } from '../db/client.ts';
import { consumeToken, replaceToken, type TokenPurpose } from '../db/queries/one-time-tokens.queries.ts';
import { hashToken, newToken } from './tokens.ts';

const HOUR_MS = 60 * 60 * 1000;

/** How long an e-mailed link works. */
export const TOKEN_TTL_MS: Record<TokenPurpose, number> = {
  verify_email: 48 * HOUR_MS,
  reset_password: 30 * 60 * 1000,
};

/**
 * A new single-use token for an e-mailed link. Only its hash is stored, and every older
 * token of the same purpose for this user stops working.
 */
export async function issueOneTimeToken(db: Db, userId: string, purpose: TokenPurpose, now: Date): Promise<string> {
  const { token, hash } = newToken();
  await replaceToken(db, {
    userId,
    purpose,
    tokenHash: hash,
    expiresAt: new Date(now.getTime() + TOKEN_TTL_MS[purpose]),
  });
  return token;
}

/**
 * Uses a token up: the id of its user, or undefined when the token is unknown, already
 * used, expired, or (when userId is given) belongs to someone else.
 */
export function useOneTimeToken(
  db: Db,
  token: string,
  purpose: TokenPurpose,
  options: { userId?: string; now: Date },
): Promise<string | undefined> {
  return consumeToken(db, {
    tokenHash: hashToken(token),
    purpose,
    now: options.now,
    ...(options.userId === undefined ? {} : { userId: options.userId }),
  });
}
