// The contact form (issue 41): a message becomes a lead in the console's inbox that an agent
// answers by e-mail; robots are refused by the hidden field, the fill time and a per-network
// limit, each with its own refusal.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { mailOutbox } from '../../../src/server/db/schema/index.ts';
import type { Lead } from '../../../src/shared/contact/contact.contract.ts';
import { createAccount } from '../support/accounts.ts';
import { testAppSuite } from '../support/app-suite.ts';
import { TestClock } from '../support/clock.ts';
import type { TestApp } from '../support/helper.ts';
import { createAgent } from '../support/staff-accounts.ts';

const clock = new TestClock('2026-11-28T09:00:00Z');

const message = (token: string, changes: Record<string, unknown> = {}) => ({
  name: 'Marta Schulz',
  company: 'Nordkern Foods GmbH',
  country: 'de',
  phone: '+49 30 901820',
  email: 'Marta.Schulz@nordkern.example',
  interest: 'cashew',
  message: 'We buy 4 x 40 ft of raw cashew nuts a quarter. Can you quote FOB Cotonou for May shipment?',
  language: 'fr',
  token,
  website: '',
  ...changes,
});

describe('the contact form', () => {
  let app: TestApp;
  let agent: Awaited<ReturnType<typeof createAgent>>;
  testAppSuite({ seed: false, clock: clock.now, env: { RATE_LIMIT_MULTIPLIER: '1' } }, async (built) => {
    app = built;
    agent = await createAgent(app.db, { fullName: 'Kofi Agent' });
  });

  /** A token handed out now; the visitor then takes `seconds` to fill the form in. */
  async function filledIn(seconds: number) {
    const answer = await app.inject({ method: 'GET', url: '/api/contact/form-token' });
    expect(answer.headers['cache-control']).toBe('no-store');
    clock.advance(seconds * 1000);
    return answer.json().data.token as string;
  }

  const send = (body: object, ip = '203.0.113.7') =>
    app.inject({ method: 'POST', url: '/api/contact', payload: body, remoteAddress: ip });

  const leads = async () =>
    (await app.inject({ method: 'GET', url: '/api/staff/leads', headers: agent.auth })).json().data.items as Lead[];

  it('keeps a message as a new lead the inbox lists, and an agent answers it by e-mail', async () => {
    const sent = await send(message(await filledIn(20)));
    expect(sent.statusCode, sent.body).toBe(201);
    const [lead] = await leads();
    expect(lead).toMatchObject({
      status: 'NEW',
      name: 'Marta Schulz',
      country: 'DE',
      phone: '+4930901820',
      email: 'marta.schulz@nordkern.example',
      interest: 'cashew',
      language: 'fr',
      replies: [],
    });

    const answered = await app.inject({
      method: 'POST',
      url: `/api/staff/leads/${lead!.id}/replies`,
      headers: agent.auth,
      payload: { body: 'Bonjour, nous pouvons vous proposer 4 conteneurs FOB Cotonou en mai.' },
    });
    expect(answered.statusCode, answered.body).toBe(201);
    expect(answered.json().data).toMatchObject({
      status: 'ANSWERED',
      replies: [{ authorName: 'Kofi Agent', body: expect.stringContaining('FOB Cotonou en mai') }],
    });
    const [mail] = await app.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.toAddress, 'marta.schulz@nordkern.example'));
    expect(mail?.subject).toBe('Re : votre message à AfriTrade Hub');
    expect(mail?.textBody).toContain('Bonjour Marta Schulz,');
    expect(mail?.textBody).toContain('Kofi Agent');
    expect(mail?.textBody).toContain('> We buy 4 x 40 ft of raw cashew nuts');
    expect((await leads()).map((item) => item.status)).toEqual(['ANSWERED']);
  });

  it('names each field that is missing or wrong', async () => {
    const sent = await send(
      message(await filledIn(20), { name: '', phone: '12', country: 'XX', email: 'marta', interest: 'gold' }),
    );
    expect(sent.statusCode).toBe(400);
    expect(
      sent
        .json()
        .errors.map((error: { field: string }) => error.field)
        .sort(),
    ).toEqual(['country', 'email', 'interest', 'name', 'phone']);
  });

  it('refuses a filled-in hidden field, a form sent within seconds, and a forged or day-old token', async () => {
    const before = (await leads()).length;
    const honeypot = await send(
      message(await filledIn(20), { website: 'https://cheap-pills.example' }),
      '198.51.100.1',
    );
    expect(honeypot.statusCode).toBe(400);
    expect(honeypot.json().errors[0].code).toBe('contact_refused');

    const tooFast = await send(message(await filledIn(1)), '198.51.100.2');
    expect(tooFast.statusCode).toBe(400);
    expect(tooFast.json().errors[0]).toMatchObject({ code: 'contact_too_fast' });

    const token = await filledIn(20);
    const forged = await send(message(`${token.split('.')[0]}.${'A'.repeat(43)}`), '198.51.100.3');
    expect(forged.json().errors[0]).toMatchObject({ code: 'contact_form_expired' });

    const stale = await filledIn(25 * 3600);
    const old = await send(message(stale), '198.51.100.4');
    expect(old.json().errors[0]).toMatchObject({ code: 'contact_form_expired' });
    expect((await leads()).length).toBe(before);
  });

  it('takes five messages an hour from one network, then answers 429 with when to try again', async () => {
    const ip = '192.0.2.50';
    for (let i = 0; i < 5; i += 1) expect((await send(message(await filledIn(10)), ip)).statusCode).toBe(201);
    const sixth = await send(message(await filledIn(10)), ip);
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json().errors[0].code).toBe('too_many_attempts');
    expect(Number(sixth.headers['retry-after'])).toBeGreaterThan(0);
    // Another network is not held back.
    expect((await send(message(await filledIn(10)), '192.0.2.51')).statusCode).toBe(201);
  });

  it('lists leads to agents only', async () => {
    const buyer = await createAccount(app.db);
    expect((await app.inject({ method: 'GET', url: '/api/staff/leads', headers: buyer.auth })).statusCode).toBe(403);
    expect((await app.inject({ method: 'GET', url: '/api/staff/leads' })).statusCode).toBe(401);
    const missing = await app.inject({
      method: 'POST',
      url: '/api/staff/leads/00000000-0000-4000-8000-000000000000/replies',
      headers: agent.auth,
      payload: { body: 'Hello' },
    });
    expect(missing.statusCode).toBe(404);
  });
});
