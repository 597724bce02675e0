// Live changes to the buyer's orders: staff moved one, decided on its payment proof or
// added a document (`order-updated`), received on the buyer's one socket while an order
// page listens.
import { atom, onMount } from 'nanostores';
import { $currentUser } from './current-user.ts';
import { buyerSocket } from './realtime/buyer-socket.ts';

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
  let stops: (() => void)[] = [];
  const unsubscribe = $currentUser.subscribe((user) => {
    if (!user || stops.length) return;
    stops = [
      buyerSocket.subscribe('order-updated', (update) => signal(update.orderId)),
      // Events sent while the page was offline are not replayed: look again.
      buyerSocket.onConnect((reconnected) => {
        if (reconnected) signal(null);
      }),
    ];
  });
  return () => {
    unsubscribe();
    stops.forEach((stop) => stop());
    stops = [];
  };
});
