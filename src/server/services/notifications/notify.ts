import type { NotificationItem } from '../../../shared/notifications/notifications.contract.ts';
import type { Locale } from '../../../shared/i18n/locales.ts';
import {
  type LocalizedText,
  localizeNotificationMessage,
  type NotificationMessage,
} from '../../../shared/notifications/messages.ts';
import {
  type ChannelChoice,
  DEFAULT_PREFERENCES,
  EMAIL_DELAY_MS,
  GROUP_WINDOW_MS,
  type NotificationType,
  PUSH_DELAY_MS,
} from '../../../shared/notifications/types.ts';
import { afterCommit } from '../../db/after-commit.ts';
import type { Db } from '../../db/client.ts';
import { findBuyer } from '../../db/queries/chat.queries.ts';
import {
  type DeliveryChannel,
  hasPushSubscription,
  insertNotification,
  lastSentOfGroup,
  type NotificationRow,
  preferenceFor,
  scheduleDelivery,
} from '../../db/queries/notifications.queries.ts';
import type { ServiceContext } from '../context.ts';

export interface BuyerNotice {
  buyerId: string;
  type: NotificationType;
  /** The title in each language, or a message key of shared/notifications/messages.ts rendered in each. */
  title: LocalizedText | NotificationMessage;
  /** The hub page it opens, a path such as `/order/details/{id}`. */
  link: string;
  /**
   * What it is about, e.g. `order:{id}` or `chat`: push and mail come at most once per group
   * per few minutes. Default: the type and link.
   */
  groupKey?: string | undefined;
  /** Facts kept with it (ids, old and new values) for later reading. */
  data?: Record<string, unknown> | undefined;
}

/**
 * These types already have their own mail, queued by the service that makes the change
 * (order-mail, dispute-mail, the quote mail): the notification centre does not mail them a
 * second time, and those services ask `wantsEmail` before queuing theirs.
 */
const MAILED_BY_THEIR_SERVICE: ReadonlySet<NotificationType> = new Set([
  'quote',
  'order-status',
  'receipt',
  'document',
  'dispute-reply',
]);

export const mailedByTheirService = (type: string) => MAILED_BY_THEIR_SERVICE.has(type as NotificationType);

/** The buyer's channels for a type: their stored choice, else the default. */
export async function channelsFor(tx: Db, buyerId: string, type: NotificationType): Promise<ChannelChoice> {
  const row = await preferenceFor(tx, buyerId, type);
  return row ? { inApp: row.inApp, push: row.push, email: row.email } : DEFAULT_PREFERENCES[type];
}

/** Whether the buyer takes e-mail about this type (services with their own mail ask before queuing it). */
export async function wantsEmail(tx: Db, buyerId: string, type: NotificationType): Promise<boolean> {
  return (await channelsFor(tx, buyerId, type)).email;
}

export const titleIn = (row: Pick<NotificationRow, 'titleEn' | 'titleFr'>, locale: Locale) =>
  locale === 'fr' ? row.titleFr : row.titleEn;

export function toNotificationItem(row: NotificationRow, locale: Locale): NotificationItem {
  return {
    id: row.id,
    type: row.type as NotificationType,
    title: titleIn(row, locale),
    link: row.link,
    createdAt: row.createdAt.toISOString(),
    readAt: row.readAt?.toISOString() ?? null,
  };
}

const isMessage = (title: BuyerNotice['title']): title is NotificationMessage => 'key' in title;

/** What notifyBuyer takes from the service context: the app's clock and the open pages. */
export type NoticeContext = Pick<ServiceContext, 'now' | 'live'>;

/**
 * Tells a buyer about a change, inside the transaction that makes it: the notification is
 * stored with the change (a rollback leaves nothing), reaches the buyer's open pages once the
 * transaction commits (`ctx.live.notification`, like every other live event), and push and e-mail are
 * scheduled per the buyer's preferences (sent later, grouped, and only if still unread:
 * ./deliveries.ts). Answers the stored row, or null when the buyer turned every channel of
 * this type off (or is not a buyer).
 */
export async function notifyBuyer(ctx: NoticeContext, tx: Db, notice: BuyerNotice): Promise<NotificationRow | null> {
  const buyer = await findBuyer(tx, notice.buyerId);
  if (!buyer) return null;
  const channels = await channelsFor(tx, notice.buyerId, notice.type);
  const email = channels.email && !MAILED_BY_THEIR_SERVICE.has(notice.type);
  if (!channels.inApp && !channels.push && !email) return null;

  const now = ctx.now();
  const title = isMessage(notice.title) ? localizeNotificationMessage(notice.title) : notice.title;
  const groupKey = notice.groupKey ?? `${notice.type}:${notice.link}`;
  const row = await insertNotification(tx, {
    buyerId: notice.buyerId,
    type: notice.type,
    titleEn: title.en,
    titleFr: title.fr,
    link: notice.link,
    groupKey,
    data: notice.data ?? null,
    inApp: channels.inApp,
    createdAt: now,
  });

  const schedule = async (channel: DeliveryChannel, delayMs: number) => {
    const lastSent = await lastSentOfGroup(tx, notice.buyerId, channel, groupKey);
    const dueAt = new Date(Math.max(now.getTime() + delayMs, (lastSent?.getTime() ?? 0) + GROUP_WINDOW_MS));
    await scheduleDelivery(tx, { buyerId: notice.buyerId, channel, groupKey, dueAt, createdAt: now });
  };
  if (channels.push && (await hasPushSubscription(tx, notice.buyerId))) await schedule('push', PUSH_DELAY_MS);
  if (email) await schedule('email', EMAIL_DELAY_MS);

  if (row.inApp) afterCommit(tx, () => ctx.live.notification(notice.buyerId, toNotificationItem(row, buyer.language)));
  return row;
}
