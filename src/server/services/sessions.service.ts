import type { UserType } from '../../shared/enums.ts';
import type { Db } from '../db/client.ts';
import {
  deleteSessionByHash,
  deleteSessionsOfUser,
  findLiveSession,
  insertSession,
  touchSession,
} from '../db/queries/sessions.queries.ts';
import { hashToken, newToken } from './tokens.ts';

/** Sessions slide: each use pushes expiry 30 days out. */
export const SESSION_TTL_MS = 30 * 24 * 60 * 60 * 1000;
/** Writing on every request is wasteful; refresh expiry at most once a minute. */
const TOUCH_INTERVAL_MS = 60 * 1000;

export interface AuthUser {
  id: string;
  type: UserType;
  fullName: string;
  email: string;
}

export async function createSession(db: Db, userId: string): Promise<string> {
  const { token, hash } = newToken();
  await insertSession(db, { userId, tokenHash: hash, expiresAt: new Date(Date.now() + SESSION_TTL_MS) });
  return token;
}

/** The signed-in user for a bearer token, or null when it is unknown or expired. */
export async function userForToken(db: Db, token: string): Promise<AuthUser | null> {
  if (!token) return null;
  const now = new Date();
  const row = await findLiveSession(db, hashToken(token), now);
  if (!row) return null;
  if (now.getTime() - row.session.lastUsedAt.getTime() > TOUCH_INTERVAL_MS) {
    await touchSession(db, row.session.id, now, new Date(now.getTime() + SESSION_TTL_MS));
  }
  const { id, type, fullName, email } = row.user;
  return { id, type, fullName, email };
}

export const revokeSession = (db: Db, token: string) => deleteSessionByHash(db, hashToken(token));

export const revokeAllSessions = (db: Db, userId: string) => deleteSessionsOfUser(db, userId);
