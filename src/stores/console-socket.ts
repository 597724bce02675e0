// The console shell's live counts of waiting work, received on the console's one socket.
import { atom } from 'nanostores';
import type { ConsoleCounts } from '../shared/staff/console-counts.ts';
import { staffSocket } from './realtime/staff-socket.ts';

/** The work waiting, as last sent by the server; null until the first count arrives. */
export const $consoleCounts = atom<ConsoleCounts | null>(null);

let listening = false;

/** Starts receiving `console-counts` on the console's socket, for as long as the page lives. */
export function followConsoleCounts(): void {
  if (listening) return;
  listening = true;
  staffSocket.subscribe('console-counts', (counts) => $consoleCounts.set(counts));
}
