import type { Counters } from '../plugins/counters.ts';
import { isStaff } from '../services/chat.service.ts';
import type { AuthUser } from '../services/sessions.service.ts';

/**
 * Buyers may send this many chat messages per window, over all their sockets and the HTTP
 * call together, on every server process: one buyer's script cannot flood the agents.
 * Agents answer many buyers at once and are not limited. A retried message counts each try.
 */
export const BUYER_SENDS = { max: 30, windowMs: 10_000 };

/** Counts one send of this user; answers how many ms to wait, 0 when the send may go. */
export async function waitBeforeSend(counters: Counters, user: AuthUser): Promise<number> {
  if (isStaff(user.type)) return 0;
  const { count, ttlMs } = await counters.increment(`chat-send:${user.id}`, BUYER_SENDS.windowMs);
  return count > BUYER_SENDS.max ? Math.max(1, ttlMs) : 0;
}
