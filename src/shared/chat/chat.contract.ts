// The chat as the HTTP calls answer it (docs/product/data.md, docs/product/api.md); the socket events carry the same
// shapes. Payload rules and helpers are in ../chat.ts.
import { z } from 'zod';
import { MESSAGE_TYPES } from '../common/enums.ts';
import { Timestamp, UserType, uuidParam } from '../common/common.contract.ts';
import { QuoteCard } from '../quotes/quotes.contract.ts';
import { Attachment } from '../attachments/attachments.contract.ts';

/** The data of a 'New Order' card: what an agent drafted for the buyer. */
const OrderCardAnswer = z.object({
  orderNumber: z.string(),
  costPerMT: z.number().meta({ description: 'USD per metric tonne.' }),
  orderId: z.uuid().optional(),
});

export const CHAT_MESSAGE_EXAMPLE = {
  id: '0f9e8d7c-6b5a-4948-8372-615049382716',
  seq: 42,
  buyerId: '5b0e3a52-6f1c-4c1e-9d7a-2f8b1c0d9e4a',
  messageType: 'MESSAGE',
  message: 'Can you ship 50 MT of sesame to Rotterdam in March?',
  order: null,
  quote: null,
  attachment: null,
  sender: 'buyer',
  senderName: 'Amina Bello',
  fromSelf: true,
  readAt: null,
  createdAt: '2026-11-23T09:30:00.000Z',
} as const;

export const ChatMessage = z
  .object({
    id: z.uuid(),
    seq: z.int().meta({ description: 'Position in the one history of all conversations; later is larger.' }),
    buyerId: z.uuid().meta({ description: 'The conversation: every buyer has one, with all the sourcing agents.' }),
    messageType: z.enum(MESSAGE_TYPES),
    message: z.string(),
    order: OrderCardAnswer.nullable().meta({ description: "The 'New Order' card of an ORDER message." }),
    quote: QuoteCard.nullable().meta({ description: 'The quote card of a QUOTE message, as the agent sent it.' }),
    attachment: Attachment.nullable().meta({ description: 'The file of an ATTACHMENT message, with a link signed for this reader.' }),
    sender: UserType,
    senderName: z.string(),
    fromSelf: z.boolean().meta({ description: "Sent by the reader's side: the buyer, or (for staff) any agent." }),
    readAt: Timestamp.nullable().meta({ description: 'When the other side read it; null while unread.' }),
    createdAt: Timestamp,
  })
  .meta({
    id: 'ChatMessage',
    example: CHAT_MESSAGE_EXAMPLE,
  });
export type ChatMessage = z.infer<typeof ChatMessage>;

/**
 * An answer to `sync`. Live `receive-message` events may arrive in any order across server
 * processes, so only a sync page tells a client that it holds everything up to a seq.
 */
export const SyncPage = z.object({
  messages: z.array(ChatMessage),
  more: z.boolean().meta({ description: 'More messages follow; ask again after `upTo`.' }),
  upTo: z.int().meta({ description: 'The client now holds everything up to this seq.' }),
});
export type SyncPage = z.infer<typeof SyncPage>;

/** A page of a conversation: messages after a seq, oldest first. */
export const ConversationQuery = z.object({
  after: z.coerce.number({ message: 'after must be a number.' }).int().min(0).default(0),
  limit: z.coerce.number({ message: 'limit must be a number.' }).int().min(1).max(1000).default(1000),
});

export const BuyerParams = z.object({ buyerId: uuidParam('Buyer') });

/** POST /staff/conversations/{buyerId}/read; without a body, everything so far is marked read. */
export const MarkReadBody = z
  .preprocess(
    (body) => body ?? {},
    z.object({ upToSeq: z.number({ message: 'upToSeq must be a number.' }).int().min(0).optional() }),
  )
  .meta({ example: { upToSeq: 42 } });

export const MarkedRead = z
  .object({ marked: z.int().min(0).meta({ description: 'Messages newly marked read.' }) })
  .meta({ example: { marked: 2 } });

/**
 * GET /message/agent: who answers the buyer's chat and whether the desk is there now. `agent`
 * is the agent the conversation is assigned to (null while nobody has claimed it); `online`
 * is true while at least one agent or admin has the console open. The socket keeps both
 * current: `chat-agent` after a claim or hand-over, `desk-presence` when the desk comes or goes.
 */
export const ChatAgent = z
  .object({
    agent: z.object({ fullName: z.string() }).nullable(),
    online: z.boolean(),
  })
  .meta({ id: 'ChatAgent', example: { agent: { fullName: 'Kofi Mensah' }, online: true } });
export type ChatAgent = z.infer<typeof ChatAgent>;
