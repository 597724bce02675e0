import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { contractGaps, declaresBearer } from '../../../src/server/http/route-contract.ts';
import { testAppSuite } from '../support/app-suite.ts';
import type { TestApp } from '../support/helper.ts';
import { examplesIn, operationsWithoutExamples, uploadsWithoutForm } from '../support/openapi-examples.ts';

describe('API contract', () => {
  let app: TestApp;
  testAppSuite((built) => (app = built));

  it('every /api route declares its request and response schemas', () => {
    // HEAD routes are Fastify's automatic copies of GET routes, with the same schema.
    const apiRoutes = app.routeCatalogue
      .filter((route) => route.url.startsWith('/api/') && route.method !== 'HEAD')
      .map((route) => ({ name: `${[route.method].flat().join(',')} ${route.url}`, missing: contractGaps(route) }));
    expect(apiRoutes.length).toBeGreaterThan(30);
    expect(apiRoutes.filter(({ missing }) => missing.length > 0)).toEqual([]);
  });

  it('declares bearer security exactly on the calls that refuse anonymous callers', async () => {
    const mismatches: string[] = [];
    for (const route of app.routeCatalogue) {
      const method = [route.method].flat()[0] ?? 'GET';
      const name = `${[route.method].flat().join(',')} ${route.url}`;
      if (!route.url.startsWith('/api/') || method === 'HEAD' || route.schema?.hide) continue;
      const url = route.url.replace(/:\w+/g, '00000000-0000-4000-8000-000000000000').replace('*', 'x');
      const res = await app.inject({
        method,
        url,
        ...(['POST', 'PUT', 'PATCH'].includes(method) ? { payload: {} } : {}),
      });
      const refusesAnonymous = res.statusCode === 401;
      if (refusesAnonymous !== declaresBearer(route)) {
        mismatches.push(
          `${name}: answers ${res.statusCode} without a token, ${declaresBearer(route) ? 'but declares' : 'yet does not declare'} security: signedIn`,
        );
      }
    }
    expect(mismatches).toEqual([]);
  });

  it('answers an OpenAPI 3.1 document with the envelope, the error statuses and the bearer scheme', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(res.statusCode).toBe(200);
    const document = res.json();
    expect(document.openapi).toBe('3.1.0');
    expect(document.components.securitySchemes.bearerAuth).toMatchObject({ type: 'http', scheme: 'bearer' });
    expect(document.components.schemas.ErrorEnvelope).toBeDefined();
    // Each failure names a stable code from the catalogue, for clients to translate (issue 16).
    const fieldError = document.components.schemas.FieldError;
    expect(fieldError.required).toEqual(expect.arrayContaining(['message', 'code']));
    expect(fieldError.properties.code.enum).toEqual(expect.arrayContaining(['invalid_credentials', 'not_found']));
    const productCall = document.paths['/api/product/{productId}'].get;
    expect(productCall.parameters).toEqual([
      expect.objectContaining({ in: 'path', name: 'productId', required: true }),
    ]);
    expect(productCall.responses['200'].content['application/json'].schema.properties.data).toEqual({
      $ref: '#/components/schemas/Product',
    });
    expect(productCall.responses['404'].description).toMatch(/not found/i);
    // The reference's own routes are not part of the API it documents.
    expect(Object.keys(document.paths).filter((path) => path.startsWith('/api/docs'))).toEqual([]);
    // Nor are the site's pages: every operation is under /api.
    expect(Object.keys(document.paths).filter((path) => !path.startsWith('/api/'))).toEqual([]);
  });

  it('shows an example for every request body and every success answer', async () => {
    const document = (await app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    expect(Object.keys(document.paths).length).toBeGreaterThan(30);
    expect(operationsWithoutExamples(document)).toEqual([]);
  });

  it('describes each upload as a multipart form: its fields, the binary file, its size and types', async () => {
    const document = (await app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    expect(uploadsWithoutForm(document)).toEqual([]);
    const form = (path: string) => document.paths[path].post.requestBody.content['multipart/form-data'].schema;
    const mediaTypes = (file: { anyOf: { contentMediaType: string }[] }) =>
      file.anyOf.map((type) => type.contentMediaType);

    const receipt = form('/api/order/image/{orderId}');
    expect(receipt.required).toEqual(['file']);
    expect(receipt.properties.file).toMatchObject({ type: 'string', format: 'binary', maxLength: 10 * 1024 * 1024 });
    expect(mediaTypes(receipt.properties.file)).toEqual(['image/jpeg', 'image/png', 'image/webp', 'application/pdf']);

    const orderDocument = form('/api/staff/orders/{orderId}/documents');
    expect(orderDocument.required).toEqual(['type', 'file']);
    expect(orderDocument.properties.type.enum).toContain('BILL_OF_LADING');
    expect(orderDocument.properties.file).toMatchObject({ format: 'binary', maxLength: 20 * 1024 * 1024 });

    const picture = form('/api/staff/products/{id}/images');
    expect(picture.required).toEqual(['file']);
    expect(picture.properties.alt).toMatchObject({ type: 'string' });
    expect(mediaTypes(picture.properties.file)).toEqual(['image/jpeg', 'image/png', 'image/webp']);
  });

  it('counts a multipart route without a described form as incomplete', () => {
    const upload = {
      method: 'POST' as const,
      url: '/api/things/:id/files',
      schema: {
        consumes: ['multipart/form-data'],
        params: z.object({ id: z.string() }),
        response: { 201: z.object({}), 400: z.object({}) },
      },
    };
    expect(contractGaps(upload)).toEqual([expect.stringContaining('described multipart form')]);
    expect(
      contractGaps({ ...upload, schema: { ...upload.schema, multipartBody: z.object({ file: z.file() }) } }),
    ).toEqual([]);
  });

  it('every example is valid against the schema it illustrates', () => {
    const schemas = app.routeCatalogue
      .filter((route) => route.url.startsWith('/api/') && !route.schema?.hide)
      .flatMap((route) => [route.schema?.body, ...Object.values(route.schema?.response ?? {})])
      .filter((schema): schema is z.ZodType => schema instanceof z.ZodType);
    const examples = examplesIn(schemas);
    expect(examples.length).toBeGreaterThan(30);
    expect(examples.filter(({ issues }) => issues.length > 0)).toEqual([]);
  });

  it('serves a readable reference whose script is local and allowed by its CSP', async () => {
    const page = await app.inject({ method: 'GET', url: '/api/docs/' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('src="js/scalar.js"');
    expect(page.body).not.toMatch(/https?:\/\/(?!localhost)[^"']*\.js/);
    const csp = String(page.headers['content-security-policy']);
    expect(csp).toMatch(/script-src 'self' 'sha256-[^']+'/);
    expect(csp).toContain("connect-src 'self'");

    const script = await app.inject({ method: 'GET', url: '/api/docs/js/scalar.js' });
    expect(script.statusCode).toBe(200);
    expect(script.headers['content-type']).toContain('javascript');
  });

  it('serialises answers through their schema: undeclared fields never leave', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/product' });
    expect(res.statusCode).toBe(200);
    const [first] = res.json().data;
    expect(Object.keys(first).sort()).toEqual(
      [
        'CountryTraded',
        'category',
        'currency',
        'id',
        'maxDuration',
        'maxPricePerUnit',
        'minDuration',
        'minOrdersAllowed',
        'minPricePerUnit',
        'productDescription',
        'productDescriptionFr',
        'productImages',
        'productName',
        'productNameFr',
        'productSpecification',
        'subCategory',
        'supplyCapacity',
      ].sort(),
    );
  });
});
