// The buyer's count of agent messages not read yet, for the hub sidebar's badge. Live: a
// subscription to the buyer's one socket (while the badge listens) asks the server again when an agent's message
// arrives and when the buyer read them (in the Message Center, in any tab), so the badge
// clears the moment the conversation is read.
import { atom, onMount } from 'nanostores';
import { apiGet } from '../lib/api/http.ts';
import type { UnreadCount } from '../shared/chat/chat.staff.ts';
import { $currentUser } from './current-user.ts';
import { buyerSocket } from './realtime/buyer-socket.ts';

/** Agent messages the buyer has not read; null until known. */
export const $unreadMessages = atom<number | null>(null);

onMount($unreadMessages, () => {
  let asked = 0;
  // The server's count is the truth; only the answer to the latest question is kept.
  const refresh = () => {
    const question = ++asked;
    apiGet<UnreadCount>('/message/unread')
      .then((answer) => {
        if (question === asked) $unreadMessages.set(answer.count);
      })
      .catch(() => undefined);
  };
  let stops: (() => void)[] = [];
  const unsubscribe = $currentUser.subscribe((user) => {
    if (!user || user.type !== 'buyer' || stops.length) return;
    stops = [
      // Also after a reconnect: events sent while offline are not replayed.
      buyerSocket.onConnect(refresh),
      buyerSocket.subscribe('receive-message', (message) => {
        if (message.sender !== 'buyer') refresh();
      }),
      buyerSocket.subscribe('messages-read', (event) => {
        if (event.reader === 'buyer') refresh();
      }),
    ];
  });
  return () => {
    unsubscribe();
    stops.forEach((stop) => stop());
    stops = [];
  };
});
