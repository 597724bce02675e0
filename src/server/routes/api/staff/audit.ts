import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AuditEntry, AuditFilters, AuditQuery } from '../../../../shared/audit/audit.contract.ts';
import { ok } from '../../../http/envelope.ts';
import { signedInCalls } from '../../../http/route-options.ts';
import { listAudit, listAuditFilters } from '../../../services/audit.service.ts';

const call = signedInCalls(['Staff: audit']);

/** The audit trail, read-only: no route changes or deletes an entry. */
const audit: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.authorize('audit.read'));

  app.get(
    '/staff/audit',
    call.list(
      'Every recorded staff action and sign-in, newest first; ?actorId, ?entityType, ?entityId, ?from and ?to (days, inclusive) narrow it',
      AuditQuery,
      AuditEntry,
    ),
    async (request) => ok(await listAudit(request.ctx, request.query)),
  );

  app.get(
    '/staff/audit/filters',
    call('The people and kinds of object the audit filter offers', {}, { 200: AuditFilters }),
    async (request) => ok(await listAuditFilters(request.ctx)),
  );
};

export default audit;
