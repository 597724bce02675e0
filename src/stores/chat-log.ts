// The conversation as the browser holds it: confirmed messages by id, what is still on its
// way out, and the cursor — the seq up to which nothing is missing. Pure functions, so the
// rules of "nothing lost, nothing twice, always in order" are testable on their own.
import type { ChatMessage, SyncPage } from '../shared/chat/chat.ts';

/** A message this browser sent that the server has not acknowledged (or refused). */
export interface OutgoingMessage {
  id: string;
  message: string;
  createdAt: string;
  /** Set when the server refused it; the buyer may retry. */
  error?: string | undefined;
}

export interface ChatLog {
  confirmed: ReadonlyMap<string, ChatMessage>;
  /**
   * Every message with seq <= cursor is in `confirmed`. Only sync pages move it: live
   * messages can overtake one another between server processes, so holding seq N live
   * does not mean holding everything before N.
   */
  cursor: number;
  outgoing: readonly OutgoingMessage[];
  /**
   * The seq of the oldest message held when older ones may exist on the server (the
   * conversation opens at its newest page); undefined once the start is reached.
   */
  olderBefore: number | undefined;
}

export const emptyLog = (): ChatLog => ({ confirmed: new Map(), cursor: 0, outgoing: [], olderBefore: undefined });

export type Delivery = 'sent' | 'pending' | 'failed';
export interface ChatItem extends ChatMessage {
  delivery: Delivery;
  error?: string | undefined;
}

function withConfirmed(log: ChatLog, messages: readonly ChatMessage[]): Pick<ChatLog, 'confirmed' | 'outgoing'> {
  if (messages.length === 0) return log;
  const confirmed = new Map(log.confirmed);
  for (const message of messages) confirmed.set(message.id, message);
  const ids = new Set(messages.map((message) => message.id));
  return { confirmed, outgoing: log.outgoing.filter((item) => !ids.has(item.id)) };
}

/** A `receive-message` event: shown (once, by id); the cursor stays until the next sync. */
export const receiveLive = (log: ChatLog, message: ChatMessage): ChatLog => ({
  ...log,
  ...withConfirmed(log, [message]),
});

/**
 * A sync page: every message after the cursor the request named, complete and in order,
 * up to `upTo`, so the cursor may move there.
 */
export function receiveSync(log: ChatLog, page: Pick<SyncPage, 'messages' | 'upTo'>): ChatLog {
  return { ...log, ...withConfirmed(log, page.messages), cursor: Math.max(log.cursor, page.upTo) };
}

/**
 * The conversation's newest page (GET /message/receive-message): complete from its first
 * message to its last, so the cursor may move to the last; older ones are paged back.
 */
export function receiveLatest(log: ChatLog, messages: readonly ChatMessage[], pageSize: number): ChatLog {
  const first = messages[0];
  const last = messages.at(-1);
  if (!first || !last) return log;
  return {
    ...log,
    ...withConfirmed(log, messages),
    cursor: Math.max(log.cursor, last.seq),
    olderBefore: messages.length < pageSize ? undefined : first.seq,
  };
}

/** A page of older messages (`before` the oldest held); a short page means the start. */
export function receiveOlder(log: ChatLog, messages: readonly ChatMessage[], pageSize: number): ChatLog {
  const first = messages[0];
  return {
    ...log,
    ...withConfirmed(log, messages),
    olderBefore: first && messages.length === pageSize ? first.seq : undefined,
  };
}

/** The server's acknowledgement of our own message: stored, so no longer outgoing. */
export const receiveAck = (log: ChatLog, message: ChatMessage): ChatLog => ({
  ...log,
  ...withConfirmed(log, [message]),
});

/**
 * The agents read the buyer's own messages up to a seq (`messages-read` from the staff): each
 * of them not yet read takes that moment, so its mark turns to Read. Marks only ever move on.
 */
export function receiveReadUpTo(log: ChatLog, upToSeq: number, readAt: string): ChatLog {
  let confirmed: Map<string, ChatMessage> | undefined;
  for (const message of log.confirmed.values()) {
    if (!message.fromSelf || message.readAt !== null || message.seq > upToSeq) continue;
    confirmed ??= new Map(log.confirmed);
    confirmed.set(message.id, { ...message, readAt });
  }
  return confirmed ? { ...log, confirmed } : log;
}

/**
 * The newest read mark a page of the conversation carries (the last of the reader's own
 * messages the agents read), to catch up on marks made while the socket was away.
 */
export function lastReadMark(messages: readonly ChatMessage[]): { upToSeq: number; readAt: string } | undefined {
  const read = messages.findLast((message) => message.fromSelf && message.readAt !== null);
  return read?.readAt ? { upToSeq: read.seq, readAt: read.readAt } : undefined;
}

/** Whether one of the reader's own stored messages still waits to be read. */
export const hasUnreadOwn = (log: ChatLog) => [...log.confirmed.values()].some((m) => m.fromSelf && m.readAt === null);

export function addOutgoing(log: ChatLog, item: OutgoingMessage): ChatLog {
  if (log.confirmed.has(item.id) || log.outgoing.some((o) => o.id === item.id)) return log;
  return { ...log, outgoing: [...log.outgoing, item] };
}

export function markFailed(log: ChatLog, id: string, error: string): ChatLog {
  return { ...log, outgoing: log.outgoing.map((item) => (item.id === id ? { ...item, error } : item)) };
}

export function clearFailure(log: ChatLog, id: string): ChatLog {
  return { ...log, outgoing: log.outgoing.map((item) => (item.id === id ? { ...item, error: undefined } : item)) };
}

export function dropOutgoing(log: ChatLog, id: string): ChatLog {
  return { ...log, outgoing: log.outgoing.filter((item) => item.id !== id) };
}

/** What the list shows: stored messages in seq order, then ours still on the way. */
export function itemsOf(log: ChatLog, self: { fullName: string }): ChatItem[] {
  const sent = [...log.confirmed.values()]
    .sort((a, b) => a.seq - b.seq)
    .map((m): ChatItem => ({ ...m, delivery: 'sent' }));
  const outgoing = log.outgoing.map((item): ChatItem => ({
    id: item.id,
    seq: Number.MAX_SAFE_INTEGER,
    buyerId: '',
    messageType: 'MESSAGE',
    message: item.message,
    order: null,
    quote: null,
    attachment: null,
    sender: 'buyer',
    senderName: self.fullName,
    fromSelf: true,
    readAt: null,
    createdAt: item.createdAt,
    delivery: item.error ? 'failed' : 'pending',
    error: item.error,
  }));
  return [...sent, ...outgoing];
}
