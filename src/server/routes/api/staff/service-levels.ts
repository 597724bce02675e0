import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { SlaReport, SlaTargets } from '../../../../shared/chat/chat.staff.contract.ts';
import { SlaTargetsBody } from '../../../../shared/service-levels/service-levels.ts';
import { ok } from '../../../http/envelope.ts';
import { signedInCalls } from '../../../http/route-options.ts';
import { stoppedAt } from '../../../services/context.ts';
import { serviceLevelReport } from '../../../services/service-levels/report.ts';
import { readSlaTargets, setSlaTargets } from '../../../services/service-levels/targets.ts';

import { z } from 'zod';
import { exportFileName } from '../../../../shared/exports/exports.ts';
import { sendCsv } from '../../../http/csv-answer.ts';
import { SERVICE_LEVEL_COLUMNS, serviceLevelsExport } from '../../../services/exports/exports.staff.service.ts';

const call = signedInCalls(['Staff: service levels']);

/** Service levels: the report for staff, the targets for admins to set. */
const serviceLevels: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/staff/sla',
    {
      onRequest: app.authorize('sla.read'),
      ...call('Median and p90 per agent and overall over 30 days, and what is overdue now', {}, { 200: SlaReport }),
    },
    async (request) => ok(await serviceLevelReport(request.ctx)),
  );

  app.get(
    '/staff/sla.csv',
    {
      onRequest: app.authorize('sla.read'),
      ...call.csv('The report as a CSV file: each metric overall and per agent', SERVICE_LEVEL_COLUMNS, z.object({})),
    },
    async (request, reply) => {
      // The file's name and its report are of one moment.
      const now = request.ctx.now();
      return sendCsv(reply, exportFileName('serviceLevels', now), serviceLevelsExport(stoppedAt(request.ctx, now)));
    },
  );

  app.get(
    '/staff/sla/targets',
    { onRequest: app.authorize('sla.read'), ...call('The targets in minutes', {}, { 200: SlaTargets }) },
    async (request) => ok(await readSlaTargets(request.ctx)),
  );

  app.put(
    '/staff/sla/targets',
    {
      onRequest: app.authorize('sla.configure'),
      ...call('Set targets in minutes (admins)', { body: SlaTargetsBody }, { 200: SlaTargets }),
    },
    async (request) => ok(await setSlaTargets(request.ctx, request.body)),
  );
};

export default serviceLevels;
