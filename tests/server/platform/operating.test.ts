import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PassThrough } from 'node:stream';
import { createAccount } from '../support/accounts.ts';
import { connected, listen, sendOk } from '../support/chat-sockets.ts';
import { testAppSuite } from '../support/app-suite.ts';
import { buildTestApp, type TestApp, usingPostgres } from '../support/helper.ts';
import { startServer } from '../support/process.ts';
import { startLocalS3 } from '../support/s3-server.ts';

const redisUrl = process.env['TEST_REDIS_URL'];

describe('/livez and /readyz', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await buildTestApp({
      env: { ...(redisUrl ? { REDIS_URL: redisUrl, REDIS_STREAM_NAME: `ops-health-${Date.now()}` } : {}) },
      seed: false,
    });
  });
  afterAll(() => app.close());

  it('answer 200 at the root, naming every check, each answer with its request id', async () => {
    const live = await app.inject({ method: 'GET', url: '/livez' });
    expect(live.statusCode).toBe(200);
    expect(live.headers['x-request-id']).toBeTruthy();
    const ready = await app.inject({ method: 'GET', url: '/readyz' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({
      status: 'ready',
      checks: { database: 'ok', storage: 'ok', ...(redisUrl ? { redis: 'ok' } : {}) },
      failed: [],
      degraded: [],
    });
  });

  it('/readyz answers 503 naming storage when the uploads folder cannot be used, without any path', async () => {
    rmSync(join(app.env.DATA_DIR, 'uploads'), { recursive: true, force: true });
    writeFileSync(join(app.env.DATA_DIR, 'uploads'), 'not a folder');
    try {
      const ready = await app.inject({ method: 'GET', url: '/readyz' });
      expect(ready.statusCode).toBe(503);
      expect(ready.json()).toMatchObject({ status: 'not ready', checks: { storage: 'failing' }, failed: ['storage'] });
      expect(ready.body).not.toContain(app.env.DATA_DIR);
      expect((await app.inject({ method: 'GET', url: '/livez' })).statusCode).toBe(200);
    } finally {
      rmSync(join(app.env.DATA_DIR, 'uploads'), { force: true });
    }
  });

  it('/readyz answers 503 once the process is shutting down, while /livez still answers', async () => {
    app.markShuttingDown();
    const ready = await app.inject({ method: 'GET', url: '/readyz' });
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toMatchObject({ checks: { process: 'shutting down', database: 'ok' }, failed: ['process'] });
    expect((await app.inject({ method: 'GET', url: '/livez' })).statusCode).toBe(200);
  });
});

describe('/readyz on object storage', () => {
  it('probes the bucket: 200 while it answers, 503 naming storage once it cannot be reached, without its address', async () => {
    const s3 = await startLocalS3();
    if (!s3) return; // startLocalS3 said why
    let closed = false;
    const app = await buildTestApp({ env: s3.env, seed: false });
    try {
      const ready = await app.inject({ method: 'GET', url: '/readyz' });
      expect(ready.statusCode).toBe(200);
      expect(ready.json()).toMatchObject({ checks: { storage: 'ok' }, failed: [] });

      await s3.close();
      closed = true;
      const down = await app.inject({ method: 'GET', url: '/readyz' });
      expect(down.statusCode).toBe(503);
      expect(down.json()).toMatchObject({ status: 'not ready', checks: { database: 'ok' }, failed: ['storage'] });
      expect(['failing', 'timed out']).toContain(down.json().checks.storage);
      expect(down.body).not.toContain(s3.endpoint);
      expect(down.body).not.toContain(s3.bucket);
    } finally {
      await app.close();
      if (!closed) await s3.close();
    }
  });

  it('answers 503 naming storage when the bucket does not exist', async () => {
    const s3 = await startLocalS3();
    if (!s3) return;
    const app = await buildTestApp({ env: { ...s3.env, S3_BUCKET: 'atp-no-such-bucket' }, seed: false });
    try {
      const ready = await app.inject({ method: 'GET', url: '/readyz' });
      expect(ready.statusCode).toBe(503);
      expect(ready.json()).toMatchObject({ checks: { storage: 'failing' }, failed: ['storage'] });
    } finally {
      await app.close();
      await s3.close();
    }
  });
});

describe('metrics', () => {
  let app: TestApp;
  testAppSuite({ env: { METRICS_PORT: '0', HOST: '127.0.0.1' }, seed: false }, (built) => (app = built));

  it('are off without METRICS_PORT', async () => {
    const plain = await buildTestApp({ seed: false });
    try {
      expect(plain.metricsServer).toBeUndefined();
      expect((await plain.inject({ method: 'GET', url: '/metrics' })).statusCode).toBe(404);
    } finally {
      await plain.close();
    }
  });

  it('serve requests by route and status class, latency, the process, sockets, outbox and pool on their own port', async () => {
    await app.inject({ method: 'GET', url: '/api/product/not-a-product' });
    await app.inject({ method: 'GET', url: '/api/health' });
    expect((await app.inject({ method: 'GET', url: '/metrics' })).statusCode).toBe(404);

    const port = (app.metricsServer!.server.address() as { port: number }).port;
    const res = await fetch(`http://127.0.0.1:${port}/metrics`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/plain');
    const text = await res.text();
    expect(text).toMatch(/http_requests_total\{method="GET",route="\/api\/product\/:productId",status_class="4xx"\} 1/);
    expect(text).toMatch(/http_requests_total\{method="GET",route="\/api\/health",status_class="2xx"\} 1/);
    expect(text).toMatch(/http_request_duration_seconds_bucket\{le="0.05",method="GET",route="\/api\/health"\}/);
    expect(text).toMatch(/nodejs_eventloop_lag_seconds \d/);
    expect(text).toMatch(/nodejs_heap_size_used_bytes \d/);
    expect(text).toMatch(/socketio_connected_sockets\{namespace="\/"\} 0/);
    expect(text).toMatch(/chat_messages_received_total 0/);
    expect(text).toMatch(/mail_outbox_depth 0/);
    expect(text).toMatch(/mail_outbox_oldest_age_seconds 0/);
    if (usingPostgres) expect(text).toMatch(/db_pool_connections \d/);
    expect(text).not.toContain('not-a-product');
  });
});

describe('the log of a socket event', () => {
  it('names the user and the event, never the message text or the token', async () => {
    const stream = new PassThrough();
    let logged = '';
    stream.on('data', (chunk: Buffer) => (logged += chunk.toString('utf8')));
    const app = await buildTestApp({
      env: { LOG_LEVEL: 'debug', METRICS_PORT: '0', HOST: '127.0.0.1' },
      logStream: stream,
      seed: false,
    });
    try {
      const buyer = await createAccount(app.db);
      const socket = await connected(await listen(app), buyer.token);
      const text = 'Our secret price is 417 USD per tonne';
      await sendOk(socket, { message: text });
      socket.disconnect();
      const line = logged.split('\n').find((entry) => entry.includes('"msg":"socket event"'));
      expect(JSON.parse(line ?? '{}')).toMatchObject({ user: buyer.user.id, event: 'send-message' });
      expect(logged).not.toContain(text);
      expect(logged).not.toContain(buyer.token);
      const port = (app.metricsServer!.server.address() as { port: number }).port;
      expect(await (await fetch(`http://127.0.0.1:${port}/metrics`)).text()).toMatch(/chat_messages_received_total 1/);
    } finally {
      await app.close();
    }
  });
});

describe('graceful shutdown of a real process', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'atp-shutdown-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));
  const env = { DATA_DIR: dataDir, BUILD_DIR: join(dataDir, 'no-build'), SHUTDOWN_DRAIN_SECONDS: '1' };

  /** Sends a request's head and half its body now; `finish()` sends the rest and resolves with the answer. */
  function requestInFlight(url: string) {
    const { hostname, port } = new URL(url);
    const body = JSON.stringify({ email: `nobody.${Date.now()}@example.com` });
    const socket = connect(Number(port), hostname);
    let answer = '';
    socket.on('data', (chunk) => (answer += chunk.toString('utf8')));
    socket.on('error', () => {});
    const closed = new Promise<void>((resolve) => socket.on('close', () => resolve()));
    socket.write(
      `POST /api/auth/forgot-password HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nConnection: close\r\nContent-Length: ${body.length}\r\n\r\n${body.slice(0, 10)}`,
    );
    return {
      async finish() {
        socket.write(body.slice(10));
        await closed;
        return answer;
      },
      closed,
    };
  }

  it('on SIGTERM fails readiness first, finishes the request in flight, then exits 0', async () => {
    const server = await startServer(env);
    const inFlight = requestInFlight(server.url);
    expect((await fetch(`${server.url}/readyz`)).status).toBe(200);
    server.child.kill('SIGTERM');
    // Draining: still serving, but no longer ready.
    await expect.poll(async () => (await fetch(`${server.url}/readyz`)).status).toBe(503);
    expect((await fetch(`${server.url}/livez`)).status).toBe(200);
    const answer = await inFlight.finish();
    expect(answer).toMatch(/^HTTP\/1\.1 200/);
    expect(await server.exited).toBe(0);
    expect(server.output()).toContain('SIGTERM received');
    expect(server.output()).toContain('"msg":"closed"');
  }, 240_000);

  it('a second signal exits at once, whatever is still in flight', async () => {
    const server = await startServer({ ...env, SHUTDOWN_DRAIN_SECONDS: '30' });
    const inFlight = requestInFlight(server.url);
    server.child.kill('SIGTERM');
    await expect.poll(async () => (await fetch(`${server.url}/readyz`)).status).toBe(503);
    const started = performance.now();
    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(1);
    // Far inside the 30 s drain (a loaded machine takes a few seconds to tear a process down).
    expect(performance.now() - started).toBeLessThan(10_000);
    await inFlight.closed;
  }, 240_000);
});
