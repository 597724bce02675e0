import type { UserType } from '../../shared/common/enums.ts';
import type { Db } from '../db/client.ts';
import {
  deleteSessionByHash,
  deleteSessionsOfUser,
  findLiveSession,
  findSessionById,
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
  /** The session this token belongs to; its sockets are closed when it ends. */
  sessionId: string;
  /** Staff: TOTP is switched on (admin calls need it). */
  totpEnabled: boolean;
}

/** A new session for `userId`, starting `now` (the app's clock; scripts and tests pass theirs). */
export async function createSession(db: Db, userId: string, now: Date): Promise<string> {
  const { token, hash } = newToken();
  await insertSession(db, { userId, tokenHash: hash, expiresAt: new Date(now.getTime() + SESSION_TTL_MS) });
  return token;
}

/**
 * The signed-in user for a bearer token, or null when it is unknown or expired, or the account
 * was deactivated or suspended (their sessions are deleted then too; this covers any race).
 * `now` is the wall clock (the auth and socket plugins pass it): a session lasts in real time,
 * whatever clock a test gives the app.
 */
export async function userForToken(db: Db, token: string, now: Date): Promise<AuthUser | null> {
  if (!token) return null;
  const row = await findLiveSession(db, hashToken(token), now);
  if (!row || !row.user.active || row.user.suspendedAt) return null;
  if (now.getTime() - row.session.lastUsedAt.getTime() > TOUCH_INTERVAL_MS) {
    await touchSession(db, row.session.id, now, new Date(now.getTime() + SESSION_TTL_MS));
  }
  const { id, type, fullName, email, totpEnabledAt } = row.user;
  return { id, type, fullName, email, sessionId: row.session.id, totpEnabled: totpEnabledAt !== null };
}

/** Whether a session still exists (it is deleted when it ends). */
export const sessionIsLive = async (db: Db, sessionId: string) => (await findSessionById(db, sessionId)) !== undefined;

/** Ends one session; answers the ids ended, for closing their sockets (see session-sockets.ts). */
export const revokeSession = (db: Db, token: string) => deleteSessionByHash(db, hashToken(token));

/** Ends every session of an account, or all but one (a password change keeps its own session). */
export const revokeAllSessions = (db: Db, userId: string, exceptSessionId?: string) =>
  deleteSessionsOfUser(db, userId, exceptSessionId);
