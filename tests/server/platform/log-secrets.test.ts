import { PassThrough } from 'node:stream';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newToken } from '../../../src/server/services/tokens.ts';
import { buildTestApp, type TestApp } from '../support/helper.ts';

const PASSWORD = 'Kilimanjaro#2026';

describe('the log of a request that failed in the database', () => {
  let app: TestApp;
  let logged = '';

  beforeAll(async () => {
    const stream = new PassThrough();
    stream.on('data', (chunk: Buffer) => (logged += chunk.toString('utf8')));
    app = await buildTestApp({ env: { LOG_LEVEL: 'error' }, logStream: stream, seed: false });
    // A rule only the database knows, so the insert of a valid registration fails there.
    await app.db.execute(sql`alter table users add constraint short_names check (length(full_name) < 20)`);
  });
  afterAll(() => app.close());

  it('names the failure but carries no password, hash, or row values', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/auth/register-buyer',
      payload: {
        fullName: 'Adaeze Okonkwo-Nwosu Trading',
        email: 'adaeze.secret@example.com',
        password: PASSWORD,
        phoneNumber: '+2348031234567',
      },
    });
    expect(res.statusCode).toBe(500);
    expect(logged).toContain('request failed');
    expect(logged).toContain('short_names');
    expect(logged).not.toContain('$argon2');
    expect(logged).not.toContain(PASSWORD);
    expect(logged).not.toContain('adaeze.secret@example.com');
    expect(logged).not.toContain('2348031234567');
  });
});

describe('the access log', () => {
  it('writes one line per request, with its method, path, status and time', async () => {
    const stream = new PassThrough();
    const lines: Record<string, unknown>[] = [];
    stream.on('data', (chunk: Buffer) => {
      for (const line of chunk.toString('utf8').split('\n')) if (line) lines.push(JSON.parse(line) as Record<string, unknown>);
    });
    const app = await buildTestApp({ env: { LOG_LEVEL: 'info' }, logStream: stream, seed: false });
    try {
      const before = lines.length;
      const res = await app.inject({ method: 'GET', url: '/api/product/not-a-product' });
      expect(res.statusCode).toBe(400);
      const written = lines.slice(before);
      expect(written).toHaveLength(1);
      expect(written[0]).toMatchObject({
        msg: 'request completed',
        req: { method: 'GET', url: '/api/product/not-a-product' },
        res: { statusCode: 400 },
      });
      expect(written[0]?.['responseTime']).toEqual(expect.any(Number));
    } finally {
      await app.close();
    }
  });
});

describe('what the log keeps of a request', () => {
  let app: TestApp;
  const lines: Record<string, unknown>[] = [];
  let logged = '';

  beforeAll(async () => {
    const stream = new PassThrough();
    stream.on('data', (chunk: Buffer) => {
      logged += chunk.toString('utf8');
      for (const line of chunk.toString('utf8').split('\n')) if (line) lines.push(JSON.parse(line) as Record<string, unknown>);
    });
    app = await buildTestApp({ env: { LOG_LEVEL: 'info' }, logStream: stream, seed: false });
  });
  afterAll(() => app.close());

  it('never carries an invitation token or a signed link’s signature', async () => {
    const invite = 'inviteTOKENabc123DEF456ghi789JKL012mno345PQR';
    const signature = 'SIGNATUREzyx987WVU654tsr321QPO';
    const requests = [
      { method: 'GET' as const, url: `/console/invite/${invite}` },
      { method: 'POST' as const, url: `/api/auth/accept-invite/${invite}`, payload: { password: PASSWORD } },
      { method: 'GET' as const, url: `/api/order/receipt/42?expires=1795439365&signature=${signature}` },
      { method: 'GET' as const, url: `/api/order/document/42?signature=${signature}&expires=1795439365` },
    ];
    for (const request of requests) await app.inject(request);
    expect(logged).toContain('/api/auth/accept-invite/[redacted]');
    expect(logged).toContain('/console/invite/[redacted]');
    expect(logged).toContain('signature=[redacted]');
    expect(logged).not.toContain(invite);
    expect(logged).not.toContain(signature);
  });

  it('takes a token out of a link written another way: doubled slashes, capitals, encoded slashes, another path', async () => {
    const token = newToken().token;
    for (const url of [
      `/console//invite/${token}`,
      `/CONSOLE/invite/${token}`,
      `/console/invite%2F${token}`,
      `//api/auth//accept-invite/${token}`,
      `/some/other/path/${token}?x=1`,
      `/passwordreset/${token.slice(0, 20)}`,
    ])
      await app.inject({ method: 'GET', url });
    expect(logged).not.toContain(token.slice(0, 20));
    expect(logged).toContain('/CONSOLE/invite/[redacted]');
    // Ids in paths stay readable.
    const id = '8f7e6d5c-4b3a-4c2d-9e1f-0a9b8c7d6e5f';
    await app.inject({ method: 'GET', url: `/api/product/${id}` });
    expect(logged).toContain(`/api/product/${id}`);
  });

  it('keeps a short, plain request id from the client, returns it, and logs it', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/health', headers: { 'x-request-id': 'edge-7f3a.42' } });
    expect(res.headers['x-request-id']).toBe('edge-7f3a.42');
    expect(lines.find((line) => line['reqId'] === 'edge-7f3a.42')).toMatchObject({ msg: 'request completed' });
  });

  it.each([
    ['8,000 characters', 'a'.repeat(8000)],
    ['spaces and quotes', 'x" injected="yes'],
    ['a line break', 'abc\\nforged line'],
  ])('replaces a request id of %s with one of its own', async (_what, given) => {
    const res = await app.inject({ method: 'GET', url: '/api/health', headers: { 'x-request-id': given } });
    const id = res.headers['x-request-id'];
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect(lines.find((line) => line['reqId'] === id)).toBeDefined();
    expect(logged).not.toContain(given.slice(0, 60));
  });

  it('names its request in every answer, an error too', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/product/not-a-product' });
    expect(res.statusCode).toBe(400);
    expect(res.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    const missing = await app.inject({ method: 'GET', url: '/no/such/page' });
    expect(missing.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });
});

describe('the mail outbox folder (no SMTP_URL)', () => {
  const LINK = 'http://localhost:3000/passwordreset/0123456789abcdef0123456789abcdef';

  async function logOfOneMail(nodeEnv: 'development' | 'production') {
    const stream = new PassThrough();
    let logged = '';
    stream.on('data', (chunk: Buffer) => (logged += chunk.toString('utf8')));
    const app = await buildTestApp({ env: { LOG_LEVEL: 'info', NODE_ENV: nodeEnv }, logStream: stream, seed: false });
    try {
      await app.mailer.send({ to: 'amina@example.com', subject: 'Reset your password', text: `Open ${LINK}`, links: [LINK] });
    } finally {
      await app.close();
    }
    return logged;
  }

  it('prints the links of a written mail in development, so a local sign-up can be finished', async () => {
    const logged = await logOfOneMail('development');
    expect(logged).toContain('mail to amina@example.com written to');
    expect(logged).toContain(LINK);
  });

  it('never prints them in production: a log reader could use the token', async () => {
    const logged = await logOfOneMail('production');
    expect(logged).toContain('mail to amina@example.com written to');
    expect(logged).not.toContain('0123456789abcdef');
  });
});
