import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from './helper.ts';

describe('API envelope and error paths', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(() => app.close());

  it('answers health with the documented envelope', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ data: { status: 'ok' } });
  });

  it('answers unknown API paths with a 404 envelope', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/no-such-thing' });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toContain('application/json');
    expect(res.json().errors[0].message).toMatch(/No route/);
  });

  it('answers a malformed product id with a 400 field error, not a 500', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/product/not-a-uuid' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ errors: [{ field: 'productId', message: 'Product id is not valid.' }] });
  });

  it('answers an unknown product with 404', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/product/00000000-0000-4000-8000-000000000000' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ errors: [{ message: 'Product not found.' }] });
  });

  it('answers broken JSON with a 400 envelope', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/health',
      headers: { 'content-type': 'application/json' },
      payload: '{"broken":',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0].message).toBe('The request body is not valid JSON.');
  });

  it('sends security headers and no X-Powered-By', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/health' });
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(res.headers['content-security-policy']).toContain("default-src 'none'");
    expect(res.headers['x-powered-by']).toBeUndefined();
    expect(res.headers['strict-transport-security']).toBeUndefined();
  });

  it('compresses JSON answers for clients that accept it', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/product', headers: { 'accept-encoding': 'br' } });
    expect(res.headers['content-encoding']).toBe('br');
  });
});

describe('site serving', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await buildTestApp({ env: { BUILD_DIR: fileURLToPath(new URL('../fixtures/site', import.meta.url)) } });
  });
  afterAll(() => app.close());

  it('serves pre-rendered pages with a revalidating cache and a CSP that allows their inline scripts', async () => {
    const res = await app.inject({ method: 'GET', url: '/' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('Home fixture');
    expect(res.headers['cache-control']).toBe('no-cache');
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toMatch(/script-src 'self' 'sha256-[A-Za-z0-9+/=]+'/);
    expect(csp).toContain("frame-ancestors 'none'");
  });

  it('answers a dynamic route with its page shell', async () => {
    const res = await app.inject({ method: 'GET', url: '/details/3f0c1a2b-any-id' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('Details shell fixture');
  });

  it('answers unknown pages with the 404 page and status 404', async () => {
    const res = await app.inject({ method: 'GET', url: '/definitely/not/here' });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.body).toContain('Not found fixture');
  });

  it('caches hashed build assets for a year', async () => {
    const res = await app.inject({ method: 'GET', url: '/_astro/app.3f9a1c.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('still answers unknown API paths with JSON when a site is built', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/missing' });
    expect(res.statusCode).toBe(404);
    expect(res.json().errors).toHaveLength(1);
  });
});

describe('revalidation', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(() => app.close());

  it('answers a repeated catalogue request with 304 when the client has the current ETag', async () => {
    const first = await app.inject({ method: 'GET', url: '/api/product' });
    const tag = first.headers['etag'];
    expect(tag).toBeTruthy();
    const again = await app.inject({ method: 'GET', url: '/api/product', headers: { 'if-none-match': String(tag) } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });
});
