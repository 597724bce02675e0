import { atom } from 'nanostores';
import { io, type Socket } from 'socket.io-client';
import { readStaffToken } from '../lib/staff-session-storage.ts';
import type { ClientToServerEvents, ServerToClientEvents } from '../shared/chat/chat.ts';
import type { ConsoleCounts } from '../shared/staff/console-counts.ts';
import { SOCKET_DEFAULTS } from './socket-options.ts';

export type ConsoleSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

let socket: ConsoleSocket | undefined;

/**
 * The console page's one socket, opened with the staff session's token (never the buyer's).
 * Screens share it: the shell listens for counts, the inbox for messages.
 */
export function consoleSocket(): ConsoleSocket {
  socket ??= io({
    ...SOCKET_DEFAULTS,
    // A function, so every reconnection presents the current token.
    auth: (send) => send({ token: readStaffToken() }),
  });
  return socket;
}

/** The work waiting, as last sent by the server; null until the first count arrives. */
export const $consoleCounts = atom<ConsoleCounts | null>(null);

let listening = false;

/** Starts receiving `console-counts` on the shared socket. */
export function followConsoleCounts(): void {
  if (listening) return;
  listening = true;
  consoleSocket().on('console-counts', (counts) => $consoleCounts.set(counts));
}
