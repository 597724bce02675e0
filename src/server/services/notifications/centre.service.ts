import type {
  NotificationPage,
  NotificationPreferencesBody,
} from '../../../shared/notifications/notifications.contract.ts';
import { type PageQuery, pageOffset } from '../../../shared/common/envelope.ts';
import { DEFAULT_LOCALE, type Locale } from '../../../shared/i18n/locales.ts';
import {
  type NotificationPreferences,
  NOTIFICATION_TYPES,
  preferencesWith,
} from '../../../shared/notifications/types.ts';
import { findBuyer } from '../../db/queries/chat.queries.ts';
import {
  markAllNotificationsRead,
  markNotificationRead,
  pageOfNotifications,
  savePreferences,
  storedPreferences,
} from '../../db/queries/notifications.queries.ts';
import { refused } from '../../http/api-error.ts';
import { actor, type ServiceContext } from '../context.ts';
import { toNotificationItem } from './notify.ts';

// The buyer's side of the notification centre: the bell's list, reading, and the choice of
// channels. Every call is about the signed-in buyer's own notifications.

/** GET /notifications: the buyer's own, newest first, titles in the language they read. */
export async function listNotifications(ctx: ServiceContext, query: PageQuery): Promise<NotificationPage> {
  const buyerId = actor(ctx).id;
  const [buyer, { rows, total, unread }] = await Promise.all([
    findBuyer(ctx.db, buyerId),
    pageOfNotifications(ctx.db, buyerId, pageOffset(query), query.pageSize),
  ]);
  const locale: Locale = buyer?.language ?? DEFAULT_LOCALE;
  const items = rows.map((row) => toNotificationItem(row, locale));
  return { items, total, page: query.page, pageSize: query.pageSize, unread };
}

/** POST /notifications/{id}/read: 404 for someone else's, as for an unknown one. */
export async function readNotification(ctx: ServiceContext, id: string) {
  const buyerId = actor(ctx).id;
  if (!(await markNotificationRead(ctx.db, buyerId, id, ctx.now()))) throw refused('notification_not_found');
  return unreadCount(ctx, buyerId);
}

export async function readAllNotifications(ctx: ServiceContext) {
  await markAllNotificationsRead(ctx.db, actor(ctx).id, ctx.now());
  return { unread: 0 };
}

async function unreadCount(ctx: ServiceContext, buyerId: string) {
  const { unread } = await pageOfNotifications(ctx.db, buyerId, 0, 0);
  return { unread };
}

export async function getPreferences(ctx: ServiceContext): Promise<NotificationPreferences> {
  return preferencesWith(await storedPreferences(ctx.db, actor(ctx).id));
}

/** PUT /notifications/preferences: the types named change; the others keep what they had. */
export async function putPreferences(ctx: ServiceContext, body: NotificationPreferencesBody) {
  const rows = NOTIFICATION_TYPES.flatMap((type) => {
    const choice = body[type];
    return choice ? [{ type, ...choice }] : [];
  });
  await savePreferences(ctx.db, actor(ctx).id, rows, ctx.now());
  return getPreferences(ctx);
}
