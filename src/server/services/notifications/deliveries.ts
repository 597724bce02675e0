import pLimit, { type LimitFunction } from 'p-limit';
import { DEFAULT_LOCALE, type Locale } from '../../../shared/i18n/locales.ts';
import { type NotificationPreferences, preferencesWith } from '../../../shared/notifications/types.ts';
import type { Db } from '../../db/client.ts';
import { findBuyer } from '../../db/queries/chat.queries.ts';
import {
  finishDelivery,
  forgetPushEndpoint,
  lastSentOfGroup,
  lockDueDeliveries,
  type NotificationRow,
  pushSubscriptionsOf,
  storedPreferences,
  unreadOfGroup,
} from '../../db/queries/notifications.queries.ts';
import { appLink } from '../../mail/app-link.ts';
import { company } from '../../mail/company.ts';
import { notificationMail } from '../../mail/notification-mail.ts';
import { enqueueMail } from '../../mail/outbox.ts';
import { mailedByTheirService, titleIn } from './notify.ts';
import type { PushMessage, PushSender } from './push.ts';

export interface DeliveryContext {
  db: Db;
  now(): Date;
  appUrl: string;
  push: PushSender;
}

interface PushJob {
  buyerId: string;
  message: PushMessage;
}

/** Whether a notification of the group still asks for this channel (the buyer may have changed their mind since). */
function wanted(row: NotificationRow, channel: 'push' | 'email', preferences: NotificationPreferences): boolean {
  const choice = preferences[row.type as keyof NotificationPreferences];
  if (!choice) return false;
  return channel === 'push' ? choice.push : choice.email && !mailedByTheirService(row.type);
}

function pushMessage(rows: NotificationRow[], locale: Locale, groupKey: string): PushMessage {
  const [newest, ...older] = rows;
  const more = older.length === 0 ? '' : locale === 'fr' ? `+${older.length} autre(s)` : `+${older.length} more`;
  return {
    title: newest ? titleIn(newest, locale) : '',
    body: older.length === 0 ? '' : [more, ...older.slice(0, 3).map((row) => titleIn(row, locale))].join('\n'),
    link: newest?.link ?? '/dashboard',
    tag: groupKey,
  };
}

/**
 * Sends the pushes and mails that have fallen due: for each, what its group still holds
 * unread since the previous delivery of that group, in one push or one mail; nothing when
 * the buyer has read it all in the meantime. Mail goes into the outbox in the same
 * transaction that marks the delivery done (so it is sent once, even across a crash); pushes
 * are posted after that commit, at most once (a push lost then is not retried: the bell
 * still has it). Returns how many went out and how many were dropped.
 */
export async function deliverDueNotifications(ctx: DeliveryContext, limit = 50) {
  const now = ctx.now();
  const pushes: PushJob[] = [];
  const counts = await ctx.db.transaction(async (tx) => {
    let sent = 0;
    let skipped = 0;
    for (const delivery of await lockDueDeliveries(tx, now, limit)) {
      const [buyer, stored, since] = await Promise.all([
        findBuyer(tx, delivery.buyerId),
        storedPreferences(tx, delivery.buyerId),
        lastSentOfGroup(tx, delivery.buyerId, delivery.channel, delivery.groupKey),
      ]);
      const preferences = preferencesWith(stored);
      const rows = buyer
        ? (await unreadOfGroup(tx, delivery.buyerId, delivery.groupKey, since, now)).filter((row) =>
            wanted(row, delivery.channel, preferences),
          )
        : [];
      if (!buyer || rows.length === 0) {
        await finishDelivery(tx, delivery.id, 'skipped', now);
        skipped += 1;
        continue;
      }
      const locale: Locale = buyer.language ?? DEFAULT_LOCALE;
      if (delivery.channel === 'email') {
        const mail = notificationMail({
          locale,
          company: company(),
          fullName: buyer.fullName,
          titles: rows.map((row) => titleIn(row, locale)),
          link: appLink(ctx.appUrl, rows[0]!.link),
          settingsLink: appLink(ctx.appUrl, '/settings'),
        });
        await enqueueMail(tx, { to: buyer.email, ...mail, dedupeKey: `notification-delivery:${delivery.id}` });
      } else {
        pushes.push({ buyerId: delivery.buyerId, message: pushMessage(rows, locale, delivery.groupKey) });
      }
      await finishDelivery(tx, delivery.id, 'sent', now);
      sent += 1;
    }
    return { sent, skipped };
  });
  // One limit for the whole run: the server never has more than PUSH_CONCURRENCY posts out
  // at once, however many buyers and devices a run serves.
  const posting = pLimit(PUSH_CONCURRENCY);
  await Promise.all(pushes.map((job) => pushToDevices(ctx, job, posting)));
  return counts;
}

/** Pushes in flight at once in one delivery run. */
export const PUSH_CONCURRENCY = 8;

/**
 * One push to every device the buyer subscribed (MAX_PUSH_DEVICES at most). A device that can
 * never receive one is forgotten: its push service no longer knows it (404/410), or its
 * service is no longer one the server posts to (PUSH_ENDPOINT_ORIGINS changed).
 */
async function pushToDevices(ctx: DeliveryContext, job: PushJob, posting: LimitFunction) {
  const devices = await pushSubscriptionsOf(ctx.db, job.buyerId);
  await Promise.all(
    devices.map((device) =>
      posting(async () => {
        const outcome = await ctx.push.send(device, job.message);
        if (outcome === 'gone' || outcome === 'refused') await forgetPushEndpoint(ctx.db, device.endpoint);
      }),
    ),
  );
}
