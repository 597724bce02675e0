// Live changes to the buyer's orders: staff moved one, decided on its payment proof or
// added a document (`order-updated`). The socket opens while an order page listens and
// closes when none does; it is separate from the chat's so an order page stays light.
import { atom, onMount } from 'nanostores';
import { io, type Socket } from 'socket.io-client';
import { readToken } from '../lib/session-storage.ts';
import type { ClientToServerEvents, ServerToClientEvents } from '../shared/chat/chat.ts';
import { $currentUser } from './current-user.ts';
import { SOCKET_DEFAULTS } from './socket-options.ts';

export interface OrderUpdateSignal {
  /** The order that changed, or null after a reconnect (anything may have changed meanwhile). */
  orderId: string | null;
  /** Increases with each signal, so the same order changing twice is seen twice. */
  serial: number;
}

/** The latest change; subscribe and reload the order it names. */
export const $orderUpdates = atom<OrderUpdateSignal>({ orderId: null, serial: 0 });

const signal = (orderId: string | null) => $orderUpdates.set({ orderId, serial: $orderUpdates.get().serial + 1 });

onMount($orderUpdates, () => {
  let socket: Socket<ServerToClientEvents, ClientToServerEvents> | undefined;
  const unsubscribe = $currentUser.subscribe((user) => {
    if (!user || socket) return;
    let connectedBefore = false;
    socket = io({ ...SOCKET_DEFAULTS, auth: (send) => send({ token: readToken() }) });
    socket.on('order-updated', (update) => signal(update.orderId));
    socket.on('connect', () => {
      // Events sent while the page was offline are not replayed: look again.
      if (connectedBefore) signal(null);
      connectedBefore = true;
    });
  });
  return () => {
    unsubscribe();
    socket?.disconnect();
  };
});
