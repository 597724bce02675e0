import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { SlaReport, SlaTargets } from '../../../../shared/inbox/inbox.contract.ts';
import { SlaTargetsBody } from '../../../../shared/service-levels/service-levels.ts';
import { ok } from '../../../http/envelope.ts';
import { signedInCalls } from '../../../http/route-options.ts';
import { currentUser } from '../../../plugins/auth.ts';
import { serviceLevelReport } from '../../../services/service-levels/report.ts';
import { getSlaTargets, setSlaTargets } from '../../../services/service-levels/targets.ts';

import { z } from 'zod';
import { exportFileName } from '../../../../shared/exports/exports.ts';
import { csvCall, sendCsv } from '../../../http/csv-answer.ts';
import { SERVICE_LEVEL_COLUMNS, serviceLevelsExport } from '../../../services/exports/staff-exports.service.ts';

const call = signedInCalls(['Staff: service levels']);

/** Service levels: the report for staff, the targets for admins to set. */
const serviceLevels: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/staff/sla',
    {
      onRequest: app.authorize('sla.read'),
      ...call('Median and p90 per agent and overall over 30 days, and what is overdue now', {}, { 200: SlaReport }),
    },
    async () => ok(await serviceLevelReport(app.db, app.clock())),
  );

  app.get(
    '/staff/sla.csv',
    {
      onRequest: app.authorize('sla.read'),
      ...csvCall(
        ['Staff: service levels'],
        'The report as a CSV file: each metric overall and per agent',
        SERVICE_LEVEL_COLUMNS,
        z.object({}),
      ),
    },
    async (_request, reply) => {
      const now = app.clock();
      return sendCsv(reply, exportFileName('serviceLevels', now), serviceLevelsExport(app.db, now));
    },
  );

  app.get(
    '/staff/sla/targets',
    { onRequest: app.authorize('sla.read'), ...call('The targets in minutes', {}, { 200: SlaTargets }) },
    async () => ok(await getSlaTargets(app.db)),
  );

  app.put(
    '/staff/sla/targets',
    {
      onRequest: app.authorize('sla.configure'),
      ...call('Set targets in minutes (admins)', { body: SlaTargetsBody }, { 200: SlaTargets }),
    },
    async (request) => ok(await setSlaTargets(app.db, currentUser(request), request.body, app.clock())),
  );
};

export default serviceLevels;
