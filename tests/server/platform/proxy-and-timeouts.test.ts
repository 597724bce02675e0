import { connect } from 'node:net';
import { PassThrough } from 'node:stream';
import { afterAll, describe, expect, it } from 'vitest';
import { loadEnv } from '../../../src/server/env.ts';
import { testAppSuite } from '../support/app-suite.ts';
import { buildTestApp, type TestApp } from '../support/helper.ts';

/** An app with this TRUST_PROXY, built once for the file (building one takes seconds), and its access log. */
const proxied = new Map<string, Promise<{ app: TestApp; lines: { remoteAddress?: string }[] }>>();
function appTrusting(trustProxy: string) {
  let built = proxied.get(trustProxy);
  if (!built) {
    const stream = new PassThrough();
    const lines: { remoteAddress?: string }[] = [];
    stream.on('data', (chunk: Buffer) => {
      for (const line of chunk.toString('utf8').split('\n')) {
        if (line) lines.push({ ...(JSON.parse(line) as { req?: { remoteAddress?: string } }).req });
      }
    });
    built = buildTestApp({ env: { LOG_LEVEL: 'info', TRUST_PROXY: trustProxy }, logStream: stream, seed: false }).then(
      (app) => ({ app, lines }),
    );
    proxied.set(trustProxy, built);
  }
  return built;
}
afterAll(async () => {
  for (const built of proxied.values()) await (await built).app.close();
});

/** The client address the access log recorded for one injected request. */
async function loggedClientAddress(trustProxy: string, forwardedFor: string) {
  const { app, lines } = await appTrusting(trustProxy);
  await app.inject({
    method: 'GET',
    url: '/api/health',
    remoteAddress: '127.0.0.1',
    headers: { 'x-forwarded-for': forwardedFor },
  });
  return lines.at(-1)?.remoteAddress;
}

describe('TRUST_PROXY', () => {
  // A client sends its own X-Forwarded-For; the one proxy in front (127.0.0.1) appends the
  // address it really saw. Only that last entry can be believed.
  const chosenByClient = '203.0.113.77';
  const seenByProxy = '10.0.0.1';
  const header = `${chosenByClient}, ${seenByProxy}`;

  it('true trusts the nearest proxy only, so the client cannot choose its address', async () => {
    expect(await loggedClientAddress('true', header)).toBe(seenByProxy);
  });

  it('a hop count trusts that many proxies', async () => {
    expect(await loggedClientAddress('2', header)).toBe(chosenByClient);
  });

  it('a list trusts only hops from those addresses', async () => {
    expect(await loggedClientAddress('127.0.0.1, 192.168.0.0/16', header)).toBe(seenByProxy);
    expect(await loggedClientAddress('loopback, 10.0.0.0/8', header)).toBe(chosenByClient);
  });

  it('keeps only entries that are addresses: a hop that is not one is never the client', async () => {
    expect(await loggedClientAddress('true', 'x')).toBe('127.0.0.1');
    expect(await loggedClientAddress('true', '<script>, 10.0.0.1')).toBe(seenByProxy);
    expect(await loggedClientAddress('3', '203.0.113.77, not-an-ip, 2001:db8::1')).toBe('2001:db8::1');
  });

  it('names a value it cannot read', () => {
    expect(() => loadEnv({ TRUST_PROXY: 'yes please' })).toThrow(/TRUST_PROXY: use true, false, a hop count/);
    expect(() => loadEnv({ TRUST_PROXY: '10.0.0.0/33' })).toThrow(/not: 10.0.0.0\/33/);
  });
});

describe('a request that stops arriving', () => {
  let app: TestApp;
  let port = 0;

  testAppSuite(
    { env: { REQUEST_BODY_IDLE_SECONDS: '1', REQUEST_TIMEOUT_SECONDS: '3' }, seed: false },
    async (built) => {
      app = built;
      await app.listen({ port: 0, host: '127.0.0.1' });
      port = (app.server.address() as { port: number }).port;
    },
  );

  /** Opens a connection, writes `start`, then `drip` every 300 ms; resolves with what came back and when the connection ended. */
  function send(start: string, drip?: string) {
    return new Promise<{ answer: string; seconds: number }>((resolve, reject) => {
      const started = performance.now();
      const socket = connect(port, '127.0.0.1');
      let answer = '';
      const dripping = drip ? setInterval(() => socket.writable && socket.write(drip), 300) : undefined;
      socket.on('data', (chunk) => (answer += chunk.toString('utf8')));
      socket.on('error', () => {});
      socket.on('close', () => {
        clearInterval(dripping);
        resolve({ answer, seconds: (performance.now() - started) / 1000 });
      });
      socket.write(start);
      setTimeout(() => reject(new Error(`still open after 20 s; answered: ${answer}`)), 20_000).unref();
    });
  }

  it('is cut off with a 408 when its body stops before the length it announced', async () => {
    const head =
      'POST /api/auth/forgot-password HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n';
    const { answer, seconds } = await send(`${head}{"email":`);
    expect(answer).toMatch(/^HTTP\/1\.1 408/);
    expect(answer).toContain('request_timeout');
    expect(seconds).toBeLessThan(5);
  });

  it('is cut off when the whole request takes longer than REQUEST_TIMEOUT_SECONDS, even dripping', async () => {
    const head =
      'POST /api/auth/forgot-password HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 100000\r\n\r\n';
    const { answer, seconds } = await send(head, ' ');
    expect(answer).toMatch(/^HTTP\/1\.1 408/);
    expect(seconds).toBeGreaterThan(2.5);
    expect(seconds).toBeLessThan(7);
  });

  it('still answers a request that arrives whole', async () => {
    const res = await fetch(`http://127.0.0.1:${port}/api/health`);
    expect(res.status).toBe(200);
  });
});
