import type { AppIo } from './socket-types.ts';
import { sessionRoom, userRoom } from './rooms.ts';

/**
 * Sessions own their sockets: whatever ends a session closes the sockets opened with its
 * token, at once. Through the Redis adapter this reaches sockets on every server process.
 * Call after the change committed, so a reconnect cannot slip in before the session is gone
 * (the handshake checks the token again, also on connection-state recovery).
 */
export function closeSessionSockets(io: AppIo, sessionIds: readonly string[]): void {
  if (sessionIds.length === 0) return;
  io.in(sessionIds.map(sessionRoom)).disconnectSockets(true);
}

/** Every socket of an account: deactivation, suspension, password reset. */
export function closeUserSockets(io: AppIo, userId: string): void {
  io.in(userRoom(userId)).disconnectSockets(true);
}
