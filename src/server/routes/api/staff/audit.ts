import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AuditPage, AuditQuery } from '../../../../shared/audit/audit.contract.ts';
import { ok } from '../../../http/envelope.ts';
import { replies, signedIn } from '../../../http/responses.ts';
import { listAudit } from '../../../services/audit.service.ts';

/** The audit trail, read-only: no route changes or deletes an entry. */
const audit: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/staff/audit',
    {
      onRequest: app.authorize('audit.read'),
      schema: {
        querystring: AuditQuery,
        response: replies({ 200: AuditPage }, [400, 401, 403, 429, 500]),
        security: signedIn,
      },
    },
    async (request) => ok(await listAudit(app.db, request.query)),
  );
};

export default audit;
