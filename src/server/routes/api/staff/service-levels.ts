import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { SlaReport, SlaTargets } from '../../../../shared/contracts/inbox.ts';
import { SlaTargetsBody } from '../../../../shared/service-levels.ts';
import { ok } from '../../../http/envelope.ts';
import { replies, signedIn } from '../../../http/responses.ts';
import { currentUser } from '../../../plugins/auth.ts';
import { serviceLevelReport } from '../../../services/service-levels/report.ts';
import { getSlaTargets, setSlaTargets } from '../../../services/service-levels/targets.ts';

const tags = ['Staff: service levels'];

/** Service levels: the report for staff, the targets for admins to set. */
const serviceLevels: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/staff/sla',
    {
      onRequest: app.authorize('sla.read'),
      schema: {
        summary: 'Median and p90 per agent and overall over 30 days, and what is overdue now',
        tags,
        security: signedIn,
        response: replies({ 200: SlaReport }),
      },
    },
    async () => ok(await serviceLevelReport(app.db, app.clock())),
  );

  app.get(
    '/staff/sla/targets',
    {
      onRequest: app.authorize('sla.read'),
      schema: { summary: 'The targets in minutes', tags, security: signedIn, response: replies({ 200: SlaTargets }) },
    },
    async () => ok(await getSlaTargets(app.db)),
  );

  app.put(
    '/staff/sla/targets',
    {
      onRequest: app.authorize('sla.configure'),
      schema: {
        summary: 'Set targets in minutes (admins)',
        tags,
        security: signedIn,
        body: SlaTargetsBody,
        response: replies({ 200: SlaTargets }),
      },
    },
    async (request) => ok(await setSlaTargets(app.db, currentUser(request), request.body, app.clock())),
  );
};

export default serviceLevels;
