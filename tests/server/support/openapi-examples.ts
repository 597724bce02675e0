import { z } from 'zod';

type JsonSchema = {
  $ref?: string;
  format?: string;
  example?: unknown;
  examples?: unknown[];
  type?: string | string[];
  items?: JsonSchema;
  properties?: Record<string, JsonSchema>;
};
type MediaType = { schema?: JsonSchema; example?: unknown; examples?: Record<string, unknown> };
type Operation = {
  requestBody?: { content?: Record<string, MediaType> };
  responses?: Record<string, { content?: Record<string, MediaType> }>;
};
type OpenApiDocument = {
  paths: Record<string, Record<string, Operation>>;
  components?: { schemas?: Record<string, JsonSchema> };
};

const HTTP_METHODS = new Set(['get', 'put', 'post', 'patch', 'delete']);

/**
 * Whether a reader of the reference sees an example for this schema: on the schema itself,
 * or, for the envelope, on its `data` member, a page's `items`, or an array's elements.
 */
function showsExample(document: OpenApiDocument, schema: JsonSchema | undefined, depth = 0): boolean {
  if (!schema || depth > 8) return false;
  if (schema.$ref) {
    const name = schema.$ref.replace('#/components/schemas/', '');
    return showsExample(document, document.components?.schemas?.[name], depth + 1);
  }
  if (schema.example !== undefined || (schema.examples?.length ?? 0) > 0) return true;
  const member =
    schema.properties?.['data'] ?? schema.properties?.['items'] ?? (schema.type === 'array' ? schema.items : undefined);
  return showsExample(document, member, depth + 1);
}

const mediaShowsExample = (document: OpenApiDocument, media: MediaType): boolean =>
  media.example !== undefined || Object.keys(media.examples ?? {}).length > 0 || showsExample(document, media.schema);

/** "POST /api/x: request body" for every JSON body and success answer the reference shows without an example. */
export function operationsWithoutExamples(document: OpenApiDocument): string[] {
  const gaps: string[] = [];
  for (const [path, operations] of Object.entries(document.paths)) {
    for (const [method, operation] of Object.entries(operations)) {
      if (!HTTP_METHODS.has(method)) continue;
      const name = `${method.toUpperCase()} ${path}`;
      const body = operation.requestBody?.content?.['application/json'];
      if (body && !mediaShowsExample(document, body)) gaps.push(`${name}: request body`);
      for (const [status, answer] of Object.entries(operation.responses ?? {})) {
        if (!status.startsWith('2')) continue;
        // A file download (PDF, image) is bytes: nothing to show as a JSON example.
        const json = answer.content?.['application/json'];
        if (json && !mediaShowsExample(document, json)) gaps.push(`${name}: ${status} answer`);
      }
    }
  }
  return gaps;
}

/**
 * "POST /api/x" for every operation that takes multipart/form-data without describing the
 * form: its fields, one of them a binary file.
 */
export function uploadsWithoutForm(document: OpenApiDocument): string[] {
  const gaps: string[] = [];
  for (const [path, operations] of Object.entries(document.paths)) {
    for (const [method, operation] of Object.entries(operations)) {
      if (!HTTP_METHODS.has(method)) continue;
      const form = operation.requestBody?.content?.['multipart/form-data'];
      if (!form) continue;
      const fields = Object.values(form.schema?.properties ?? {});
      if (!fields.some((field) => field.format === 'binary')) gaps.push(`${method.toUpperCase()} ${path}`);
    }
  }
  return gaps;
}

type Def = {
  type: string;
  shape?: Record<string, z.ZodType>;
  element?: z.ZodType;
  innerType?: z.ZodType;
  options?: z.ZodType[];
  left?: z.ZodType;
  right?: z.ZodType;
  keyType?: z.ZodType;
  valueType?: z.ZodType;
  items?: z.ZodType[];
  rest?: z.ZodType | null;
  in?: z.ZodType;
  out?: z.ZodType;
};

/** The schemas a zod schema is built from, one level down. */
function parts(schema: z.ZodType): z.ZodType[] {
  const def = (schema as unknown as { _zod: { def: Def } })._zod.def;
  const children = [
    ...Object.values(def.shape ?? {}),
    def.element,
    def.innerType,
    ...(def.options ?? []),
    def.left,
    def.right,
    def.keyType,
    def.valueType,
    ...(def.items ?? []),
    def.rest,
    def.in,
    def.out,
  ];
  return children.filter((child): child is z.ZodType => child instanceof z.ZodType);
}

/**
 * Every example written with `.meta({ example })` in these schemas or any schema they are built
 * from, with what the schema it belongs to says about it (no issues: the example is valid).
 */
export function examplesIn(roots: z.ZodType[]): { example: unknown; issues: string[]; where: string }[] {
  const seen = new Set<z.ZodType>();
  const found: { example: unknown; issues: string[]; where: string }[] = [];
  const visit = (schema: z.ZodType) => {
    if (seen.has(schema)) return;
    seen.add(schema);
    const meta = z.globalRegistry.get(schema);
    if (meta && 'example' in meta) {
      const result = schema.safeParse(meta['example']);
      found.push({
        example: meta['example'],
        where: String(meta.id ?? JSON.stringify(meta['example']).slice(0, 80)),
        issues: (result.error?.issues ?? []).map((issue) => `${issue.path.join('.')}: ${issue.message}`),
      });
    }
    for (const part of parts(schema)) visit(part);
  };
  for (const root of roots) visit(root);
  return found;
}
