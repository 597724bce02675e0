// The buyer's count of agent messages not read yet, for the hub sidebar's badge. Live: a
// light socket (open while the badge listens) asks the server again when an agent's message
// arrives and when the buyer read them (in the Message Center, in any tab), so the badge
// clears the moment the conversation is read.
import { atom, onMount } from 'nanostores';
import { io, type Socket } from 'socket.io-client';
import { apiGet } from '../lib/api/http.ts';
import { readToken } from '../lib/session-storage.ts';
import type { ClientToServerEvents, ServerToClientEvents } from '../shared/chat/chat.ts';
import type { UnreadCount } from '../shared/inbox/conversation.ts';
import { $currentUser } from './current-user.ts';
import { SOCKET_DEFAULTS } from './socket-options.ts';

/** Agent messages the buyer has not read; null until known. */
export const $unreadMessages = atom<number | null>(null);

onMount($unreadMessages, () => {
  let socket: Socket<ServerToClientEvents, ClientToServerEvents> | undefined;
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
  const unsubscribe = $currentUser.subscribe((user) => {
    if (!user || user.type !== 'buyer' || socket) return;
    socket = io({ ...SOCKET_DEFAULTS, auth: (send) => send({ token: readToken() }) });
    // Also after a reconnect: events sent while offline are not replayed.
    socket.on('connect', refresh);
    socket.on('receive-message', (message) => {
      if (message.sender !== 'buyer') refresh();
    });
    socket.on('messages-read', (event) => {
      if (event.reader === 'buyer') refresh();
    });
  });
  return () => {
    unsubscribe();
    socket?.disconnect();
    socket = undefined;
  };
});
