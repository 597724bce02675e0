import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { simpleParser } from 'mailparser';
import { describe, expect, it } from 'vitest';
import type { ChatMessage } from '../../../src/shared/chat/chat.ts';
import type { Inquiry } from '../../../src/shared/inquiries/inquiries.ts';
import type { AcceptedOrder } from '../../../src/shared/quotes/quotes.contract.ts';
import type { OrderDetails } from '../../../src/shared/orders/orders.contract.ts';
import type { Quote } from '../../../src/shared/quotes/quotes.contract.ts';
import { createAccount, type Account } from '../support/accounts.ts';
import { connected, inbox, listen, waitFor } from '../support/chat-sockets.ts';
import { DAY, HOUR, TestClock } from '../support/clock.ts';
import { testAppSuite } from '../support/app-suite.ts';
import type { TestApp } from '../support/helper.ts';
import { countOrders } from '../support/orders-fixtures.ts';
import {
  answer,
  inquirySummary,
  postQuote,
  quote,
  quotedInquiry,
  quotePayload,
  readInquiry,
  sendInquiry,
} from '../support/quotes-fixtures.ts';
import { dataOf, errorFields } from '../support/contract.ts';

describe('quotes: an agent answers an inquiry, the buyer accepts or declines', () => {
  const clock = new TestClock('2026-11-23T09:00:00Z');
  let app: TestApp;
  let url: string;
  let buyer: Account;
  let otherBuyer: Account;
  let agent: Account;

  testAppSuite({ clock: clock.now }, async (built) => {
    app = built;
    url = await listen(app);
    buyer = await createAccount(app.db, { fullName: 'Amina Bello' });
    otherBuyer = await createAccount(app.db, { fullName: 'Kwame Mensah' });
    agent = await createAccount(app.db, { type: 'agent', fullName: 'Kofi Boateng' });
  });

  /** The mail written to DATA_DIR/mail for an address (no SMTP_URL in tests), decoded. */
  const mailsTo = async (email: string) => {
    const folder = join(app.env.DATA_DIR, 'mail');
    const files = existsSync(folder) ? readdirSync(folder) : [];
    const mails = await Promise.all(files.map((file) => simpleParser(readFileSync(join(folder, file)))));
    return mails.filter((mail) => mail.to && !Array.isArray(mail.to) && mail.to.text === email);
  };

  it('sends a quote: total computed by the server, inquiry RECEIVED, card live in the chat, buyer e-mailed', async () => {
    const buyerSocket = await connected(url, buyer.token);
    const otherSocket = await connected(url, otherBuyer.token);
    const buyerInbox = inbox(buyerSocket);
    const otherInbox = inbox(otherSocket);
    try {
      const inquiry = await sendInquiry(app, buyer.auth);
      expect(await inquirySummary(app, buyer.auth)).toMatchObject({
        total_pending_enquiries: 1,
        total_received_quote: 0,
      });

      // A total sent by the client is ignored.
      const res = await postQuote(app, agent.auth, inquiry.id, { ...quotePayload(clock.now()), total: 1 });
      const sent = dataOf<Quote>(res, 201);
      expect(sent).toMatchObject({
        inquiryId: inquiry.id,
        version: 1,
        state: 'ACTIVE',
        countryOfOrigin: 'Nigeria',
        quantity: 25.5,
        pricePerMT: 1450.5,
        total: 36987.75,
        incoterm: 'CIF',
        namedPlace: 'Rotterdam',
        paymentTerm: 'LC',
        leadTimeDays: 21,
        note: 'Price includes fumigation and marine insurance.',
        quotedBy: 'Kofi Boateng',
        decidedAt: null,
        orderId: null,
      });

      const read = await readInquiry(app, buyer.auth, inquiry.id);
      expect(read.status).toBe('RECEIVED');
      expect(read.quotes).toEqual([sent]);
      expect(await inquirySummary(app, buyer.auth)).toMatchObject({
        total_pending_enquiries: 0,
        total_received_quote: 1,
      });

      // The card arrives live in the buyer's Message Center, and only there.
      await waitFor(() => buyerInbox.length === 1, 'the quote card');
      const card = buyerInbox[0] as ChatMessage;
      expect(card).toMatchObject({
        messageType: 'QUOTE',
        fromSelf: false,
        senderName: 'Kofi Boateng',
        quote: {
          quoteId: sent.id,
          inquiryId: inquiry.id,
          version: 1,
          productName: 'Raw cashew nuts',
          pricePerMT: 1450.5,
          quantity: 25.5,
          total: 36987.75,
          incoterm: 'CIF',
          namedPlace: 'Rotterdam',
          paymentTerm: 'LC',
          validUntil: sent.validUntil,
        },
      });
      expect(card.message).toContain('USD 1,450.5 per MT');
      // It stays in the conversation history.
      const history = await app.inject({ method: 'GET', url: '/api/message/receive-message', headers: buyer.auth });
      expect((history.json().data as ChatMessage[]).map((m) => m.id)).toContain(card.id);
      expect(otherInbox).toHaveLength(0);

      await app.outbox.drain();
      const mails = await mailsTo(buyer.user.email);
      expect(mails).toHaveLength(1);
      expect(mails[0]?.subject).toBe('Your quote for Raw cashew nuts: USD 1,450.50 per MT');
      expect(mails[0]?.text).toContain(`http://localhost:3000/inquiries?inquiry=${inquiry.id}`);
      expect(mails[0]?.text).toContain('at USD 1,450.50 per MT, CIF Rotterdam, LC payment: USD 36,987.75 in all');
    } finally {
      buyerSocket.disconnect();
      otherSocket.disconnect();
    }
  });

  it('supersedes the active quote with a new version; every version stays visible, newest first', async () => {
    const inquiry = await sendInquiry(app, buyer.auth);
    const first = await quote(app, agent.auth, inquiry.id);
    clock.advance(HOUR);
    const second = await quote(app, agent.auth, inquiry.id, { pricePerMT: 1420, quantity: 30 });
    clock.advance(HOUR);
    const third = await quote(app, agent.auth, inquiry.id, { pricePerMT: 1400, paymentTerm: 'TT' });

    const read = await readInquiry(app, buyer.auth, inquiry.id);
    expect(read.quotes.map((q) => [q.version, q.state])).toEqual([
      [3, 'ACTIVE'],
      [2, 'SUPERSEDED'],
      [1, 'SUPERSEDED'],
    ]);
    expect(read.quotes[1]).toMatchObject({ id: second.id, total: 42600, decidedAt: third.createdAt });
    expect(read.status).toBe('RECEIVED');

    // Only the newest can be answered.
    for (const old of [first, second]) {
      const accept = await answer(app, buyer.auth, inquiry.id, old.id, 'accept');
      expect(accept.statusCode).toBe(409);
      expect(accept.json().errors[0].message).toBe('A newer quote replaced this one. Please answer the newest quote.');
      expect((await answer(app, buyer.auth, inquiry.id, old.id, 'decline')).statusCode).toBe(409);
    }
    expect((await readInquiry(app, buyer.auth, inquiry.id)).quotes[0]?.state).toBe('ACTIVE');
  });

  it('accepts a CIF quote on CAD terms into a PENDING, approved order at the quoted price and terms, mailed to the buyer', async () => {
    const inquiry = await sendInquiry(app, buyer.auth, { destinationPort: 'NL', paymentTerms: 'CAD' });
    const offer = await quote(app, agent.auth, inquiry.id, { paymentTerm: 'CAD', quantity: '40', pricePerMT: 1510 });
    const ordersBefore = await countOrders(app, buyer.auth);

    const res = await answer(app, buyer.auth, inquiry.id, offer.id, 'accept');
    const order = dataOf<AcceptedOrder>(res, 200);
    expect(order).toMatchObject({
      status: 'PENDING',
      productName: 'Raw cashew nuts',
      incoterm: 'CIF',
      paymentTerm: 'CAD',
      pricePerMT: 1510,
      quantityOrdered: 40,
      cost: 60400,
      countryOfOrigin: 'Nigeria',
      country: 'Netherlands',
      port: 'Rotterdam',
      // Accepting the quote was the approval: the buyer is not asked again.
      buyerApproved: true,
    });
    expect(order.orderNumber).toMatch(/^ATH-\d{4}-[0-9A-Z]{5}$/);

    // The buyer reads the order like any other, placed by them.
    const read = await app.inject({ method: 'GET', url: `/api/order/${order.id}`, headers: buyer.auth });
    const details = read.json().data as OrderDetails;
    expect(details).toMatchObject({
      id: order.id,
      cost: 60400,
      incoterm: 'CIF',
      paymentTerm: 'CAD',
      note: 'W320, outturn 48 lbs, 80 kg jute bags',
    });
    expect(details.history).toEqual([
      expect.objectContaining({ status: 'PENDING', actorType: 'buyer' }),
      expect.objectContaining({ event: 'approved', actorType: 'buyer' }),
    ]);
    expect(await countOrders(app, buyer.auth)).toBe(ordersBefore + 1);
    await app.outbox.drain();
    const confirmation = (await mailsTo(buyer.user.email)).filter(
      (mail) => mail.subject === `Order ${order.orderNumber} confirmed`,
    );
    expect(confirmation).toHaveLength(1);
    expect(confirmation[0]?.text).toContain('You accepted our quote: it is now your order');
    expect(confirmation[0]?.text).toContain(`/order/details/${order.id}`);

    const after = await readInquiry(app, buyer.auth, inquiry.id);
    expect(after.status).toBe('COMPLETED');
    expect(after.quotes[0]).toMatchObject({
      state: 'ACCEPTED',
      orderId: order.id,
      decidedAt: clock.now().toISOString(),
    });

    // Accepting again (here without a body) answers the same order and creates none.
    const again = await app.inject({
      method: 'POST',
      url: `/api/rfq/${inquiry.id}/quotes/${offer.id}/accept`,
      headers: buyer.auth,
    });
    expect(again.statusCode).toBe(200);
    expect(again.json().data.id).toBe(order.id);
    expect(await countOrders(app, buyer.auth)).toBe(ordersBefore + 1);

    // A completed inquiry takes no new quote, and an accepted quote cannot be declined.
    const late = await postQuote(app, agent.auth, inquiry.id, quotePayload(clock.now()));
    expect(late.statusCode).toBe(409);
    expect(late.json().errors[0].message).toMatch(/already accepted a quote/);
    const decline = await answer(app, buyer.auth, inquiry.id, offer.id, 'decline');
    expect(decline.statusCode).toBe(409);
    expect(decline.json().errors[0].message).toBe('You already accepted this quote.');
  });

  it('creates one order when the same quote is accepted many times at once', async () => {
    const { inquiry, offer } = await quotedInquiry(app, buyer.auth, agent.auth);
    const ordersBefore = await countOrders(app, buyer.auth);

    const answers = await Promise.all(
      Array.from({ length: 6 }, () => answer(app, buyer.auth, inquiry.id, offer.id, 'accept')),
    );
    expect(answers.map((res) => res.statusCode)).toEqual([200, 200, 200, 200, 200, 200]);
    const ids = new Set(answers.map((res) => (res.json().data as AcceptedOrder).id));
    expect(ids.size).toBe(1);
    expect(await countOrders(app, buyer.auth)).toBe(ordersBefore + 1);
  });

  it('lets an accept and a new version race without both winning', async () => {
    const { inquiry, offer } = await quotedInquiry(app, buyer.auth, agent.auth);
    const [accept, requote] = await Promise.all([
      answer(app, buyer.auth, inquiry.id, offer.id, 'accept'),
      postQuote(app, agent.auth, inquiry.id, quotePayload(clock.now(), { pricePerMT: 1300 })),
    ]);
    const read = await readInquiry(app, buyer.auth, inquiry.id);
    if (accept.statusCode === 200) {
      // The accept went first: the inquiry is completed and the new version was refused.
      expect(requote.statusCode).toBe(409);
      expect(read.status).toBe('COMPLETED');
      expect(read.quotes.map((q) => q.state)).toEqual(['ACCEPTED']);
    } else {
      expect(accept.statusCode).toBe(409);
      expect(requote.statusCode).toBe(201);
      expect(read.status).toBe('RECEIVED');
      expect(read.quotes.map((q) => q.state)).toEqual(['ACTIVE', 'SUPERSEDED']);
    }
  });

  it('expires a quote at its validity, computed at read time, and refuses to accept it', async () => {
    const inquiry = await sendInquiry(app, buyer.auth);
    const offer = await quote(app, agent.auth, inquiry.id, {
      validUntil: new Date(clock.now().getTime() + 2 * DAY).toISOString(),
    });
    const summaryBefore = await inquirySummary(app, buyer.auth);

    clock.advance(2 * DAY - 1);
    expect((await readInquiry(app, buyer.auth, inquiry.id)).quotes[0]?.state).toBe('ACTIVE');
    clock.advance(1);
    const read = await readInquiry(app, buyer.auth, inquiry.id);
    expect(read.quotes[0]?.state).toBe('EXPIRED');
    // Nothing waits for the buyer any more: the inquiry waits for an agent again.
    expect(read.status).toBe('PENDING');
    const listed = await app.inject({ method: 'GET', url: '/api/buyer-hub/all-enquiries', headers: buyer.auth });
    expect((listed.json().data as Inquiry[]).find((i) => i.id === inquiry.id)?.status).toBe('PENDING');
    const summary = await inquirySummary(app, buyer.auth);
    expect(summary.total_received_quote).toBe(summaryBefore.total_received_quote - 1);
    expect(summary.total_pending_enquiries).toBe(summaryBefore.total_pending_enquiries + 1);

    const ordersBefore = await countOrders(app, buyer.auth);
    const accept = await answer(app, buyer.auth, inquiry.id, offer.id, 'accept');
    expect(accept.statusCode).toBe(409);
    expect(accept.json()).toEqual({
      errors: [{ message: 'This quote has expired. Ask your sourcing agent for a new quote.', code: 'quote_expired' }],
    });
    expect((await answer(app, buyer.auth, inquiry.id, offer.id, 'decline')).statusCode).toBe(409);
    expect(await countOrders(app, buyer.auth)).toBe(ordersBefore);

    // A new version after expiry: the old one still reads EXPIRED, not superseded.
    clock.advance(HOUR);
    const renewed = await quote(app, agent.auth, inquiry.id);
    const after = await readInquiry(app, buyer.auth, inquiry.id);
    expect(after.quotes.map((q) => [q.version, q.state])).toEqual([
      [2, 'ACTIVE'],
      [1, 'EXPIRED'],
    ]);
    expect(after.status).toBe('RECEIVED');
    expect((await answer(app, buyer.auth, inquiry.id, renewed.id, 'accept')).statusCode).toBe(200);
  });

  it('declines with an optional reason; the inquiry waits for an agent again', async () => {
    const { inquiry, offer } = await quotedInquiry(app, buyer.auth, agent.auth);
    clock.advance(HOUR);

    const res = await answer(app, buyer.auth, inquiry.id, offer.id, 'decline', { reason: '  Too expensive for CIF  ' });
    expect(res.statusCode, res.body).toBe(200);
    const read = res.json().data as Awaited<ReturnType<typeof readInquiry>>;
    expect(read.status).toBe('PENDING');
    expect(read.quotes[0]).toMatchObject({
      state: 'DECLINED',
      declineReason: 'Too expensive for CIF',
      decidedAt: clock.now().toISOString(),
    });

    // Declining again changes nothing; accepting a declined quote is refused.
    const again = await answer(app, buyer.auth, inquiry.id, offer.id, 'decline', { reason: 'changed my mind' });
    expect(again.statusCode).toBe(200);
    expect(again.json().data.quotes[0].declineReason).toBe('Too expensive for CIF');
    expect((await answer(app, buyer.auth, inquiry.id, offer.id, 'accept')).statusCode).toBe(409);

    // Without a body, or with an empty one, the reason is simply absent.
    const second = await quote(app, agent.auth, inquiry.id);
    const bare = await app.inject({
      method: 'POST',
      url: `/api/rfq/${inquiry.id}/quotes/${second.id}/decline`,
      headers: buyer.auth,
    });
    expect(bare.statusCode, bare.body).toBe(200);
    expect(bare.json().data.quotes[0]).toMatchObject({ version: 2, state: 'DECLINED', declineReason: null });

    const tooLong = await answer(app, buyer.auth, inquiry.id, second.id, 'decline', { reason: 'x'.repeat(1001) });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().errors[0].field).toBe('reason');
  });

  it("keeps buyers apart: another buyer's inquiry and quotes answer 404", async () => {
    const { inquiry, offer } = await quotedInquiry(app, buyer.auth, agent.auth);
    const ordersBefore = await countOrders(app, otherBuyer.auth);

    for (const res of [
      await app.inject({ method: 'GET', url: `/api/rfq/${inquiry.id}`, headers: otherBuyer.auth }),
      await answer(app, otherBuyer.auth, inquiry.id, offer.id, 'accept'),
      await answer(app, otherBuyer.auth, inquiry.id, offer.id, 'decline'),
    ]) {
      expect(res.statusCode).toBe(404);
    }
    // A quote under the wrong inquiry of the right buyer is not found either.
    const otherInquiry = await sendInquiry(app, buyer.auth);
    const mismatched = await answer(app, buyer.auth, otherInquiry.id, offer.id, 'accept');
    expect(mismatched.statusCode).toBe(404);
    expect(mismatched.json()).toEqual({ errors: [{ message: 'Quote not found.', code: 'quote_not_found' }] });

    expect(await countOrders(app, otherBuyer.auth)).toBe(ordersBefore);
    expect((await readInquiry(app, buyer.auth, inquiry.id)).quotes[0]?.state).toBe('ACTIVE');
    expect((await inquirySummary(app, otherBuyer.auth)).total_received_quote).toBe(0);
  });

  it('refuses anonymous callers (401), staff on buyer calls and buyers on staff calls (403)', async () => {
    const { inquiry, offer } = await quotedInquiry(app, buyer.auth, agent.auth);
    const none = {} as typeof buyer.auth;

    expect((await postQuote(app, none, inquiry.id, quotePayload(clock.now()))).statusCode).toBe(401);
    expect((await answer(app, none, inquiry.id, offer.id, 'accept')).statusCode).toBe(401);
    expect((await app.inject({ method: 'GET', url: '/api/staff/inquiries' })).statusCode).toBe(401);

    expect((await postQuote(app, buyer.auth, inquiry.id, quotePayload(clock.now()))).statusCode).toBe(403);
    expect((await app.inject({ method: 'GET', url: '/api/staff/inquiries', headers: buyer.auth })).statusCode).toBe(
      403,
    );
    expect((await answer(app, agent.auth, inquiry.id, offer.id, 'accept')).statusCode).toBe(403);
    expect((await readInquiry(app, buyer.auth, inquiry.id)).quotes).toHaveLength(1);
  });

  it('refuses a bad quote with field errors and stores nothing', async () => {
    const inquiry = await sendInquiry(app, buyer.auth);
    const cases: [Record<string, unknown>, string][] = [
      [{ countryOfOrigin: 'Atlantis' }, 'countryOfOrigin'],
      [{ quantity: -1 }, 'quantity'],
      [{ pricePerMT: 'free' }, 'pricePerMT'],
      [{ pricePerMT: 12.345 }, 'pricePerMT'],
      [{ incoterm: 'DAP' }, 'incoterm'],
      [{ namedPlace: '' }, 'namedPlace'],
      [{ paymentTerm: 'CASH' }, 'paymentTerm'],
      [{ leadTimeDays: 0 }, 'leadTimeDays'],
      [{ validUntil: 'tomorrow' }, 'validUntil'],
      [{ validUntil: new Date(clock.now().getTime() - 1000).toISOString() }, 'validUntil'],
      [{ note: 'x'.repeat(2001) }, 'note'],
    ];
    for (const [change, field] of cases) {
      const res = await postQuote(app, agent.auth, inquiry.id, quotePayload(clock.now(), change));
      expect(errorFields(res), JSON.stringify(change)).toContain(field);
    }
    const read = await readInquiry(app, buyer.auth, inquiry.id);
    expect(read.quotes).toEqual([]);
    expect(read.status).toBe('PENDING');

    const missing = await postQuote(app, agent.auth, '00000000-0000-4000-8000-000000000000', quotePayload(clock.now()));
    expect(missing.statusCode).toBe(404);
    const malformed = await postQuote(app, agent.auth, 'nope', quotePayload(clock.now()));
    expect(malformed.statusCode).toBe(400);
    const badQuoteId = await answer(app, buyer.auth, inquiry.id, 'nope', 'accept');
    expect(badQuoteId.statusCode).toBe(400);
    expect(badQuoteId.json().errors[0]).toEqual({
      field: 'quoteId',
      message: 'Quote id is not valid.',
      code: 'value_format',
    });
  });

  it('refuses a quantity that is not a number of tonnes, in the quantity rule’s words', async () => {
    const inquiry = await sendInquiry(app, buyer.auth);
    const res = await postQuote(app, agent.auth, inquiry.id, quotePayload(clock.now(), { quantity: 'plenty' }));
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toContainEqual({
      field: 'quantity',
      message: 'Quantity must be a positive number of metric tonnes, e.g. 25 or 1,500.',
      code: 'value_invalid',
    });
  });
});
