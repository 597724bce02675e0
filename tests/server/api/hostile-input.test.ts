// Input the fuzzer (npm run fuzz) found answering 500, and what it gets now.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { disputes, messages } from '../../../src/server/db/schema/index.ts';
import type { Ack } from '../../../src/shared/chat/chat.ts';
import { errorText } from '../../../src/shared/i18n/errors.ts';
import { createAccount } from '../support/accounts.ts';
import { connected, socketSuite } from '../support/chat-sockets.ts';
import type { TestApp } from '../support/helper.ts';
import { orderableProduct, placeOrder } from '../support/orders-fixtures.ts';

const UNSTORABLE_TEXT_MESSAGE = errorText('text_unstorable');

let app: TestApp;
let url: string;
const { open } = socketSuite((server) => ({ app, url } = server));

const disputesOf = (buyerId: string) => app.db.select().from(disputes).where(eq(disputes.buyerId, buyerId));

describe('text the database cannot store', () => {
  it.each([
    ['a NUL character', 'The goods \u0000 never came.'],
    ['a lone surrogate', 'The goods \ud800 never came.'],
  ])('refuses %s in a JSON body with 400 on the field, storing nothing', async (_what, complaint) => {
    const buyer = await createAccount(app.db);
    const res = await app.inject({
      method: 'POST',
      url: '/api/dispute',
      headers: buyer.auth,
      payload: { subject: 'Late delivery', complaint },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      errors: [{ field: 'complaint', message: UNSTORABLE_TEXT_MESSAGE, code: 'text_unstorable' }],
    });
    expect(await disputesOf(buyer.user.id)).toEqual([]);
  });

  it('refuses it in a query string and in an object key, naming where', async () => {
    const buyer = await createAccount(app.db);
    const query = await app.inject({ method: 'GET', url: '/api/market/prices?origin=N%00G', headers: buyer.auth });
    expect(query.statusCode).toBe(400);
    expect(query.json().errors[0]).toEqual({
      field: 'origin',
      message: UNSTORABLE_TEXT_MESSAGE,
      code: 'text_unstorable',
    });
    const key = await app.inject({
      method: 'POST',
      url: '/api/dispute',
      headers: { ...buyer.auth, 'content-type': 'application/json' },
      payload: '{"subject":"Late delivery","complaint":"Never came.","x\\u0000":1}',
    });
    expect(key.statusCode).toBe(400);
    expect(key.json().errors[0].field).toBe('x\u0000');
    expect(await disputesOf(buyer.user.id)).toEqual([]);
  });

  it('finds it at the bottom of a body nested 200,000 deep, and names no field for such a path', async () => {
    const buyer = await createAccount(app.db);
    const depth = 200_000;
    const res = await app.inject({
      method: 'POST',
      url: '/api/dispute',
      headers: { ...buyer.auth, 'content-type': 'application/json' },
      payload: `{"subject":"Late delivery","complaint":${'['.repeat(depth)}"\\u0000"${']'.repeat(depth)}}`,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ errors: [{ message: UNSTORABLE_TEXT_MESSAGE, code: 'text_unstorable' }] });
    expect(await disputesOf(buyer.user.id)).toEqual([]);
  });

  it('refuses it in a chat message sent over the socket, acknowledged with 400', async () => {
    const buyer = await createAccount(app.db);
    const socket = await connected(url, buyer.token);
    open.push(socket);
    const ack = (await socket.emitWithAck('send-message', { message: 'Hello\u0000' })) as Ack<unknown>;
    expect(ack).toEqual({
      status: 400,
      errors: [{ field: 'message', message: UNSTORABLE_TEXT_MESSAGE, code: 'text_unstorable' }],
    });
    expect(await app.db.select().from(messages).where(eq(messages.buyerId, buyer.user.id))).toEqual([]);
  });
});

describe('malformed multipart bodies', () => {
  const boundary = 'fuzzBoundary42';
  const part = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n`,
    ),
    Buffer.from('89504e470d0a1a0a', 'hex'),
    Buffer.from('\r\n'),
  ]);

  it.each([
    ['without its closing boundary', part],
    ['cut inside the part headers', part.subarray(0, 40)],
    ['that is JSON under a multipart content type', Buffer.from('[]')],
  ])('answers a body %s with 400, and keeps the order without proof', async (_what, body) => {
    const buyer = await createAccount(app.db);
    const order = await placeOrder(app, buyer.auth, await orderableProduct(app));
    const res = await app.inject({
      method: 'POST',
      url: `/api/order/image/${order.id}`,
      headers: { ...buyer.auth, 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload: body,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0].message).toBeTruthy();
    const after = await app.inject({ method: 'GET', url: `/api/order/${order.id}`, headers: buyer.auth });
    expect(after.json().data.paymentReceipt).toBeNull();
  });
});

describe('socket events with too few or too many arguments', () => {
  it('still acknowledges add-user sent with one argument, and send-message with an extra one', async () => {
    const buyer = await createAccount(app.db);
    const socket = await connected(url, buyer.token);
    open.push(socket);
    const emitLoose = socket.emitWithAck.bind(socket) as (event: string, ...args: unknown[]) => Promise<unknown>;
    expect(await emitLoose('add-user', buyer.user.id)).toEqual({ data: { id: buyer.user.id, type: 'buyer' } });
    const sent = (await emitLoose('send-message', { message: 'Hello' }, 'extra')) as Ack<{ message: string }>;
    expect('data' in sent && sent.data.message).toBe('Hello');
  });
});
