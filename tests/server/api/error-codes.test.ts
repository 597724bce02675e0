import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { ERROR_CODES } from '../../../src/shared/i18n/errors.ts';
import { AUTH_LIMITS } from '../../../src/server/routes/api/auth/rate-limits.ts';
import { createAccount } from '../support/accounts.ts';
import { post } from '../support/auth-flows.ts';
import { testAppSuite } from '../support/app-suite.ts';
import type { TestApp } from '../support/helper.ts';

// Issue 16: every failure of the /api envelope carries a stable code beside its English message,
// so clients translate it. These are the codes a client may rely on.
let app: TestApp;

testAppSuite((built) => (app = built));

type Answer = Awaited<ReturnType<TestApp['inject']>>;

/** The envelope's errors, each checked to carry a code of the catalogue. */
function errorsOf(res: Answer, status: number) {
  expect(res.statusCode, res.body).toBe(status);
  const { errors } = res.json() as { errors: { message: string; field?: string; code: string }[] };
  for (const error of errors) expect(ERROR_CODES).toContain(error.code);
  return errors;
}

describe('error codes in the /api envelope', () => {
  it('names a code for each invalid field, beside the field and its English message', async () => {
    const res = await post(app, '/api/auth/signin-buyer', { email: 'not an address', password: '' });
    const errors = errorsOf(res, 400);
    expect(errors).toContainEqual(expect.objectContaining({ field: 'email', code: 'value_format' }));
    const broken = await app.inject({
      method: 'POST',
      url: '/api/auth/signin-buyer',
      headers: { 'content-type': 'application/json' },
      payload: '{"email":',
    });
    expect(errorsOf(broken, 400)).toEqual([{ message: 'The request body is not valid JSON.', code: 'invalid_json' }]);
  });

  it('401: wrong password and no session', async () => {
    const buyer = await createAccount(app.db);
    const wrong = await post(app, '/api/auth/signin-buyer', { email: buyer.user.email, password: 'Wrong#Password1' });
    expect(errorsOf(wrong, 401)).toEqual([
      { message: 'The e-mail address or password is incorrect.', code: 'invalid_credentials' },
    ]);
    const anonymous = await app.inject({ method: 'GET', url: '/api/buyer-hub/order-summary' });
    expect(errorsOf(anonymous, 401)).toEqual([{ message: 'Please sign in to continue.', code: 'sign_in_required' }]);
  });

  it('403: the wrong kind of account', async () => {
    const agent = await createAccount(app.db, { type: 'agent' });
    const res = await app.inject({ method: 'GET', url: '/api/buyer-hub/order-summary', headers: agent.auth });
    expect(errorsOf(res, 403)).toEqual([{ message: 'This is for buyer accounts only.', code: 'buyers_only' }]);
  });

  it('404: a product that does not exist, and an unknown route', async () => {
    const res = await app.inject({ method: 'GET', url: `/api/product/${randomUUID()}` });
    expect(errorsOf(res, 404)).toEqual([{ message: 'Product not found.', code: 'product_not_found' }]);
    const nowhere = await app.inject({ method: 'GET', url: '/api/no-such-thing' });
    expect(errorsOf(nowhere, 404)).toEqual([expect.objectContaining({ code: 'route_not_found' })]);
  });

  it('409: a message id already taken by someone else', async () => {
    const buyer = await createAccount(app.db);
    const agent = await createAccount(app.db, { type: 'agent' });
    const id = randomUUID();
    const send = (auth: Record<string, string>, payload: object) =>
      app.inject({ method: 'POST', url: '/api/message/send-message', headers: auth, payload: { id, ...payload } });
    expect((await send(agent.auth, { to: buyer.user.id, message: 'Agent wrote this' })).statusCode).toBe(201);
    const taken = await send(buyer.auth, { message: 'Buyer rewrites it' });
    expect(errorsOf(taken, 409)).toEqual([
      { field: 'id', message: 'This message id is already in use.', code: 'conflict' },
    ]);
  });

  it('413 and 414: a body and an address over the limits', async () => {
    const huge = await post(app, '/api/auth/signin-buyer', {
      email: 'a@example.com',
      password: 'x'.repeat(2 * 1024 * 1024),
    });
    expect(errorsOf(huge, 413)).toEqual([{ message: 'The request body is too large.', code: 'body_too_large' }]);
    const long = await app.inject({ method: 'GET', url: `/api/product/${'a'.repeat(600)}` });
    expect(errorsOf(long, 414)).toEqual([{ message: 'This address is too long.', code: 'uri_too_long' }]);
  });

  it('429: the same code whatever the count of minutes in the message', async () => {
    const email = `limited.${Date.now()}@example.com`;
    let last: Answer | undefined;
    for (let i = 0; i <= AUTH_LIMITS.forgotPasswordPerAddress.max; i += 1) {
      last = await post(app, '/api/auth/forgot-password', { email }, '10.9.0.1');
    }
    const [error] = errorsOf(last!, 429);
    expect(error).toMatchObject({
      code: 'too_many_attempts',
      message: expect.stringMatching(/^Too many reset requests/),
    });
  });
});
