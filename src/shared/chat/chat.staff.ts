// The agents' inbox: a conversation's status and owner, the rules for changing them, and
// the shapes the console reads. One definition, used by the server and the console.
import { z } from 'zod';
import type { ChatMessage } from './chat.contract.ts';

import { START_NEW_ORDER, type MessageType, type UserType } from '../common/enums.ts';
import type { Reason } from '../i18n/errors.ts';

export const CONVERSATION_STATUSES = ['OPEN', 'PENDING', 'RESOLVED'] as const;
export type ConversationStatus = (typeof CONVERSATION_STATUSES)[number];
export const CONVERSATION_STATUS_LABELS: Record<ConversationStatus, string> = {
  OPEN: 'Open',
  PENDING: 'Pending',
  RESOLVED: 'Resolved',
};

/**
 * OPEN -> PENDING -> RESOLVED (docs/product/states.md). An agent may also resolve an open conversation
 * straight away, put a pending one back to open, and reopen a resolved one.
 */
const CONVERSATION_MOVES: Record<ConversationStatus, readonly ConversationStatus[]> = {
  OPEN: ['PENDING', 'RESOLVED'],
  PENDING: ['OPEN', 'RESOLVED'],
  RESOLVED: ['OPEN'],
};

export const canMoveConversation = (from: ConversationStatus, to: ConversationStatus) =>
  CONVERSATION_MOVES[from].includes(to);

/** The statuses an agent may pick next, in the order the console offers them. */
export const nextConversationStatuses = (from: ConversationStatus) => CONVERSATION_MOVES[from];

/** Why a status change is refused, or null when allowed. */
export function conversationMoveRefusal(from: ConversationStatus, to: ConversationStatus): Reason | null {
  if (from === to) return { code: 'conversation_already', params: { status: CONVERSATION_STATUS_LABELS[to] } };
  if (canMoveConversation(from, to)) return null;
  return {
    code: 'conversation_move_refused',
    params: { from: CONVERSATION_STATUS_LABELS[from], to: CONVERSATION_STATUS_LABELS[to] },
  };
}

/** Message kinds with which an agent answers an order request. */
const ORDER_ANSWERS: readonly string[] = ['ORDER', 'QUOTE'];

/**
 * What a message does to its conversation's bookkeeping, whatever the state before (so the
 * database can apply it in the statement that stores the message): a buyer message reopens
 * the conversation (from pending or resolved) and starts the wait if none is running; any
 * agent message ends the wait, which counts as an answer when one was running. A Start Order
 * request stays flagged until an order (or quote) card answers it.
 */
export interface MessageEffect {
  reopens: boolean;
  wait: 'start' | 'end';
  orderRequest: 'set' | 'clear' | 'keep';
}

export function messageEffect(message: {
  senderType: UserType;
  messageType: MessageType | string;
  message: string;
}): MessageEffect {
  if (message.senderType === 'buyer') {
    return { reopens: true, wait: 'start', orderRequest: message.message === START_NEW_ORDER ? 'set' : 'keep' };
  }
  return { reopens: false, wait: 'end', orderRequest: ORDER_ANSWERS.includes(message.messageType) ? 'clear' : 'keep' };
}

/**
 * Who may hand a conversation to whom, so two agents never take one from under each other:
 * anyone may claim an unassigned conversation or give it to a colleague; its owner may pass
 * it on or release it; only an admin may take it from another agent.
 */
export function assignmentRefusal(
  actor: { id: string; type: UserType },
  currentAssigneeId: string | null,
  currentAssigneeName: string | null,
): Reason | null {
  if (actor.type === 'admin' || currentAssigneeId === null || currentAssigneeId === actor.id) return null;
  return { code: 'conversation_taken', params: { assignee: currentAssigneeName } };
}

export const ASSIGNEE_FILTERS = ['me', 'none', 'any'] as const;
export type AssigneeFilter = (typeof ASSIGNEE_FILTERS)[number];

export const SEARCH_MAX = 100;

const pageNumber = z.coerce.number({ message: 'page must be a number.' }).int().min(1).default(1);
const pageSize = z.coerce.number({ message: 'pageSize must be a number.' }).int().min(1).max(100).default(20);

/** GET /staff/conversations */
export const ConversationListQuery = z.object({
  status: z.enum(CONVERSATION_STATUSES, { message: 'Status must be OPEN, PENDING or RESOLVED.' }).optional(),
  assignee: z.enum(ASSIGNEE_FILTERS, { message: 'Assignee must be me, none or any.' }).default('any'),
  q: z
    .string()
    .trim()
    .max(SEARCH_MAX, { message: `Search for at most ${SEARCH_MAX} characters.` })
    .optional()
    .transform((q) => (q ? q : undefined)),
  page: pageNumber,
  pageSize,
});
export type ConversationListQuery = z.infer<typeof ConversationListQuery>;

/** POST /staff/conversations/{buyerId}/assign: null releases the conversation. */
export const AssignConversationBody = z
  .object({
    agentId: z.uuid({ message: 'Choose a colleague to assign.' }).nullable(),
  })
  .meta({ example: { agentId: '8c1f2d7e-3b4a-4f5e-9a6b-7c8d9e0f1a2b' } });

/** POST /staff/conversations/{buyerId}/status */
export const ConversationStatusBody = z
  .object({
    status: z.enum(CONVERSATION_STATUSES, { message: 'Status must be OPEN, PENDING or RESOLVED.' }),
  })
  .meta({ example: { status: 'PENDING' } });

export const NOTE_MAX = 4000;
/** POST /staff/conversations/{buyerId}/notes: visible to staff only. */
export const ConversationNoteBody = z
  .object({
    text: z
      .string({ message: 'Write the note.' })
      .trim()
      .min(1, { message: 'Write the note.' })
      .max(NOTE_MAX, { message: 'A note can be at most 4,000 characters.' }),
  })
  .meta({ example: { text: 'Prefers hulled sesame, 99.95% purity; check Cotonou stock before quoting.' } });

/** `messages-read`: one side read the other's messages up to a seq. */
export interface MessagesReadEvent {
  buyerId: string;
  /** Who read: the buyer, or the staff. */
  reader: 'buyer' | 'staff';
  upToSeq: number;
  readAt: string;
}

/** `typing` from the server: who is typing to the receiving side. */
export interface TypingEvent {
  from: string;
  userType: UserType;
  /** The typist's name, so the console can say which agent or buyer. */
  name: string;
}

/** `typing` from a client: staff name the buyer; a buyer's socket sends none. */
export const TypingRequest = z.preprocess(
  (value) => value ?? {},
  z.object({ to: z.uuid({ message: 'Choose the buyer.' }).optional() }),
);

/** How long a typing indicator stays up without a fresh `typing` event. */
export const TYPING_SHOWN_MS = 5000;
/** A typing client repeats `typing` at most this often. */
export const TYPING_REPEAT_MS = 2000;

/** The buyer's count of agent messages not read yet (hub sidebar). */
export interface UnreadCount {
  count: number;
}

/** Whether a message is a Start Order request. */
export const isOrderRequest = (message: Pick<ChatMessage, 'message' | 'sender'>) =>
  message.sender === 'buyer' && message.message === START_NEW_ORDER;
