import type { FastifyInstance } from 'fastify';
import { SendMessageSchema, SyncRequestSchema } from '../../shared/chat/chat.ts';
import { MarkReadBody } from '../../shared/chat/chat.contract.ts';
import { TypingRequest } from '../../shared/chat/chat.staff.ts';
import { findBuyer } from '../db/queries/chat.queries.ts';
import { refused } from '../http/api-error.ts';
import { rejectUnstorableText } from '../http/storable-text.ts';
import type { AppSocket } from './socket-types.ts';
import { markReadByBuyer } from '../services/chat.staff.service.ts';
import { isStaff, sendMessage, syncAfter } from '../services/chat.service.ts';
import { answer, eventArguments } from './acks.ts';
import { STAFF_ROOM, userRoom } from './rooms.ts';
import { waitBeforeSend } from './send-limit.ts';
import { createKeyedSerialQueue } from './serial.ts';

/** Clients repeat `typing` every couple of seconds; anything faster than this is dropped. */
const TYPING_MIN_INTERVAL_MS = 250;

/**
 * The chat events of docs/product/api.md for one authenticated socket. Every event is acknowledged
 * with the API envelope, so the client's built-in retries (`retries` + `ackTimeout`)
 * know a message arrived. Identity always comes from the handshake token.
 */
export function registerRealtimeHandlers(app: FastifyInstance, socket: AppSocket): void {
  const user = socket.data.user;
  // The socket's own service context: its user, for as long as the socket lives.
  const ctx = app.serviceContext(user);
  const log = app.log.child({ socket: socket.id, user: user.id });
  const inEmitOrder = createKeyedSerialQueue();
  // Which user sent which event, never its payload: message text and tokens stay out of the log.
  socket.onAny((event: string) => {
    log.debug({ event: String(event).slice(0, 40) }, 'socket event');
    if (event === 'send-message') app.countChatMessage?.();
  });

  // docs/product/api.md registration. The socket already joined its rooms from the token, so the claimed
  // id and type are not used; the answer says who the server knows this socket to be.
  // Each handler takes the acknowledgement from the last argument, however many came before.
  socket.on('add-user', (...args: unknown[]) => {
    void answer(eventArguments(args).ack, log, async () => ({ id: user.id, type: user.type }));
  });

  socket.on('send-message', (...args: unknown[]) => {
    const { payload, ack } = eventArguments(args);
    void answer(ack, log, async () => {
      if ((await waitBeforeSend(app.counters, user)) > 0) throw refused('sending_too_fast');
      rejectUnstorableText(payload);
      const input = SendMessageSchema.parse(payload);
      // In emit order per conversation: a buyer has one (whatever `to` says); an agent names it.
      const conversation = isStaff(user.type) ? (input.to ?? '') : user.id;
      return inEmitOrder(conversation, async () => (await sendMessage(ctx, input)).message);
    });
  });

  // Typing goes to the other side of one conversation only: a buyer's to the staff, an
  // agent's to the buyer named. Volatile: a lost indicator is not worth a retry.
  let lastTyping = 0;
  socket.on('typing', (...args: unknown[]) => {
    const { payload, ack } = eventArguments(args);
    // A client that asks for an acknowledgement (one with `retries` queues its events
    // behind it) gets one at once; the indicator itself stays fire-and-forget.
    if (typeof ack === 'function') ack({ data: { received: true } });
    const now = Date.now();
    if (now - lastTyping < TYPING_MIN_INTERVAL_MS) return;
    lastTyping = now;
    const parsed = TypingRequest.safeParse(payload);
    if (!parsed.success) return;
    const event = { from: user.id, userType: user.type, name: user.fullName };
    if (!isStaff(user.type)) {
      socket.volatile.to(STAFF_ROOM).emit('typing', event);
      return;
    }
    const to = parsed.data.to;
    if (!to) return;
    void findBuyer(app.db, to).then(
      (buyer) => {
        if (buyer) socket.volatile.to(userRoom(buyer.id)).emit('typing', event);
      },
      (error: unknown) => log.warn({ err: error }, 'typing: buyer lookup failed'),
    );
  });

  // The buyer read the agents' messages (agents mark theirs with POST /staff/conversations/{id}/read).
  socket.on('read', (...args: unknown[]) => {
    const { payload, ack } = eventArguments(args);
    void answer(ack, log, async () => {
      if (isStaff(user.type)) throw refused('agent_reads_in_inbox');
      const { upToSeq } = MarkReadBody.parse(payload);
      return markReadByBuyer(ctx, { upToSeq });
    });
  });

  // After a reconnect the client names the last message it holds and gets every later one.
  socket.on('sync', (...args: unknown[]) => {
    const { payload: request, ack } = eventArguments(args);
    void answer(ack, log, async () => {
      const { after } = SyncRequestSchema.parse(request ?? {});
      return syncAfter(ctx, after);
    });
  });
}
