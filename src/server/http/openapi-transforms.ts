// What the API reference needs beyond the routes' own schemas so that a client generator can
// use it as it is (issue 37; redocly.yaml): a name for every operation, a path parameter with a
// name where the route takes the rest of the path, and no schema that nothing refers to.

/** Fastify's name of the rest-of-path parameter (`/files/*` reads `request.params['*']`). */
const WILDCARD = '*';
/** What the reference calls it: OpenAPI path parameters are named `{like-this}`, never `{*}`. */
export const WILDCARD_NAME = 'path';

const capitalised = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

/** `signin-buyer` → `SigninBuyer`, `v2` → `V2`. */
const pascalCase = (segment: string) =>
  segment
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean)
    .map(capitalised)
    .join('');

/**
 * The operation's `operationId`, the name a generated client gives its function: the method
 * and the path in camelCase, each path parameter as `By<Name>`, the `/api` prefix left out.
 * Derived from what identifies the call, it stays the same as long as the call's address does.
 *
 *   GET  /api/staff/orders/:orderId/proforma → getStaffOrdersByOrderIdProforma
 *   POST /api/auth/signin-buyer              → postAuthSigninBuyer
 */
export function operationIdOf(method: string, url: string): string {
  const segments = url
    .replace(/^\/api(?=\/|$)/, '')
    .split('/')
    .filter(Boolean)
    .map((segment) => {
      if (segment.startsWith(':')) return `By${pascalCase(segment.slice(1))}`;
      return pascalCase(segment);
    });
  return method.toLowerCase() + segments.join('');
}

/** A route's `params` as JSON Schema, as jsonSchemaTransform hands it on. */
type ParamsSchema = { properties?: Record<string, object>; required?: string[] };

/**
 * A rest-of-path route (`/files/*`) shown with a named parameter (`/files/{path}`): the route
 * keeps taking slashes in it; only the reference's name for it changes, since `{*}` is no valid
 * OpenAPI parameter name and generators cannot make an argument of it.
 */
export function withNamedWildcard<Schema extends { params?: unknown }>(
  url: string,
  schema: Schema,
): { url: string; schema: Schema } {
  if (!url.endsWith(`/${WILDCARD}`)) return { url, schema };
  const params = (schema.params ?? {}) as ParamsSchema;
  const { [WILDCARD]: rest, ...others } = params.properties ?? {};
  const named = {
    ...params,
    properties: {
      ...others,
      [WILDCARD_NAME]: { ...rest, description: 'The rest of the path, slashes included.' },
    },
    required: [...(params.required ?? []).filter((name) => name !== WILDCARD), WILDCARD_NAME],
  };
  return { url: `${url.slice(0, -WILDCARD.length)}:${WILDCARD_NAME}`, schema: { ...schema, params: named } };
}

const SCHEMA_REF = '#/components/schemas/';

/** The names of the component schemas that `value` refers to (`$ref`), at any depth. */
function referencedSchemas(value: unknown, found: Set<string> = new Set()): Set<string> {
  if (Array.isArray(value)) {
    for (const item of value) referencedSchemas(item, found);
  } else if (value && typeof value === 'object') {
    for (const [key, inner] of Object.entries(value)) {
      if (key === '$ref' && typeof inner === 'string' && inner.startsWith(SCHEMA_REF)) {
        // A JSON pointer's segment: `~1` stands for `/`, `~0` for `~`.
        found.add(inner.slice(SCHEMA_REF.length).replaceAll('~1', '/').replaceAll('~0', '~'));
      } else {
        referencedSchemas(inner, found);
      }
    }
  }
  return found;
}

/** The part of an OpenAPI document this reads: its component schemas. */
type WithSchemas = { components?: { schemas?: Record<string, unknown> } };

/**
 * The document without the component schemas no operation uses, directly or through another
 * schema. Every zod schema with an id is registered as a component twice, as read and as
 * written (`…Input`), whether or not a call takes it; a client generator would make a type
 * of each.
 */
export function withoutUnusedSchemas<Document extends object>(document: Document): Document {
  const { components } = document as WithSchemas;
  const schemas = components?.schemas;
  if (!schemas) return document;
  const used = referencedSchemas({ ...document, components: { ...components, schemas: {} } });
  // Follow the schemas the operations use to the ones they use in turn.
  const pending = [...used];
  for (let name = pending.pop(); name !== undefined; name = pending.pop()) {
    for (const inner of referencedSchemas(schemas[name])) {
      if (!used.has(inner)) {
        used.add(inner);
        pending.push(inner);
      }
    }
  }
  const kept = Object.fromEntries(Object.entries(schemas).filter(([name]) => used.has(name)));
  return { ...document, components: { ...components, schemas: kept } };
}
