import type { AppIo } from './socket-types.ts';
import type { DisputeEvents, InboxEvents } from '../services/context.ts';
import { STAFF_ROOM, userRoom } from './rooms.ts';

/**
 * The inbox's live events. Notes and conversation changes go to the staff room only (the
 * buyer learns who handles their chat now: `chat-agent`); read marks go to staff and to the
 * buyer's own sockets (other tabs clear their badge too).
 */
export function inboxEvents(io: AppIo): InboxEvents {
  return {
    conversationUpdated: (row) => {
      io.to(STAFF_ROOM).emit('conversation-updated', row);
      io.to(userRoom(row.buyer.id)).emit('chat-agent', {
        agent: row.assignee ? { fullName: row.assignee.fullName } : null,
      });
    },
    noteAdded: (note) => io.to(STAFF_ROOM).emit('conversation-note', note),
    messagesRead: (event) => io.to([STAFF_ROOM, userRoom(event.buyerId)]).emit('messages-read', event),
  };
}

/** Dispute events: each side gets its own view of the dispute. */
export function disputeEvents(io: AppIo): DisputeEvents {
  return {
    raised: (notice) => io.to(STAFF_ROOM).emit('dispute-raised', notice),
    updated: (buyerId, buyerView, staffView) => {
      io.to(userRoom(buyerId)).emit('dispute-updated', buyerView);
      io.to(STAFF_ROOM).emit('dispute-updated', staffView);
    },
  };
}
