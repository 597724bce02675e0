import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  BuyerContext,
  BuyerDetails,
  BuyerListItem,
  BuyerParams,
  BuyerSearchQuery,
  SuspendBody,
} from '../../../../shared/buyers/buyers.contract.ts';
import { EmptyBody } from '../../../../shared/staff/staff.contract.ts';
import { paged } from '../../../../shared/common/envelope.ts';
import { ok } from '../../../http/envelope.ts';
import { replies, signedIn } from '../../../http/responses.ts';
import { currentUser } from '../../../plugins/auth.ts';
import { closeUserSockets } from '../../../realtime/session-sockets.ts';
import {
  getBuyerContext,
  getBuyerDetails,
  listBuyers,
  reinstateBuyer,
  suspendBuyer,
} from '../../../services/staff-buyers.service.ts';

import { exportFileName } from '../../../../shared/exports/exports.ts';
import { BuyerExportQuery } from '../../../../shared/exports/exports.contract.ts';
import { csvCall, sendCsv } from '../../../http/csv-answer.ts';
import { BUYER_COLUMNS, buyersExport } from '../../../services/exports/staff-exports.service.ts';

const tags = ['Buyers'];

/** The Buyers screen: search, a buyer's page, and (admins) suspension. */
const buyers: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/staff/buyers',
    {
      onRequest: app.authorize('buyers.read'),
      schema: {
        tags,
        querystring: BuyerSearchQuery,
        response: replies({ 200: paged(BuyerListItem) }, [400, 401, 403, 429, 500]),
        security: signedIn,
      },
    },
    async (request) => ok(await listBuyers(app.db, request.query)),
  );

  app.get(
    '/staff/buyers.csv',
    {
      onRequest: app.authorize('buyers.read'),
      ...csvCall(tags, 'The buyers matching the search as a CSV file, every page', BUYER_COLUMNS, BuyerExportQuery),
    },
    async (request, reply) =>
      sendCsv(reply, exportFileName('staffBuyers', app.clock()), buyersExport(app.db, request.query)),
  );

  app.get(
    '/staff/buyers/:id',
    {
      onRequest: app.authorize('buyers.read'),
      schema: {
        tags,
        params: BuyerParams,
        response: replies({ 200: BuyerDetails }, [400, 401, 403, 404, 429, 500]),
        security: signedIn,
      },
    },
    async (request) => ok(await getBuyerDetails(app.db, request.params.id, app.clock())),
  );

  app.get(
    '/staff/buyers/:id/context',
    {
      onRequest: app.authorize('buyers.read'),
      schema: {
        tags,
        summary: 'The buyer beside their conversation: profile and open orders, inquiries and disputes',
        params: BuyerParams,
        response: replies({ 200: BuyerContext }, [400, 401, 403, 404, 429, 500]),
        security: signedIn,
      },
    },
    async (request) => ok(await getBuyerContext(app.db, request.params.id, app.clock())),
  );

  app.post(
    '/staff/buyers/:id/suspend',
    {
      onRequest: app.authorize('buyers.suspend'),
      schema: {
        tags,
        description: 'Ends every session and socket of the buyer at once; sign-in answers 403 with the reason.',
        params: BuyerParams,
        body: SuspendBody,
        response: replies({ 200: BuyerListItem }, [400, 401, 403, 404, 409, 429, 500]),
        security: signedIn,
      },
    },
    async (request) => {
      const buyer = await suspendBuyer(app.db, currentUser(request).id, request.params.id, request.body.reason);
      closeUserSockets(app.io, buyer.id);
      return ok(buyer);
    },
  );

  app.post(
    '/staff/buyers/:id/reinstate',
    {
      onRequest: app.authorize('buyers.suspend'),
      schema: {
        tags,
        params: BuyerParams,
        body: EmptyBody,
        response: replies({ 200: BuyerListItem }, [400, 401, 403, 404, 409, 429, 500]),
        security: signedIn,
      },
    },
    async (request) => ok(await reinstateBuyer(app.db, currentUser(request).id, request.params.id)),
  );
};

export default buyers;
