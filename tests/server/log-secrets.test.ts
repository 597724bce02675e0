import { PassThrough } from 'node:stream';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from './helper.ts';

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
