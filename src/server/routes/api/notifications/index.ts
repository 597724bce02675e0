import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { uuidParam } from '../../../../shared/common/common.contract.ts';
import {
  NotificationPage,
  NotificationPreferences,
  NotificationPreferencesBody,
  UnreadCount,
} from '../../../../shared/notifications/notifications.contract.ts';
import { EmptyBody } from '../../../../shared/staff/staff.contract.ts';
import { PageQuery } from '../../../../shared/common/envelope.ts';
import { ok } from '../../../http/envelope.ts';
import { signedInCalls } from '../../../http/route-options.ts';
import {
  getPreferences,
  listNotifications,
  putPreferences,
  readAllNotifications,
  readNotification,
} from '../../../services/notifications/centre.service.ts';
import push from './push.ts';

const call = signedInCalls(['Notifications']);
const NotificationParams = z.object({ id: uuidParam('Notification') });

/** The buyer's notification centre: the bell's list, marking read, and the channels per type. */
const notifications: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.requireBuyer);

  app.get(
    '/notifications',
    call(
      'Your notifications, newest first, with the unread count',
      { querystring: PageQuery },
      { 200: NotificationPage },
      [400, 401, 403, 429, 500],
    ),
    async (request) => ok(await listNotifications(request.ctx, request.query)),
  );

  app.post(
    '/notifications/:id/read',
    call(
      'Mark one of your notifications read',
      { params: NotificationParams, body: EmptyBody },
      { 200: UnreadCount },
      [400, 401, 403, 404, 429, 500],
    ),
    async (request) => ok(await readNotification(request.ctx, request.params.id)),
  );

  app.post(
    '/notifications/read-all',
    call('Mark all your notifications read', { body: EmptyBody }, { 200: UnreadCount }, [401, 403, 429, 500]),
    async (request) => ok(await readAllNotifications(request.ctx)),
  );

  app.get(
    '/notifications/preferences',
    call(
      'Which channels (in-app, push, e-mail) you take for each type',
      {},
      { 200: NotificationPreferences },
      [401, 403, 429, 500],
    ),
    async (request) => ok(await getPreferences(request.ctx)),
  );

  app.put(
    '/notifications/preferences',
    call(
      'Choose the channels for some types; the others keep theirs',
      { body: NotificationPreferencesBody },
      { 200: NotificationPreferences },
      [400, 401, 403, 429, 500],
    ),
    async (request) => ok(await putPreferences(request.ctx, request.body)),
  );

  await app.register(push);
};

export default notifications;
