// The chat between a buyer and the sourcing agents (docs/product/screens.md, docs/product/data.md, docs/product/api.md): payload schemas
// the server validates with, and the shapes the browser and staff clients receive.
import { z } from 'zod';
import type { NotificationItem } from '../notifications/notifications.contract.ts';
import type { FieldError } from '../common/api-types.ts';
import type { ConsoleCounts } from '../staff/console-counts.ts';
import type { ChatAgent, ChatMessage, SyncPage } from './chat.contract.ts';
import type { MessagesReadEvent, TypingEvent } from './chat.staff.ts';
import type { ConversationNote, ConversationRow } from './chat.staff.contract.ts';
import type { Dispute, StaffDispute } from '../disputes/disputes.contract.ts';
import { type OrderStatus, START_NEW_ORDER, type UserType } from '../common/enums.ts';

export type { ChatAgent, ChatMessage, SyncPage } from './chat.contract.ts';

export const CHAT_MESSAGE_MAX = 4000;

/** Socket event names of docs/product/api.md, plus `sync` (replay after a reconnect). */
export const CHAT_EVENTS = {
  addUser: 'add-user',
  send: 'send-message',
  receive: 'receive-message',
  sync: 'sync',
  disputeRaised: 'dispute-raised',
  orderUpdated: 'order-updated',
  typing: 'typing',
  read: 'read',
  messagesRead: 'messages-read',
  conversationUpdated: 'conversation-updated',
  conversationNote: 'conversation-note',
  disputeUpdated: 'dispute-updated',
  chatAgent: 'chat-agent',
  deskPresence: 'desk-presence',
} as const;

/**
 * An agent going from one console page to another reconnects at once: the desk is told
 * away only once no agent has been connected for this long, so the buyer's badge does not
 * flicker.
 */
export const DESK_AWAY_AFTER_MS = 5000;

const messageText = z
  .string({ message: 'Type a message.' })
  .trim()
  .min(1, { message: 'Type a message.' })
  .max(CHAT_MESSAGE_MAX, { message: 'A message can be at most 4,000 characters.' });

/** The data of a 'New Order' card: what an agent drafted for the buyer. */
export const OrderCardSchema = z.object({
  orderNumber: z
    .string({ message: 'Enter the order number.' })
    .trim()
    .min(1, { message: 'Enter the order number.' })
    .max(40, { message: 'An order number can be at most 40 characters.' }),
  /** USD per metric tonne. */
  costPerMT: z
    .number({ message: 'Enter the cost in USD per MT.' })
    .positive({ message: 'The cost must be more than 0.' })
    .max(1_000_000_000, { message: 'The cost is too large.' }),
  orderId: z.uuid({ message: 'Order id is not valid.' }).optional(),
});
export type OrderCard = z.infer<typeof OrderCardSchema>;

const common = {
  /** Chosen by the sending client, so a retried send is stored once. */
  id: z.uuid({ message: 'Message id is not valid.' }).optional(),
  /** docs/product/api.md sends the user id and type; the server takes both from the session instead. */
  from: z.unknown().optional(),
  sender: z.unknown().optional(),
  /** Staff only: the buyer whose conversation this is. Ignored for buyers. */
  to: z.uuid({ message: 'Choose the buyer to write to.' }).optional(),
};

/**
 * `send-message` (socket) and POST /message/send-message. `messageType` defaults to
 * MESSAGE; an ORDER card carries `order` and only staff may send one.
 */
export const SendMessageSchema = z
  .preprocess(
    (value) =>
      typeof value === 'object' && value !== null && !('messageType' in value)
        ? { ...value, messageType: 'MESSAGE' }
        : value,
    z.discriminatedUnion(
      'messageType',
      [
        z.object({ ...common, messageType: z.literal('MESSAGE'), message: messageText }),
        z.object({
          ...common,
          messageType: z.literal('ORDER'),
          order: OrderCardSchema,
          /** Optional note shown with the card; a text fallback is stored otherwise. */
          message: z
            .string()
            .trim()
            .max(CHAT_MESSAGE_MAX, { message: 'A message can be at most 4,000 characters.' })
            .optional(),
        }),
      ],
      { message: 'Message type must be MESSAGE or ORDER.' },
    ),
  )
  .meta({ example: { messageType: 'MESSAGE', message: 'Can you ship 50 MT of sesame to Rotterdam in March?' } });
export type SendMessageInput = z.infer<typeof SendMessageSchema>;

/** `sync`: the last message the client has; the answer holds every later one, in order. */
export const SyncRequestSchema = z.object({
  after: z.number().int().min(0).default(0),
});
export const SYNC_PAGE_SIZE = 500;

const seqParam = (name: string) =>
  z.coerce
    .number({ message: `${name} must be a number.` })
    .int({ message: `${name} must be a whole number.` })
    .min(0);

/**
 * GET /message/receive-message: a page of the buyer's conversation, oldest first within the
 * page. Without a cursor, the newest page; `before` pages back from the oldest message the
 * client holds; `after` catches up from the newest one.
 */
export const ConversationPageQuery = z
  .object({
    after: seqParam('after').optional(),
    before: seqParam('before').optional(),
    limit: z.coerce.number({ message: 'limit must be a number.' }).int().min(1).max(1000).default(100),
  })
  .refine((query) => query.after === undefined || query.before === undefined, {
    message: 'Page either after or before a message, not both.',
    path: ['before'],
  });
export type ConversationPage = z.infer<typeof ConversationPageQuery>;

/** Every acknowledgement uses the API envelope. */
export type Ack<T> = { data: T } | { errors: FieldError[]; status: number };

export interface DisputeNotice {
  id: string;
  buyerId: string;
  buyerName: string;
  subject: string;
  createdAt: string;
}

/** `order-updated`: staff changed one of the buyer's orders, its payment proof or its documents. */
export interface OrderUpdate {
  orderId: string;
  status: OrderStatus;
}

export interface ServerToClientEvents {
  'receive-message': (message: ChatMessage) => void;
  /** Buyers only: reload the order. */
  'order-updated': (update: OrderUpdate) => void;
  /** Staff only. */
  'dispute-raised': (dispute: DisputeNotice) => void;
  /** The other side of a conversation is typing (docs/product/api.md). */
  typing: (event: TypingEvent) => void;
  /** One side read the other's messages; to the buyer's sockets and to staff. */
  'messages-read': (event: MessagesReadEvent) => void;
  /** Staff only: a conversation's status or owner changed. */
  'conversation-updated': (row: ConversationRow) => void;
  /** Staff only: a private note was added. */
  'conversation-note': (note: ConversationNote) => void;
  /** A dispute moved or got a reply: the buyer gets their view, staff get theirs. */
  'dispute-updated': (dispute: Dispute | StaffDispute) => void;
  /** Staff only: the work waiting (console shell counts). */
  'console-counts': (counts: ConsoleCounts) => void;
  /** Buyers only: a new notification for the bell (src/shared/notifications/notifications.contract.ts). */
  notification: (item: NotificationItem) => void;
  /** Buyers only: their chat was claimed, handed over or released (GET /message/agent). */
  'chat-agent': (event: Pick<ChatAgent, 'agent'>) => void;
  /** Buyers only: the desk came online (an agent opened the console) or went away. */
  'desk-presence': (event: Pick<ChatAgent, 'online'>) => void;
}

export interface ClientToServerEvents {
  'add-user': (userId: unknown, userType: unknown, ack: (answer: Ack<{ id: string; type: UserType }>) => void) => void;
  'send-message': (payload: unknown, ack: (answer: Ack<ChatMessage>) => void) => void;
  sync: (request: unknown, ack: (answer: Ack<SyncPage>) => void) => void;
  /** Staff name the buyer with `to`; a buyer sends nothing. Not acknowledged. */
  typing: (payload?: unknown) => void;
  /** Read the other side's messages up to `upToSeq` (default: all). */
  read: (payload: unknown, ack?: (answer: Ack<{ upToSeq: number }>) => void) => void;
}

/** How the message list shows a message (docs/product/screens.md: START_NEW_ORDER reads 'New order request.'). */
export const displayText = (message: Pick<ChatMessage, 'message'>) =>
  message.message === START_NEW_ORDER ? 'New order request.' : message.message;

/** The text stored with an ORDER card, for clients that cannot draw the card. */
export const orderCardText = (order: OrderCard) =>
  `New Order ${order.orderNumber}: USD ${order.costPerMT.toLocaleString('en-US', { maximumFractionDigits: 2 })} per MT`;
