import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { promisify } from 'node:util';
import { brotliCompress, brotliCompressSync, constants, gzip, gzipSync } from 'node:zlib';
import { Negotiator } from '@fastify/accept-negotiator';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Below this size compression costs more than the bytes it saves (same as the compress plugin). */
const COMPRESS_FROM_BYTES = 1024;

const JSON_TYPE = 'application/json; charset=utf-8';

type Encoding = 'br' | 'gzip';

/**
 * An answer encoded once, in every form a client may ask for, with its validator.
 * Serving one is a buffer copy: no query, no serialisation, no file read, no compression
 * per request.
 */
export interface EncodedAnswer {
  /** Weak: the br, gzip and identity bodies are the same representation (RFC 9110 §8.8.1). */
  etag: string;
  /** Content-Type of the identity body. */
  type: string;
  identity: Buffer;
  /** Absent when the body is too small to be worth compressing. */
  br?: Buffer;
  gzip?: Buffer;
}

const weakTag = (identity: Buffer) => `W/"${createHash('sha256').update(identity).digest('base64url').slice(0, 32)}"`;

const brotliOptions = (size: number, quality: number = constants.BROTLI_MAX_QUALITY) => ({
  params: {
    [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
    [constants.BROTLI_PARAM_QUALITY]: quality,
    [constants.BROTLI_PARAM_SIZE_HINT]: size,
  },
});

/**
 * Serialises and compresses (brotli at its best quality, gzip at 9) off the event loop.
 * Pass the route's success response schema: a pre-encoded body bypasses Fastify's response
 * serialiser, so the schema is applied here instead (nothing it does not declare is sent).
 */
export async function encodeAnswer(payload: unknown, schema: z.ZodType): Promise<EncodedAnswer> {
  return encodeJsonText(JSON.stringify(schema.parse(payload)), 'best');
}

/**
 * JSON text already shaped by its schema (built by the database, for instance), encoded.
 * `best` compresses as small as brotli can (answers encoded once for everyone); `fast`
 * at brotli 5 and gzip 6, some 50 times quicker for a few per cent more bytes (answers
 * encoded again whenever one buyer's data changes). Either way off the event loop.
 */
export const encodeJsonText = (text: string, effort: 'best' | 'fast'): Promise<EncodedAnswer> =>
  encodeText(text, JSON_TYPE, effort);

/** Any text (`type` is its Content-Type), encoded as encodeJsonText does. */
export async function encodeText(text: string, type: string, effort: 'best' | 'fast'): Promise<EncodedAnswer> {
  const identity = Buffer.from(text, 'utf8');
  const etag = weakTag(identity);
  if (identity.length < COMPRESS_FROM_BYTES) return { etag, type, identity };
  const [br, gz] = await Promise.all([
    brotli(identity, brotliOptions(identity.length, effort === 'best' ? constants.BROTLI_MAX_QUALITY : 5)),
    gzipAsync(identity, { level: effort === 'best' ? 9 : 6 }),
  ]);
  return { etag, type, identity, br, gzip: gz };
}

/** Bytes an answer holds in memory, in all its forms. */
export const answerBytes = (answer: EncodedAnswer) =>
  answer.identity.length + (answer.br?.length ?? 0) + (answer.gzip?.length ?? 0);

/**
 * A built file held in memory with its compressed forms: the build's pre-compressed `.br`
 * and `.gz` siblings when it wrote them, else compressed here once (at start-up).
 */
export function encodeFile(path: string, type: string): EncodedAnswer {
  const identity = readFileSync(path);
  const etag = weakTag(identity);
  if (identity.length < COMPRESS_FROM_BYTES) return { etag, type, identity };
  const sibling = (suffix: string, compress: () => Buffer) =>
    existsSync(`${path}${suffix}`) ? readFileSync(`${path}${suffix}`) : compress();
  return {
    etag,
    type,
    identity,
    br: sibling('.br', () => brotliCompressSync(identity, brotliOptions(identity.length))),
    gzip: sibling('.gz', () => gzipSync(identity, { level: 9 })),
  };
}

// Accept-Encoding values repeat across clients; the negotiator memoises each header it has seen.
const encodings = new Negotiator({ supportedValues: ['br', 'gzip'], cache: new Map() });

/** True when an If-None-Match list (or `*`) names this answer, by weak comparison. */
export function notModified(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch.trim() === '*') return true;
  const opaque = etag.replace(/^W\//, '');
  return ifNoneMatch.split(',').some((tag) => tag.trim().replace(/^W\//, '') === opaque);
}

/**
 * Sends a pre-encoded answer: 304 when the client holds it already (for a 200), else the
 * body in the best encoding the client accepts. A Vary the route set already is kept.
 * Routes using it set `compress: false`, so the compression plugin does not look at the
 * body again.
 */
export function sendEncoded(request: FastifyRequest, reply: FastifyReply, answer: EncodedAnswer, cacheControl: string) {
  const vary = reply.getHeader('vary');
  reply
    .header('ETag', answer.etag)
    .header('Vary', vary ? `${String(vary)}, Accept-Encoding` : 'Accept-Encoding')
    .header('Cache-Control', cacheControl);
  if (reply.statusCode === 200 && notModified(request.headers['if-none-match'], answer.etag)) {
    return reply.code(304).send();
  }
  reply.type(answer.type);
  const encoding: Encoding | null =
    answer.br && answer.gzip
      ? (encodings.negotiate(request.headers['accept-encoding'] ?? '') as Encoding | null)
      : null;
  if (encoding === null) return reply.send(answer.identity);
  reply.header('Content-Encoding', encoding);
  return reply.send(encoding === 'br' ? answer.br : answer.gzip);
}
