import swagger from '@fastify/swagger';
import scalar from '@scalar/fastify-api-reference';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { operationIdOf, withNamedWildcard, withoutUnusedSchemas } from '../http/openapi-transforms.ts';
import { BEARER_SCHEME } from '../http/responses.ts';
import { ownInlineScriptHashes, pageCsp } from './site-pages.ts';

export const OPENAPI_PATH = '/api/openapi.json';
export const DOCS_PATH = '/api/docs';

const DESCRIPTION = `The marketplace API of AfriTrade Hub: the buyer side (docs/product/api.md) and the staff console.

Every answer is JSON in one envelope. Success: \`{"data": ...}\`; lists that page answer
\`{"data": {"items": [...], "total", "page", "pageSize"}}\` (\`?page=\` from 1, \`?pageSize=\`
20 by default, at most 100). Failure: \`{"errors": [{"message", "field"?, "code"?}]}\` with a fitting
status (400, 401, 403, 404, 409, 413, 415, 429, 500).

Calls marked with a lock need \`Authorization: Bearer <token>\`, the token that
\`POST /api/auth/signin-buyer\` (buyers) or \`POST /api/auth/signin-staff\` (staff) answers.`;

type RouteDocument = Parameters<typeof jsonSchemaTransform>[0];

/** An upload's form (`uploadForm()`) shown as its multipart/form-data request body. */
function withDocumentedUploadForm(route: RouteDocument): RouteDocument {
  const { multipartBody, ...schema } = route.schema ?? {};
  return multipartBody ? { ...route, schema: { ...schema, body: multipartBody } } : route;
}

/**
 * An /api route as the reference shows it: its zod schemas as JSON Schema, a rest-of-path
 * parameter named, and an `operationId` (unless the route names its own) for generated clients.
 */
function documented(route: RouteDocument) {
  const converted = jsonSchemaTransform(withDocumentedUploadForm(route));
  const { url, schema } = withNamedWildcard(converted.url, converted.schema);
  const method = [route.route.method].flat()[0] ?? 'GET';
  return { url, schema: { operationId: operationIdOf(method, url), ...schema } };
}

/**
 * The API reference, generated from the routes' zod schemas: OpenAPI 3.1 at
 * /api/openapi.json and a readable reference at /api/docs. Registered before the routes,
 * since @fastify/swagger collects them as they are added.
 */
export default fp(
  async function apiDocsPlugin(app: FastifyInstance) {
    await app.register(swagger, {
      openapi: {
        openapi: '3.1.0',
        info: { title: 'AfriTrade Hub API', version: '1', description: DESCRIPTION },
        // Where a client sends its calls: this server, as the site's own links name it.
        servers: [{ url: app.env.APP_URL.replace(/\/+$/, ''), description: 'This server' }],
        components: {
          securitySchemes: {
            [BEARER_SCHEME]: {
              type: 'http',
              scheme: 'bearer',
              description: 'The session token from POST /api/auth/signin-buyer or POST /api/auth/signin-staff.',
            },
          },
        },
      },
      // The reference documents the API only: the site's pages (/, /academy, /console/…) are
      // routes of the same server, but no client calls them as operations.
      transform: (route) =>
        route.url.startsWith('/api/') ? documented(route) : { schema: { ...route.schema, hide: true }, url: route.url },
      // The paths are written as the routes have them (/api/…), not relative to the server.
      stripBasePath: false,
      transformObject: (document) => withoutUnusedSchemas(jsonSchemaTransformObject(document)),
    });

    app.get(OPENAPI_PATH, { schema: { hide: true } }, async () => app.swagger());

    // The reference page and its script, served from the package: no CDN, no outside request.
    await app.register(async (docs) => {
      // The page's one inline script (its configuration, written by the package from ours: no
      // editor's or buyer's text) is allowed by its hash.
      docs.addHook('onSend', async (_request, reply, payload) => {
        if (typeof payload === 'string' && String(reply.getHeader('content-type')).startsWith('text/html')) {
          reply.header('Content-Security-Policy', pageCsp(ownInlineScriptHashes(payload)));
        }
        return payload;
      });
      await docs.register(scalar, {
        routePrefix: DOCS_PATH,
        configuration: {
          url: OPENAPI_PATH,
          pageTitle: 'AfriTrade Hub API reference',
          // Fonts would come from Scalar's servers; the system fonts keep the page self-contained.
          withDefaultFonts: false,
          telemetry: false,
          hideClientButton: true,
          // Nothing that talks to Scalar's own services: no AI agent, no MCP, no developer toolbar.
          agent: { disabled: true },
          mcp: { disabled: true },
          showDeveloperTools: 'never',
          operationTitleSource: 'summary',
        },
      });
    });
  },
  { name: 'api-docs' },
);
