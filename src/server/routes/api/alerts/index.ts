import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  PriceAlert,
  PriceAlertBody,
  SavedSearch,
  SavedSearchBody,
} from '../../../../shared/notifications/alerts.contract.ts';
import { done, uuidParam } from '../../../../shared/common/common.contract.ts';
import { created, ok } from '../../../http/envelope.ts';
import { signedInCalls } from '../../../http/route-options.ts';
import {
  createPriceAlert,
  createSavedSearch,
  listPriceAlerts,
  listSavedSearches,
  removePriceAlert,
  removeSavedSearch,
} from '../../../services/notifications/alerts.service.ts';

const call = signedInCalls(['Alerts']);
const AlertParams = z.object({ id: uuidParam('Price alert') });
const SearchParams = z.object({ id: uuidParam('Saved search') });
const Deleted = done('deleted').meta({ example: { deleted: true } });

/** A buyer's price alerts and saved searches: each buyer sees and removes only their own. */
const alerts: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.requireBuyer);

  app.post(
    '/alerts',
    call(
      'Be told when a product from an origin is at or below a price per MT',
      { body: PriceAlertBody },
      { 201: PriceAlert },
      [400, 401, 403, 409, 429, 500],
    ),
    async (request, reply) => created(reply, await createPriceAlert(request.ctx, request.body)),
  );
  app.get(
    '/alerts',
    call('Your price alerts, newest first', {}, { 200: z.array(PriceAlert) }, [401, 403, 429, 500]),
    async (request) => ok(await listPriceAlerts(request.ctx)),
  );
  app.delete(
    '/alerts/:id',
    call('Remove one of your price alerts', { params: AlertParams }, { 200: Deleted }, [400, 401, 403, 404, 429, 500]),
    async (request) => ok(await removePriceAlert(request.ctx, request.params.id)),
  );

  app.post(
    '/saved-searches',
    call(
      'Save a catalogue search; a new product that matches it is notified',
      { body: SavedSearchBody },
      { 201: SavedSearch },
      [400, 401, 403, 409, 429, 500],
    ),
    async (request, reply) => created(reply, await createSavedSearch(request.ctx, request.body)),
  );
  app.get(
    '/saved-searches',
    call('Your saved searches, newest first', {}, { 200: z.array(SavedSearch) }, [401, 403, 429, 500]),
    async (request) => ok(await listSavedSearches(request.ctx)),
  );
  app.delete(
    '/saved-searches/:id',
    call(
      'Remove one of your saved searches',
      { params: SearchParams },
      { 200: Deleted },
      [400, 401, 403, 404, 429, 500],
    ),
    async (request) => ok(await removeSavedSearch(request.ctx, request.params.id)),
  );
};

export default alerts;
