import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ContentVersion,
  ContentVersionDetail,
  ContentVersionParams,
  ContentVersionsQuery,
  PublishAnswer,
  PublishBody,
} from '../../../../shared/content/content.contract.ts';
import { EmptyBody } from '../../../../shared/staff/staff.contract.ts';
import { ok } from '../../../http/envelope.ts';
import { signedInCalls } from '../../../http/route-options.ts';
import { currentUser } from '../../../plugins/auth.ts';

const call = signedInCalls(['Staff: content']);

/**
 * Publishing the public site (../shared/ARCHITECTURE.md "Content publishing"): editors and
 * admins with two-step verification on (`content.edit`).
 */
const content: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/staff/content/publish',
    {
      onRequest: app.authorize('content.edit'),
      ...call(
        'Publish the saved content: built in the background, then served by every process',
        { body: PublishBody },
        { 202: PublishAnswer },
      ),
    },
    async (request, reply) =>
      reply.status(202).send(ok(await app.content.publish(currentUser(request), request.body.message))),
  );

  app.get(
    '/staff/content/versions',
    {
      onRequest: app.authorize('content.edit'),
      ...call.list('Every publish, newest first', ContentVersionsQuery, ContentVersion),
    },
    async (request) => ok(await app.content.versions(request.query)),
  );

  app.get(
    '/staff/content/versions/:id',
    {
      onRequest: app.authorize('content.edit'),
      ...call('One publish with its diff', { params: ContentVersionParams }, { 200: ContentVersionDetail }),
    },
    async (request) => ok(await app.content.version(request.params.id)),
  );

  app.post(
    '/staff/content/versions/:id/rollback',
    {
      onRequest: app.authorize('content.edit'),
      ...call(
        'Bring back an earlier version: a new publish carrying its content',
        { params: ContentVersionParams, body: EmptyBody },
        { 202: PublishAnswer },
      ),
    },
    async (request, reply) =>
      reply.status(202).send(ok(await app.content.rollback(currentUser(request), request.params.id))),
  );
};

export default content;
