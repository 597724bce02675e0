// HAProxy's access log (deploy/haproxy.cfg) holds no secret (issue 36): `option httplog`
// wrote whole URIs, so a signed link's signature and a reset link's one-time token sat in
// the proxy's log. Here the real haproxy runs the deployed configuration (made local by
// npm run cluster's generator) in front of the app; a buyer downloads a receipt through a
// signed link and resets a password through it, and the proxy's log lines are read.
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../../../scripts/cluster/local-cluster.ts';
import { localHaproxyConfig } from '../../../scripts/cluster/haproxy-config.ts';
import type { PaymentReceipt } from '../../../src/shared/orders/orders.contract.ts';
import { MailSink } from '../../e2e/support/mail-sink.ts';
import { createAccount } from '../support/accounts.ts';
import { APP_URL, resetLinkToken } from '../support/auth-flows.ts';
import { dataOf } from '../support/contract.ts';
import { buildTestApp, type TestApp } from '../support/helper.ts';
import { imageBytes, orderableProduct, placeOrder, uploadReceipt } from '../support/orders-fixtures.ts';
import { until } from '../support/waiting.ts';

function haproxyMissing(): string | undefined {
  try {
    execFileSync('haproxy', ['-v'], { stdio: 'ignore' });
    return undefined;
  } catch {
    return 'haproxy is not installed (apt-get install haproxy; .ci/run does)';
  }
}

const reason = haproxyMissing();
if (reason) console.warn(`Skipped "HAProxy's access log": ${reason}.`);

describe.skipIf(reason !== undefined)("HAProxy's access log", () => {
  let app: TestApp;
  let sink: MailSink;
  let proxy: ChildProcess;
  let proxyUrl: string;
  let log = '';
  const folder = mkdtempSync(join(tmpdir(), 'atp-proxy-log-'));

  beforeAll(async () => {
    sink = await MailSink.start();
    app = await buildTestApp({ env: { SMTP_URL: sink.url, APP_URL } });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const appPort = (app.server.address() as { port: number }).port;
    const port = await freePort();
    const config = join(folder, 'haproxy.cfg');
    writeFileSync(
      config,
      localHaproxyConfig({ port, serverPorts: [appPort], statsSocket: join(folder, 'haproxy.sock') }),
    );
    proxy = spawn('haproxy', ['-db', '-f', config], { stdio: ['ignore', 'pipe', 'pipe'] });
    proxy.stdout!.on('data', (chunk: Buffer) => (log += chunk.toString('utf8')));
    proxy.stderr!.on('data', (chunk: Buffer) => (log += chunk.toString('utf8')));
    proxyUrl = `http://127.0.0.1:${port}`;
    const health = await until(
      () =>
        fetch(`${proxyUrl}/api/health`).then(
          (res) => res.status,
          () => 0,
        ),
      (status) => status === 200,
    );
    expect(health, log).toBe(200);
  }, 60_000);

  afterAll(async () => {
    proxy?.kill('SIGTERM');
    await app?.close();
    await sink?.close();
    rmSync(folder, { recursive: true, force: true });
  });

  /** The proxy's line for a request to `path` (it writes it once the answer is sent). */
  const lineFor = (path: string) =>
    until(
      () => log.split('\n').find((line) => line.includes(` ${path} HTTP/1.1"`)),
      (line) => line !== undefined,
    );

  it('writes a signed download without its query string (the signature)', async () => {
    const buyer = await createAccount(app.db);
    const order = await placeOrder(app, buyer.auth, await orderableProduct(app));
    const receipt = dataOf<PaymentReceipt>(
      await uploadReceipt(app, buyer.auth, order.id, { bytes: await imageBytes('png'), filename: 'receipt.png' }),
      201,
    );
    const link = new URL(receipt.image, proxyUrl);
    const signature = link.searchParams.get('signature')!;
    expect(signature.length).toBeGreaterThan(10);
    const download = await fetch(link);
    expect(download.status).toBe(200);

    const line = await lineFor(link.pathname);
    expect(line, log).toContain(` 200 `);
    expect(line).toMatch(new RegExp(`"GET ${link.pathname} HTTP/1.1"$`));
    expect(log).not.toContain(signature);
    expect(log).not.toContain('signature=');
    expect(log).not.toContain('expires=');
  });

  it('writes the reset link and the call that spends it with the token masked', async () => {
    const buyer = await createAccount(app.db);
    const asked = await fetch(`${proxyUrl}/api/auth/forgot-password`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: buyer.user.email }),
    });
    expect(asked.status).toBe(200);
    const token = resetLinkToken((await sink.waitForMail(buyer.user.email)).links[0]);

    // The page the mailed link opens, then the call that sets the new password.
    await fetch(`${proxyUrl}/passwordreset/${token}`);
    const reset = await fetch(`${proxyUrl}/api/auth/reset-password/${token}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ password: 'Sahel-Wind#2027' }),
    });
    expect(reset.status, await reset.text()).toBe(200);

    expect(await lineFor('/passwordreset/[redacted]')).toBeDefined();
    expect(await lineFor('/api/auth/reset-password/[redacted]')).toMatch(/ 200 .*"POST /);
    expect(log).not.toContain(token);
  });
});
