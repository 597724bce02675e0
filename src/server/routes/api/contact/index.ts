import { normalizeIP } from '@fastify/rate-limit';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ContactAnswer, ContactBody, ContactFormToken } from '../../../../shared/contact/contact.contract.ts';
import { CONTACT_PER_IP } from '../../../../shared/contact/contact.ts';
import { created, ok } from '../../../http/envelope.ts';
import { refused } from '../../../http/api-error.ts';
import { publicCalls } from '../../../http/route-options.ts';
import { contactFormToken, submitContact } from '../../../services/contact.service.ts';

const call = publicCalls(['Contact']);

/** The contact form (docs/product/site.md, Contact): its token, and the message itself. */
const contact: FastifyPluginAsyncZod = async (app) => {
  const max = Math.max(1, Math.round(CONTACT_PER_IP.max * app.env.RATE_LIMIT_MULTIPLIER));

  /** Every message sent from one network counts, refused ones too: a robot's tries use up its own allowance. */
  async function perNetwork(request: FastifyRequest, reply: FastifyReply) {
    const key = `contact:${normalizeIP(request.ip, 64)}`;
    const { count, ttlMs } = await app.counters.increment(key, CONTACT_PER_IP.windowMs);
    if (count <= max) return;
    reply.header('retry-after', String(Math.ceil(ttlMs / 1000)));
    throw refused({
      code: 'too_many_attempts',
      params: { what: 'messages from your network', minutes: Math.max(1, Math.ceil(ttlMs / 60_000)) },
    });
  }

  app.get(
    '/contact/form-token',
    {
      ...call('A token for the contact form, proving when the page handed it out', {}, { 200: ContactFormToken }),
      // A fresh token every time: never from a cache.
      onSend: async (_request, reply) => {
        reply.header('cache-control', 'no-store');
      },
    },
    async (request) => ok(contactFormToken(request.ctx)),
  );

  app.post(
    '/contact',
    {
      ...call(
        'Send a message to the company: kept as a lead in the console inbox, answered by e-mail',
        { body: ContactBody },
        { 201: ContactAnswer },
        [400, 429],
      ),
      preHandler: perNetwork,
    },
    async (request, reply) => created(reply, await submitContact(request.ctx, request.body)),
  );
};

export default contact;
