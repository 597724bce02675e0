import type { FastifyInstance } from 'fastify';
import { SendMessageSchema, SyncRequestSchema } from '../../shared/chat.ts';
import { ApiError } from '../http/api-error.ts';
import { rejectUnstorableText } from '../http/storable-text.ts';
import type { AppSocket } from '../plugins/io.ts';
import { isStaff, sendMessage, syncAfter } from '../services/messages.service.ts';
import { answer, eventArguments } from './acks.ts';
import { publishMessage } from './publish.ts';
import { SENDING_TOO_FAST, waitBeforeSend } from './send-limit.ts';
import { createKeyedSerialQueue } from './serial.ts';

/**
 * The chat events of SPEC §7 for one authenticated socket. Every event is acknowledged
 * with the API envelope, so the client's built-in retries (`retries` + `ackTimeout`)
 * know a message arrived. Identity always comes from the handshake token.
 */
export function registerRealtimeHandlers(app: FastifyInstance, socket: AppSocket): void {
  const user = socket.data.user;
  const log = app.log.child({ socket: socket.id, user: user.id });
  const inEmitOrder = createKeyedSerialQueue();

  // SPEC §7 registration. The socket already joined its rooms from the token, so the claimed
  // id and type are not used; the answer says who the server knows this socket to be.
  // Each handler takes the acknowledgement from the last argument, however many came before.
  socket.on('add-user', (...args: unknown[]) => {
    void answer(eventArguments(args).ack, log, async () => ({ id: user.id, type: user.type }));
  });

  socket.on('send-message', (...args: unknown[]) => {
    const { payload, ack } = eventArguments(args);
    void answer(ack, log, async () => {
      if ((await waitBeforeSend(app.counters, user)) > 0) throw new ApiError(429, SENDING_TOO_FAST);
      rejectUnstorableText(payload);
      const input = SendMessageSchema.parse(payload);
      // In emit order per conversation: a buyer has one (whatever `to` says); an agent names it.
      const conversation = isStaff(user.type) ? (input.to ?? '') : user.id;
      return inEmitOrder(conversation, async () => {
        const { message } = await sendMessage(app.db, user, input, (delivery) => publishMessage(app.io, delivery));
        return message;
      });
    });
  });

  // After a reconnect the client names the last message it holds and gets every later one.
  socket.on('sync', (...args: unknown[]) => {
    const { payload: request, ack } = eventArguments(args);
    void answer(ack, log, async () => {
      const { after } = SyncRequestSchema.parse(request ?? {});
      return syncAfter(app.db, user, after);
    });
  });
}
