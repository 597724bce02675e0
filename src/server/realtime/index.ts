import type { FastifyInstance } from 'fastify';
import type { AppSocket } from '../plugins/io.ts';

/**
 * Wires the chat events of SPEC §7 for one authenticated socket.
 * `add-user` is accepted for compatibility; identity comes from the handshake token.
 */
export function registerRealtimeHandlers(_app: FastifyInstance, socket: AppSocket): void {
  const s = socket as unknown as import('socket.io').Socket;
  s.on('add-user', (_userId: unknown, _userType: unknown, ack?: unknown) => {
    if (typeof ack === 'function') ack({ data: { id: socket.data.user.id, type: socket.data.user.type } });
  });
}
