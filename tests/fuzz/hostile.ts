// Values and request parts a careless or hostile client sends: control characters, NUL,
// lone surrogates, huge and deeply nested values, wrong types, prototype keys, malformed
// paths and bodies, truncated multipart.
import fc from 'fast-check';

/** Deeply nested arrays, built as text: JSON.stringify would overflow its own stack first. */
export const deepArrayJson = (depth: number) => `${'['.repeat(depth)}${']'.repeat(depth)}`;
export const deepObjectJson = (depth: number) => `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;

const CONTROL = [
  ...Array.from({ length: 32 }, (_, i) => String.fromCharCode(i)),
  '\u007f',
  '\u0085',
  '\u2028',
  '\u2029',
];

/** Text that breaks naive handling: NUL, controls, lone surrogates, bidi overrides, escapes. */
export const hostileString: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(
    '\u0000',
    'a\u0000b',
    'Cashew\u0000nuts',
    '\ud800',
    '\udfff',
    'x\ud83d',
    '\ud83dx\ude00',
    '\u202eevil\u202c',
    '\ufeff',
    '\uffff',
    ' ',
    '',
    '   \t\n  ',
    "' OR 1=1 --",
    '"; drop table users; --',
    '../../../../etc/passwd',
    '%00',
    '%E0%A4%A',
    '<script>alert(1)</script>',
    '${7*7}{{7*7}}',
    '__proto__',
    'constructor',
    'NaN',
    'Infinity',
    '-0',
    '1e309',
    '9007199254740993',
    '0x10',
    'null',
    'undefined',
    'true',
    '2026-02-30',
    '0000-00-00T00:00:00Z',
    'not-a-uuid',
    '00000000-0000-0000-0000-000000000000',
  ),
  fc.array(fc.constantFrom(...CONTROL), { minLength: 1, maxLength: 8 }).map((chars) => `x${chars.join('')}y`),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.constantFrom(5_000, 70_000, 300_000).map((n) => 'A'.repeat(n)),
  fc.constantFrom(2_000, 20_000).map((n) => '\u0000'.repeat(n)),
);

/** A number that is valid JSON but out of every sane range. */
export const hostileNumber: fc.Arbitrary<number> = fc.constantFrom(
  -1,
  0,
  -0,
  0.5,
  1e-320,
  1e308,
  -1e308,
  Number.MAX_SAFE_INTEGER + 2,
  -Number.MAX_SAFE_INTEGER - 2,
  2 ** 31,
  2 ** 63,
  123456789.12345679,
);

/** Any kind of wrong value for a field. */
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 5, arbitrary: hostileString },
  { weight: 3, arbitrary: hostileNumber },
  {
    weight: 2,
    arbitrary: fc.constantFrom<unknown>(
      null,
      true,
      false,
      [],
      {},
      [null],
      [[]],
      { $gt: '' },
      { __proto__: { admin: true } },
    ),
  },
  { weight: 1, arbitrary: fc.array(hostileString, { maxLength: 3 }) },
  { weight: 1, arbitrary: fc.dictionary(hostileString, hostileString, { maxKeys: 3 }) },
  { weight: 1, arbitrary: fc.constantFrom(50, 5000).map((n) => Array.from({ length: n }, (_, i) => i)) },
  { weight: 1, arbitrary: fc.constantFrom(10, 200).map((d) => JSON.parse(deepObjectJson(d)) as unknown) },
);

/** Values from `valid` with one of its fields (`keys`) made hostile; any hostile value when it has none. */
export const oneFieldHostile = (valid: fc.Arbitrary<unknown>, keys: string[]): fc.Arbitrary<unknown> =>
  keys.length > 0
    ? fc
        .tuple(valid, fc.constantFrom(...keys), hostileValue)
        .map(([value, key, bad]) => ({ ...(typeof value === 'object' && value ? value : {}), [key]: bad }))
    : hostileValue;

/** A raw JSON request body that is not what any schema wants. */
export const hostileJsonBody: fc.Arbitrary<string | Buffer> = fc.oneof(
  fc.constantFrom<string | Buffer>(
    '',
    ' ',
    '{',
    '{"a":',
    '{"a":1,}',
    '[',
    'null',
    'true',
    '0',
    '"string"',
    '[]',
    '{}',
    '{"__proto__":{"admin":true}}',
    '{"constructor":{"prototype":{"admin":true}}}',
    '{"a":"\\ud800"}',
    '{"a":"\\u0000"}',
    '\u0000',
    '{"a":1}garbage',
    '\ufeff{}',
    Buffer.from([0xff, 0xfe, 0x7b, 0x7d]),
    Buffer.from([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xc3, 0x28, 0x22, 0x7d]),
  ),
  fc.constantFrom(100, 5_000, 100_000).map((depth) => deepArrayJson(depth)),
  fc.constantFrom(100, 5_000, 50_000).map((depth) => deepObjectJson(depth)),
  fc.constantFrom(20_000).map((n) => `{${Array.from({ length: n }, (_, i) => `"k${i}":${i}`).join(',')}}`),
  fc.constant(`{"a":"${'x'.repeat(1_100_000)}"}`),
);

/** Path segments that are malformed, oversized or traversing. */
export const hostileSegment: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(
    '%',
    '%zz',
    '%E0%A4%A',
    '%00',
    '%C0%AE%C0%AE',
    '..',
    '..%2F..%2Fetc%2Fpasswd',
    '%2e%2e',
    '%F0%9F%92%A9',
    '%ED%A0%80',
    'a%0Ab',
    '%20',
    '~',
    'null',
    '-1',
    '0',
    '1e3',
    '00000000-0000-0000-0000-000000000000',
    'ffffffff-ffff-ffff-ffff-ffffffffffff',
    '3fa85f64-5717-4562-b3fc-2c963f66afa6',
  ),
  fc.constantFrom(300, 5_000, 70_000).map((n) => 'a'.repeat(n)),
  fc.string({ maxLength: 20 }).map(encodeURIComponent),
);

/** Query strings that repeat, nest, overflow or mistype parameters. */
export const hostileQuery: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(
    '?page=0',
    '?page=-1',
    '?page=1e9',
    '?page=9999999999999999999',
    '?page=abc',
    '?page=1&page=2',
    '?pageSize=0',
    '?pageSize=101',
    '?pageSize=1000000',
    '?page[]=1',
    '?__proto__[admin]=1',
    '?q=%00',
    '?q=%',
    '?q=%ED%A0%80',
    '?status=NOPE',
    '?status=',
    '?&&&',
    '?=',
  ),
  fc.constantFrom(100, 10_000).map((n) => `?q=${'x'.repeat(n)}`),
  fc.constantFrom(1_000).map((n) => `?${Array.from({ length: n }, (_, i) => `k${i}=${i}`).join('&')}`),
);

const BOUNDARY = '----fuzzboundary7MA4YWxkTrZu0gW';
const PNG = Buffer.from(
  '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d49444154789c6360000002000154a24f5d0000000049454e44ae426082',
  'hex',
);

function part(name: string, body: Buffer | string, filename?: string, type?: string): Buffer {
  const disposition = `Content-Disposition: form-data; name="${name}"${filename === undefined ? '' : `; filename="${filename}"`}`;
  const head = `--${BOUNDARY}\r\n${disposition}\r\n${type ? `Content-Type: ${type}\r\n` : ''}\r\n`;
  return Buffer.concat([Buffer.from(head), Buffer.isBuffer(body) ? body : Buffer.from(body), Buffer.from('\r\n')]);
}
const close = Buffer.from(`--${BOUNDARY}--\r\n`);

export interface RawBody {
  contentType: string;
  body: Buffer;
  label: string;
}

/** Multipart bodies: well-formed with odd parts, and broken in every way a parser meets. */
export const multipartBody = (fields: string[]): fc.Arbitrary<RawBody> => {
  const type = `multipart/form-data; boundary=${BOUNDARY}`;
  const fileField = fields.includes('file') ? 'file' : (fields[0] ?? 'file');
  const fieldsPart = fc
    .array(
      fc.tuple(
        fc.constantFrom(...fields, 'type', 'x', '__proto__'),
        fc.oneof(
          fc.string({ maxLength: 30 }),
          hostileString.filter((s) => s.length < 1000),
        ),
      ),
      {
        maxLength: 3,
      },
    )
    .map((pairs) => pairs.map(([name, value]) => part(name, value)));
  return fc.oneof(
    fieldsPart.map((parts) => ({
      contentType: type,
      body: Buffer.concat([...parts, part(fileField, PNG, 'proof.png', 'image/png'), close]),
      label: 'multipart: fields and a PNG',
    })),
    fc.constantFrom(
      {
        contentType: type,
        body: part(fileField, PNG, 'proof.png', 'image/png'),
        label: 'multipart: no closing boundary',
      },
      {
        contentType: type,
        body: Buffer.concat([part(fileField, PNG, 'proof.png', 'image/png')]).subarray(0, 60),
        label: 'multipart: cut inside the headers',
      },
      { contentType: type, body: Buffer.from(`--${BOUNDARY}\r\n`), label: 'multipart: a boundary and nothing' },
      { contentType: type, body: Buffer.alloc(0), label: 'multipart: empty body' },
      {
        contentType: 'multipart/form-data',
        body: Buffer.concat([part(fileField, PNG, 'a.png'), close]),
        label: 'multipart: no boundary parameter',
      },
      {
        contentType: 'multipart/form-data; boundary=other',
        body: Buffer.concat([part(fileField, PNG, 'a.png'), close]),
        label: 'multipart: wrong boundary',
      },
      {
        contentType: type,
        body: Buffer.concat([part(fileField, 'not really a png', '../../etc/passwd\u0000.png', 'image/png'), close]),
        label: 'multipart: traversing file name, fake content',
      },
      {
        contentType: type,
        body: Buffer.concat([part(fileField, Buffer.alloc(0), 'empty.pdf', 'application/pdf'), close]),
        label: 'multipart: empty file',
      },
      {
        contentType: type,
        body: Buffer.concat([...Array.from({ length: 300 }, (_, i) => part(`f${i}`, 'x')), close]),
        label: 'multipart: 300 fields',
      },
      {
        contentType: type,
        body: Buffer.concat([
          part(fileField, PNG, 'a.png', 'image/png'),
          part(fileField, PNG, 'b.png', 'image/png'),
          close,
        ]),
        label: 'multipart: two files',
      },
      {
        contentType: type,
        body: Buffer.concat([part(fileField, Buffer.alloc(11 * 1024 * 1024, 1), 'big.png', 'image/png'), close]),
        label: 'multipart: 11 MB file',
      },
    ),
  );
};
