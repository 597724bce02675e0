import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { Lead, LeadParams, LeadReplyBody, LeadsQuery } from '../../../../shared/contact/contact.contract.ts';
import { created, ok } from '../../../http/envelope.ts';
import { signedInCalls } from '../../../http/route-options.ts';
import { listLeads, replyToLead } from '../../../services/contact.service.ts';

const call = signedInCalls(['Website leads']);

/** The messages sent with the contact form, in the inbox of whoever answers buyers. */
const leads: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.authorize('inbox.answer'));

  app.get(
    '/staff/leads',
    call.list('Messages sent with the contact form, newest first; filter by status', LeadsQuery, Lead),
    async (request) => ok(await listLeads(request.ctx, request.query)),
  );

  app.post(
    '/staff/leads/:id/replies',
    call(
      'Answer a lead: mailed to the sender, the lead marked answered',
      { params: LeadParams, body: LeadReplyBody },
      { 201: Lead },
    ),
    async (request, reply) => created(reply, await replyToLead(request.ctx, request.params.id, request.body.body)),
  );
};

export default leads;
