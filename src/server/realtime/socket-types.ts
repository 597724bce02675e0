// The typed socket.io server and socket. They live here, not in plugins/io.ts, so the realtime
// handlers can name them without importing the plugin that registers those handlers.
import type { Server, Socket } from 'socket.io';
import type { ClientToServerEvents, ServerToClientEvents } from '../../shared/chat/chat.ts';
import type { AuthUser } from '../services/sessions.service.ts';

export interface SocketData {
  user: AuthUser;
}
export type AppSocket = Socket<ClientToServerEvents, ServerToClientEvents, Record<string, never>, SocketData>;
export type AppIo = Server<ClientToServerEvents, ServerToClientEvents, Record<string, never>, SocketData>;
