import type { FastifyBaseLogger } from 'fastify';
import type { ChatMessage, DisputeNotice, OrderUpdate } from '../../shared/chat/chat.ts';
import type { Dispute, StaffDispute } from '../../shared/disputes/disputes.contract.ts';
import type { MessagesReadEvent } from '../../shared/chat/chat.staff.ts';
import type { ConversationNote, ConversationRow } from '../../shared/chat/chat.staff.contract.ts';
import type { NotificationItem } from '../../shared/notifications/notifications.contract.ts';
import type { Db } from '../db/client.ts';
import { refused } from '../http/api-error.ts';
import type { Mailer } from '../mail/mailer.ts';
import type { FileStorage } from '../storage/index.ts';
import type { CatalogueEvents } from './catalogue-events.ts';
import type { PushSender } from './notifications/push.ts';
import type { FileLinks } from './private-files.ts';
import type { AuthUser } from './sessions.service.ts';

/** What a stored chat message means to each audience, ready to be emitted (chat.service.ts). */
export interface Delivery {
  buyerId: string;
  /** For the buyer's sockets. */
  toBuyer: ChatMessage;
  /** For every agent and admin. */
  toStaff: ChatMessage;
}

/** What the inbox tells connected clients (chat.staff.service.ts); the realtime layer delivers it. */
export interface InboxEvents {
  conversationUpdated(row: ConversationRow): void;
  noteAdded(note: ConversationNote): void;
  messagesRead(event: MessagesReadEvent): void;
}

/** What the dispute flow tells connected clients (disputes.service.ts); the realtime layer delivers it. */
export interface DisputeEvents {
  /** A new dispute, for the agents online. */
  raised(notice: DisputeNotice): void;
  /** A dispute changed: the buyer's view to the buyer, the staff view to staff. */
  updated(buyerId: string, buyerView: Dispute, staffView: StaffDispute): void;
}

/**
 * What a service may tell the open pages once its change has committed, and the one thing it
 * may ask of them (docs/ARCHITECTURE.md, "The path of a realtime event"). The realtime layer
 * implements it; services only ever see this interface, so they never import socket code.
 */
export interface LiveEvents extends InboxEvents {
  /** A stored chat message (or card) reaches its conversation: the buyer's tabs and the staff room. */
  message(delivery: Delivery): void;
  /** Staff changed one of the buyer's orders: the buyer's open pages reload it. */
  orderUpdated(buyerId: string, update: OrderUpdate): void;
  /** Disputes raised and changed, each side its own view. */
  disputes: DisputeEvents;
  /** Sessions ended (sign-out, password change): their sockets close too. */
  sessionsEnded(sessionIds: readonly string[]): void;
  /** Every session of the account ended (suspension, deactivation): its sockets close. */
  userSignedOut(userId: string): void;
  /** A notification stored for the buyer (notifications/notify.ts, after commit): their bell. */
  notification(buyerId: string, item: NotificationItem): void;
  /** Whether any page of the buyer is open, on any process (a chat reply rings the bell only if not). */
  hasOpenPages(buyerId: string): Promise<boolean>;
}

/**
 * The one context every service takes first, `(ctx, input)`: built once per request by the
 * service-context plugin (plugins/service-context.ts) and read as `request.ctx`. Scripts and
 * tests build one with the same plugin's `app.serviceContext(user)`.
 */
export interface ServiceContext {
  readonly db: Db;
  /** The app's clock: when something happened (tests move it). */
  now(): Date;
  /** Who is calling; null for an anonymous call (sign-up, sign-in, public reads). */
  readonly user: AuthUser | null;
  /** The public origin, for links in mail. */
  readonly appUrl: string;
  /** Private files (payment proof, order documents) and the key that signs their links. */
  readonly files: FileLinks;
  /** The AES key of the staff members' TOTP secrets (totp.ts), resolved once like the links' key. */
  readonly totpKey: Buffer;
  /** Keys before a rotation (TOTP_ENCRYPTION_KEY_PREVIOUS): secrets they encrypted still decrypt. */
  readonly totpPreviousKeys?: readonly Buffer[];
  /** The file storage (product pictures, content images). */
  readonly storage: FileStorage;
  readonly mailer: Mailer;
  readonly push: PushSender;
  readonly live: LiveEvents;
  readonly catalogueEvents: CatalogueEvents;
  readonly log: FastifyBaseLogger;
}

/**
 * The same context with its clock stopped at `now`, for work that reads one moment throughout
 * (an export's pages, the states in it and its file name).
 */
export const stoppedAt = (ctx: ServiceContext, now: Date): ServiceContext => ({ ...ctx, now: () => now });

/** The signed-in caller; a service that needs one refuses an anonymous context with 401. */
export function actor(ctx: Pick<ServiceContext, 'user'>): AuthUser {
  if (!ctx.user) throw refused('sign_in_required');
  return ctx.user;
}
