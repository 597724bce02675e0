// The message center's conversation, on the buyer's one socket (realtime/buyer-socket.ts),
// which this store holds open while something renders `$messages` (the message center).
// Delivery guarantees come from socket.io itself: sends are acknowledged and retried by the
// client (`retries` + `ackTimeout`), connection-state recovery replays missed events after
// a short drop, and every (re)connect ends with a `sync` from the last message held.
import { atom, computed, onMount } from 'nanostores';
import { apiGet, apiUpload } from '../lib/api/http.ts';
import type { CurrentUser } from '../shared/common/api-types.ts';
import type { Dispute } from '../shared/disputes/disputes.contract.ts';
import type { ChatMessage } from '../shared/chat/chat.ts';
import { TYPING_REPEAT_MS, TYPING_SHOWN_MS } from '../shared/chat/chat.staff.ts';
import { START_NEW_ORDER } from '../shared/common/enums.ts';
import {
  type ChatLog,
  addOutgoing,
  clearFailure,
  dropOutgoing,
  emptyLog,
  hasUnreadOwn,
  itemsOf,
  lastReadMark,
  markFailed,
  receiveAck,
  receiveLatest,
  receiveLive,
  receiveOlder,
  receiveReadUpTo,
  receiveSync,
} from './chat-log.ts';
import { loadOutbox, saveOutbox } from './chat-outbox.ts';
import { $currentUser } from './current-user.ts';
import { receiveDisputeEvent, refreshMyDisputes } from './my-disputes.ts';
import type { AppClientSocket } from './realtime/audience-socket.ts';
import { buyerSocket } from './realtime/buyer-socket.ts';

type ChatSocket = AppClientSocket;

/** How long the server has to acknowledge an event before the client sends it again. */
const ACK_TIMEOUT_MS = 10_000;
/** Messages per page when the conversation opens and when paging back. */
const PAGE_SIZE = 100;

const $log = atom<ChatLog>(emptyLog());
/** The buyer socket's connection, as the Message Center's badge shows it. */
export const $connection = buyerSocket.$connection;
export type { ConnectionState, ConnectionStatus } from './realtime/audience-socket.ts';
/** True once the history has been loaded after opening. */
export const $chatLoaded = atom(false);
/** The agent typing to the buyer right now ('Agent is typing…'), or null. */
export const $agentTyping = atom<string | null>(null);
/** Older messages exist on the server than the list holds. */
export const $hasOlderMessages = computed($log, (log) => log.olderBefore !== undefined);

/** The conversation as the list shows it: stored messages in order, then ours on the way. */
export const $messages = computed([$log, $currentUser], (log, user) =>
  itemsOf(log, { fullName: user?.fullName ?? '' }),
);

let active: { socket: ChatSocket; user: CurrentUser } | undefined;

function setLog(next: ChatLog) {
  const before = $log.get();
  $log.set(next);
  if (active && next.outgoing !== before.outgoing) saveOutbox(active.user.id, next.outgoing);
}

onMount($messages, () => {
  let stop: (() => void) | undefined;
  const unsubscribe = $currentUser.subscribe((user) => {
    if (user && !stop) stop = openChat(user);
  });
  return () => {
    unsubscribe();
    stop?.();
  };
});

function openChat(user: CurrentUser): () => void {
  let typingShown: ReturnType<typeof setTimeout> | undefined;
  const stops = [
    buyerSocket.subscribe('receive-message', (message) => {
      setLog(receiveLive($log.get(), message));
      if (message.sender !== 'buyer') {
        $agentTyping.set(null);
        markRead();
      }
    }),
    // An agent read the buyer's messages: their marks turn to Read at once.
    buyerSocket.subscribe('messages-read', (event) => {
      if (event.reader === 'staff') setLog(receiveReadUpTo($log.get(), event.upToSeq, event.readAt));
    }),
    buyerSocket.subscribe('dispute-updated', (dispute) => receiveDisputeEvent(dispute as Dispute)),
    buyerSocket.subscribe('typing', (event) => {
      $agentTyping.set(event.name);
      clearTimeout(typingShown);
      typingShown = setTimeout(() => $agentTyping.set(null), TYPING_SHOWN_MS);
    }),
  ];
  // The subscriptions above hold the buyer's socket open until this conversation closes.
  const socket = buyerSocket.current();
  if (!socket) throw new Error('the buyer socket did not open');
  active = { socket, user };
  // Every (re)connection registers and catches up; at once if the socket is already online.
  stops.push(
    buyerSocket.onConnect((reconnected) => {
      if (reconnected) refreshMyDisputes();
      // docs/product/api.md registration; the server knows the user from the token either way.
      void socket.emitWithAck('add-user', user.id, user.type);
      void catchUp(socket);
      if (reconnected) void catchUpReadMarks(socket);
    }),
  );
  document.addEventListener('visibilitychange', markRead);

  // Messages typed before a reload go out again, under the same ids.
  let log = $log.get();
  for (const item of loadOutbox(user.id)) log = addOutgoing(log, item);
  setLog(log);
  for (const item of log.outgoing) deliver(item.id, item.message);

  return () => {
    clearTimeout(typingShown);
    $agentTyping.set(null);
    document.removeEventListener('visibilitychange', markRead);
    active = undefined;
    stops.forEach((stop) => stop());
    $log.set(emptyLog());
    $chatLoaded.set(false);
  };
}

const conversationPage = (query: string) => apiGet<ChatMessage[]>(`/message/receive-message?${query}`);

/**
 * Opens at the newest page (a long history is not downloaded on a phone), then asks for
 * everything after the last message held, page by page.
 */
async function catchUp(socket: ChatSocket) {
  if ($log.get().cursor === 0) {
    // On failure the sync below replays from the start instead.
    const latest = await conversationPage(`limit=${PAGE_SIZE}`).catch(() => undefined);
    if (active?.socket !== socket) return;
    if (latest) setLog(receiveLatest($log.get(), latest, PAGE_SIZE));
  }
  for (;;) {
    const answer = await socket.emitWithAck('sync', { after: $log.get().cursor });
    if (active?.socket !== socket) return;
    if (!('data' in answer)) {
      console.warn('chat sync refused', answer.errors);
      break;
    }
    setLog(receiveSync($log.get(), answer.data));
    if (!answer.data.more) break;
  }
  $chatLoaded.set(true);
  markRead();
}

/** Messages of the newest page that tell whether the agents read the buyer's latest ones. */
const READ_MARK_PAGE = 20;

/**
 * Read marks the agents made while the socket was away (a drop longer than the recovery
 * window replays nothing): the newest page says up to where they have read.
 */
async function catchUpReadMarks(socket: ChatSocket) {
  if (!hasUnreadOwn($log.get())) return;
  const latest = await conversationPage(`limit=${READ_MARK_PAGE}`).catch(() => undefined);
  const mark = latest && lastReadMark(latest);
  if (active?.socket === socket && mark) setLog(receiveReadUpTo($log.get(), mark.upToSeq, mark.readAt));
}

/**
 * Read receipts: while the conversation is on screen, the agents' messages count as read
 * (the hub's unread badge clears and the agents see 'Read').
 */
function markRead() {
  if (!active || document.visibilityState !== 'visible') return;
  const unread = [...$log.get().confirmed.values()].some((m) => m.sender !== 'buyer' && m.readAt === null);
  if (unread)
    void active.socket
      .timeout(ACK_TIMEOUT_MS)
      .emitWithAck('read', {})
      .catch(() => undefined);
}

let lastTypingSent = 0;
/** Tells the agents the buyer is typing, at most every couple of seconds. */
export function announceTyping() {
  const now = Date.now();
  if (!active || now - lastTypingSent < TYPING_REPEAT_MS) return;
  lastTypingSent = now;
  // Volatile: this socket queues every other event until the server acknowledges it
  // (`retries`), and an indicator must never hold a message back behind it.
  active.socket.volatile.emit('typing');
}

/** Loads the page of messages before the oldest one held. */
export async function loadOlderMessages(): Promise<void> {
  const before = $log.get().olderBefore;
  if (before === undefined || !active) return;
  const socket = active.socket;
  const older = await conversationPage(`limit=${PAGE_SIZE}&before=${before}`);
  if (active?.socket === socket) setLog(receiveOlder($log.get(), older, PAGE_SIZE));
}

function deliver(id: string, message: string) {
  if (!active) return;
  const { socket, user } = active;
  // The client library queues this until connected and resends it until acknowledged.
  socket
    .emitWithAck('send-message', { id, from: user.id, message, messageType: 'MESSAGE', sender: user.type })
    .then((answer) => {
      if (active?.socket !== socket) return;
      if ('data' in answer) setLog(receiveAck($log.get(), answer.data));
      else setLog(markFailed($log.get(), id, answer.errors[0]?.message ?? 'Not sent.'));
    })
    .catch(() => {
      // Only when the socket was closed on purpose (leaving the page); the outbox keeps it.
    });
}

/** A random v4 UUID, also where crypto.randomUUID is missing (plain-http LAN addresses). */
function newMessageId(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = [...bytes].map((b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** Sends a chat message; returns false (and sends nothing) when the text is blank. */
export function sendMessage(text: string): boolean {
  const message = text.trim();
  if (!message || !active) return false;
  const item = { id: newMessageId(), message, createdAt: new Date().toISOString() };
  setLog(addOutgoing($log.get(), item));
  deliver(item.id, item.message);
  return true;
}

/** docs/product/screens.md New Order Request: asks the agents to draft an order. */
export const requestNewOrder = () => sendMessage(START_NEW_ORDER);

/** Sends a refused message again, under the same id. */
export function retryMessage(id: string) {
  const item = $log.get().outgoing.find((o) => o.id === id);
  if (!item) return;
  setLog(clearFailure($log.get(), id));
  deliver(item.id, item.message);
}

/** Removes a refused message from the list without sending it. */
export const discardMessage = (id: string) => setLog(dropOutgoing($log.get(), id));

/**
 * Sends a file (PDF or image) in the conversation over HTTP (a socket event is no place for
 * 10 MB); the stored message joins the list at once, and the agents receive it live.
 * Throws the ApiFailure of a refused file.
 */
export async function sendAttachment(file: File): Promise<void> {
  const form = new FormData();
  form.append('file', file);
  const message = await apiUpload<ChatMessage>('message/attachments', form);
  setLog(receiveAck($log.get(), message));
}

/** A fresh link to a file of the buyer's conversation or disputes. */
export const freshAttachmentLink = (attachmentId: string) =>
  apiGet<{ link: string }>(`attachments/${encodeURIComponent(attachmentId)}/link`);
