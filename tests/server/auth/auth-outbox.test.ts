import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { expect, test } from 'vitest';
import { buildApp } from '../../../src/server/app.ts';
import { loadEnv } from '../../../src/server/env.ts';
import { requestLogSerializer } from '../../../src/server/http/log-redaction.ts';
import { newBuyer, post } from '../support/auth-flows.ts';
import { freshDatabase } from '../support/helper.ts';

test('without SMTP_URL, mail is written to DATA_DIR/mail and its link is printed in the log', async () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'atp-outbox-'));
  let log = '';
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      log += chunk.toString();
      done();
    },
  });
  const env = loadEnv({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    BUILD_DIR: join(dataDir, 'no-build'),
    APP_URL: 'http://localhost:3000',
  });
  const app = await buildApp({
    env,
    database: await freshDatabase(),
    logger: { level: 'info', stream, serializers: { req: requestLogSerializer } },
  });
  try {
    const buyer = newBuyer();
    const res = await post(app, '/api/auth/register-buyer', buyer);
    expect(res.statusCode, res.body).toBe(201);
    await app.mailer.idle();

    const files = readdirSync(join(dataDir, 'mail'));
    expect(files).toHaveLength(1);
    const message = readFileSync(join(dataDir, 'mail', files[0] ?? ''), 'utf8');
    expect(message).toMatch(/^To: ngozi\./m);
    expect(message).toContain('multipart/alternative');
    expect(message).toContain('text/plain');
    expect(message).toContain('text/html');

    const link = /http:\/\/localhost:3000\/login\/[0-9a-f-]{36}\/[A-Za-z0-9_-]{43}/.exec(log)?.[0];
    expect(link, log).toBeTruthy();
    expect(message.replace(/=\r?\n/g, '')).toContain(link);
    // The password never reaches the log.
    expect(log).not.toContain(buyer.password);

    // Request logs hide the tokens of links; only the outbox line shows a link, on purpose.
    await post(app, '/api/auth/forgot-password', { email: buyer.email });
    await app.backgroundIdle();
    await app.mailer.idle();
    const resetToken = /\/passwordreset\/([A-Za-z0-9_-]{43})/.exec(log)?.[1] ?? '';
    expect(resetToken).not.toBe('');
    await post(app, `/api/auth/reset-password/${resetToken}`, { password: 'Kilimanjaro#5895' });
    await app.inject({ method: 'GET', url: `/passwordreset/${resetToken}` });
    const requestLines = log.split('\n').filter((line) => line.includes('"req":'));
    expect(requestLines.some((line) => line.includes('/api/auth/reset-password/[redacted]'))).toBe(true);
    expect(requestLines.some((line) => line.includes('/passwordreset/[redacted]'))).toBe(true);
    expect(requestLines.join('\n')).not.toContain(resetToken);
  } finally {
    await app.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}, 90_000); // Includes opening and migrating a fresh database.
