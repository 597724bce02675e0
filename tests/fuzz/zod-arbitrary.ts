// fast-check arbitraries of values a zod 4 schema accepts (zod-fast-check supports zod 3
// only). It reads the schema's definition (`_zod.def`): type, checks (lengths, bounds,
// formats, patterns), object shapes, unions, pipes. Values are the schema's *input*, so a
// pipe is generated from its input side and a preprocess from its output side.
import fc from 'fast-check';
import type { z } from 'zod';

interface Def {
  type: string;
  [key: string]: unknown;
}
interface CheckDef {
  check: string;
  minimum?: number;
  maximum?: number;
  length?: number;
  value?: number;
  inclusive?: boolean;
  format?: string;
  pattern?: RegExp;
}

const defOf = (schema: unknown): Def => (schema as { _zod: { def: Def } })._zod.def;
const checksOf = (def: Def): CheckDef[] =>
  ((def['checks'] as { _zod: { def: CheckDef } }[] | undefined) ?? []).map((check) => check._zod.def);

/** Any JSON value, for `unknown`, `any` and parts the mapper cannot read. */
export const anyJson = (): fc.Arbitrary<unknown> => fc.jsonValue({ maxDepth: 3 }) as fc.Arbitrary<unknown>;

function lengthBounds(checks: CheckDef[], defaultMax: number) {
  let minLength = 0;
  let maxLength = defaultMax;
  for (const check of checks) {
    if (check.check === 'min_length' && check.minimum !== undefined) minLength = Math.max(minLength, check.minimum);
    if (check.check === 'max_length' && check.maximum !== undefined) maxLength = Math.min(maxLength, check.maximum);
    if (check.check === 'length_equals' && check.length !== undefined) minLength = maxLength = check.length;
  }
  return { minLength, maxLength: Math.max(minLength, maxLength) };
}

const FORMATS: Record<string, () => fc.Arbitrary<string>> = {
  uuid: () => fc.uuid({ version: 4 }),
  guid: () => fc.uuid(),
  email: () => fc.emailAddress(),
  url: () => fc.webUrl(),
  datetime: () =>
    fc
      .date({ noInvalidDate: true, min: new Date('2000-01-01'), max: new Date('2100-01-01') })
      .map((d) => d.toISOString()),
  date: () =>
    fc
      .date({ noInvalidDate: true, min: new Date('2000-01-01'), max: new Date('2100-01-01') })
      .map((d) => d.toISOString().slice(0, 10)),
  ipv4: () => fc.ipV4(),
  ipv6: () => fc.ipV6(),
};

function stringArbitrary(def: Def): fc.Arbitrary<string> {
  const checks = checksOf(def);
  const format = (def['format'] as string | undefined) ?? checks.find((c) => c.check === 'string_format')?.format;
  if (format && FORMATS[format]) return FORMATS[format]();
  const pattern = (def['pattern'] as RegExp | undefined) ?? checks.find((c) => c.pattern)?.pattern;
  const { minLength, maxLength } = lengthBounds(checks, 200);
  if (pattern) {
    return fc.stringMatching(pattern).filter((value) => value.length >= minLength && value.length <= maxLength);
  }
  // Mostly printable text; full Unicode now and then (the validators must take both).
  return fc
    .oneof(
      { weight: 4, arbitrary: fc.string({ minLength, maxLength: Math.min(maxLength, minLength + 60) }) },
      {
        weight: 1,
        arbitrary: fc.string({ unit: 'grapheme', minLength, maxLength: Math.min(maxLength, minLength + 30) }),
      },
    )
    .filter((value) => value.trim().length >= Math.min(minLength, 1) || minLength === 0);
}

function numberArbitrary(def: Def): fc.Arbitrary<number> {
  const checks = checksOf(def);
  const integer =
    def['format'] === 'safeint' ||
    def['format'] === 'int32' ||
    checks.some((c) => c.check === 'number_format' && (c.format === 'safeint' || c.format === 'int32'));
  let min = integer ? -1_000_000 : -1e9;
  let max = integer ? 1_000_000 : 1e9;
  let minExcluded = false;
  let maxExcluded = false;
  for (const check of checks) {
    if (check.check === 'greater_than' && check.value !== undefined && check.value >= min) {
      min = check.value;
      minExcluded = !check.inclusive;
    }
    if (check.check === 'less_than' && check.value !== undefined && check.value <= max) {
      max = check.value;
      maxExcluded = !check.inclusive;
    }
  }
  const step = checks.find((c) => c.check === 'multiple_of')?.value;
  if (integer) {
    const lo = Math.ceil(minExcluded ? min + 1 : min);
    const hi = Math.floor(maxExcluded ? max - 1 : max);
    return fc.integer({ min: lo, max: Math.max(lo, hi) });
  }
  const value = fc.double({ min, max, noNaN: true, noDefaultInfinity: true, minExcluded, maxExcluded });
  return step ? value.map((v) => Math.round(v / step) * step).filter((v) => v >= min && v <= max) : value;
}

/** An arbitrary of inputs the schema accepts (mostly: refinements are not read). */
export function arbitraryOf(schema: z.ZodType | unknown, depth = 0): fc.Arbitrary<unknown> {
  if (!schema || typeof schema !== 'object' || !('_zod' in schema)) return anyJson();
  const def = defOf(schema);
  const inner = (key: string) => arbitraryOf(def[key], depth + 1);
  switch (def.type) {
    case 'string':
      return stringArbitrary(def);
    case 'number': {
      const numbers = numberArbitrary(def);
      // z.coerce.number() reads query strings: send the digits as text too.
      return def['coerce'] ? fc.oneof(numbers, numbers.map(String)) : numbers;
    }
    case 'bigint':
      return fc.bigInt({ min: -(2n ** 40n), max: 2n ** 40n }).map(String);
    case 'boolean':
      return def['coerce'] ? fc.constantFrom('true', 'false', true, false) : fc.boolean();
    case 'date':
      return fc.date({ noInvalidDate: true }).map((d) => d.toISOString());
    case 'null':
      return fc.constant(null);
    case 'undefined':
    case 'void':
      return fc.constant(undefined);
    case 'literal':
      return fc.constantFrom(...(def['values'] as unknown[]));
    case 'enum':
      return fc.constantFrom(...Object.values(def['entries'] as Record<string, unknown>));
    case 'optional':
      return fc.option(inner('innerType'), { nil: undefined, freq: 3 });
    case 'nullable':
      return fc.option(inner('innerType'), { nil: null, freq: 4 });
    case 'default':
    case 'prefault':
      return fc.option(inner('innerType'), { nil: undefined, freq: 3 });
    case 'catch':
    case 'readonly':
    case 'nonoptional':
    case 'success':
      return inner('innerType');
    case 'lazy':
      return depth > 4 ? fc.constant(null) : arbitraryOf((def['getter'] as () => unknown)(), depth + 1);
    case 'pipe': {
      // preprocess = pipe(transform, schema): the transform takes anything, so aim at the schema.
      const input = defOf(def['in']);
      return input.type === 'transform' ? inner('out') : inner('in');
    }
    case 'array': {
      const { minLength, maxLength } = lengthBounds(checksOf(def), 5);
      return fc.array(inner('element'), { minLength, maxLength });
    }
    case 'tuple':
      return fc.tuple(...((def['items'] as unknown[]) ?? []).map((item) => arbitraryOf(item, depth + 1)));
    case 'set':
      return fc.array(inner('valueType'), { maxLength: 5 });
    case 'record':
    case 'map':
      return fc.dictionary(arbitraryOf(def['keyType'], depth + 1).map(String), inner('valueType'), { maxKeys: 5 });
    case 'object': {
      const shape = def['shape'] as Record<string, unknown>;
      const required: string[] = [];
      const model: Record<string, fc.Arbitrary<unknown>> = {};
      for (const [key, value] of Object.entries(shape)) {
        model[key] = arbitraryOf(value, depth + 1);
        const optional = ['optional', 'default', 'prefault'].includes(defOf(value).type);
        if (!optional) required.push(key);
      }
      return fc.record(model, { requiredKeys: required });
    }
    case 'union':
      return fc.oneof(...((def['options'] as unknown[]) ?? []).map((option) => arbitraryOf(option, depth + 1)));
    case 'intersection':
      return fc
        .tuple(inner('left'), inner('right'))
        .map(([left, right]) =>
          typeof left === 'object' && left && typeof right === 'object' && right ? { ...left, ...right } : left,
        );
    case 'template_literal':
    case 'file':
    case 'custom':
    case 'transform':
    case 'any':
    case 'unknown':
    default:
      return anyJson();
  }
}

/** The object keys of a schema (through wrappers and pipes), for targeted corruption. */
export function objectKeys(schema: unknown): string[] {
  if (!schema || typeof schema !== 'object' || !('_zod' in schema)) return [];
  const def = defOf(schema);
  switch (def.type) {
    case 'object':
      return Object.keys(def['shape'] as object);
    case 'pipe':
      return [...objectKeys(def['in']), ...objectKeys(def['out'])];
    case 'optional':
    case 'nullable':
    case 'default':
    case 'readonly':
      return objectKeys(def['innerType']);
    case 'union':
      return [...new Set(((def['options'] as unknown[]) ?? []).flatMap(objectKeys))];
    default:
      return [];
  }
}
