import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import {
  BuyerContext,
  BuyerDetails,
  BuyerListItem,
  BuyerParams,
  BuyerSearchQuery,
  SuspendBody,
} from '../../../../shared/buyers/buyers.staff.contract.ts';
import { EmptyBody } from '../../../../shared/staff/staff.contract.ts';
import { exportFileName } from '../../../../shared/exports/exports.ts';
import { BuyerExportQuery } from '../../../../shared/exports/exports.contract.ts';
import { sendCsv } from '../../../http/csv-answer.ts';
import { ok } from '../../../http/envelope.ts';
import { signedInCalls } from '../../../http/route-options.ts';
import { BUYER_COLUMNS, buyersExport } from '../../../services/exports/exports.staff.service.ts';
import {
  getBuyerContext,
  getBuyerDetails,
  listBuyers,
  reinstateBuyer,
  suspendBuyer,
} from '../../../services/buyers.staff.service.ts';

const call = signedInCalls(['Buyers']);

/** The Buyers screen: search, a buyer's page, and (admins) suspension. */
const buyers: FastifyPluginAsyncZod = async (app) => {
  const reads = { onRequest: app.authorize('buyers.read') };
  const suspends = { onRequest: app.authorize('buyers.suspend') };
  /** A read of one buyer's record (404 when `id` is no buyer). */
  const oneBuyer = <Answer extends z.ZodType>(summary: string, answer: Answer) => ({
    ...reads,
    ...call(summary, { params: BuyerParams }, { 200: answer }, [400, 401, 403, 404, 429, 500]),
  });

  app.get(
    '/staff/buyers',
    {
      ...reads,
      ...call.list(
        'Buyers matching a name, e-mail, phone or country, newest first',
        BuyerSearchQuery,
        BuyerListItem,
        [400, 401, 403, 429, 500],
      ),
    },
    async (request) => ok(await listBuyers(request.ctx, request.query)),
  );

  app.get(
    '/staff/buyers.csv',
    {
      ...reads,
      ...call.csv('The buyers matching the search as a CSV file, every page', BUYER_COLUMNS, BuyerExportQuery),
    },
    async (request, reply) =>
      sendCsv(reply, exportFileName('staffBuyers', request.ctx.now()), buyersExport(request.ctx, request.query)),
  );

  app.get(
    '/staff/buyers/:id',
    oneBuyer('One buyer: profile, counts, and a timeline of everything they did', BuyerDetails),
    async (request) => ok(await getBuyerDetails(request.ctx, request.params.id)),
  );

  app.get(
    '/staff/buyers/:id/context',
    oneBuyer('The buyer beside their conversation: profile and open orders, inquiries and disputes', BuyerContext),
    async (request) => ok(await getBuyerContext(request.ctx, request.params.id)),
  );

  app.post(
    '/staff/buyers/:id/suspend',
    {
      ...suspends,
      ...call(
        'Suspend a buyer, with the reason they are shown',
        {
          description: 'Ends every session and socket of the buyer at once; sign-in answers 403 with the reason.',
          params: BuyerParams,
          body: SuspendBody,
        },
        { 200: BuyerListItem },
        [400, 401, 403, 404, 409, 429, 500],
      ),
    },
    async (request) => ok(await suspendBuyer(request.ctx, { id: request.params.id, reason: request.body.reason })),
  );

  app.post(
    '/staff/buyers/:id/reinstate',
    {
      ...suspends,
      ...call(
        'Let a suspended buyer sign in again',
        { params: BuyerParams, body: EmptyBody },
        { 200: BuyerListItem },
        [400, 401, 403, 404, 409, 429, 500],
      ),
    },
    async (request) => ok(await reinstateBuyer(request.ctx, request.params.id)),
  );
};

export default buyers;
