import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { Negotiator } from '@fastify/accept-negotiator';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Below this size compression costs more than the bytes it saves (same as the compress plugin). */
const COMPRESS_FROM_BYTES = 1024;

type Encoding = 'br' | 'gzip';

/**
 * A JSON answer encoded once, in every form a client may ask for, with its validator.
 * Serving one is a buffer copy: no query, no JSON serialisation, no compression per request.
 */
export interface EncodedAnswer {
  /** Weak: the br, gzip and identity bodies are the same representation (RFC 9110 §8.8.1). */
  etag: string;
  identity: Buffer;
  /** Absent when the body is too small to be worth compressing. */
  br?: Buffer;
  gzip?: Buffer;
}

/**
 * Serialises and compresses (brotli at its best quality, gzip at 9) off the event loop.
 * Pass the route's success response schema: a pre-encoded body bypasses Fastify's response
 * serialiser, so the schema is applied here instead (nothing it does not declare is sent).
 */
export async function encodeAnswer(payload: unknown, schema: z.ZodType): Promise<EncodedAnswer> {
  const identity = Buffer.from(JSON.stringify(schema.parse(payload)), 'utf8');
  const etag = `W/"${createHash('sha256').update(identity).digest('base64url').slice(0, 32)}"`;
  if (identity.length < COMPRESS_FROM_BYTES) return { etag, identity };
  const [br, gz] = await Promise.all([
    brotli(identity, {
      params: {
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: identity.length,
      },
    }),
    gzipAsync(identity, { level: 9 }),
  ]);
  return { etag, identity, br, gzip: gz };
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
 * Sends a pre-encoded answer: 304 when the client holds it already, else the body in the
 * best encoding the client accepts. Routes using it set `compress: false`, so the
 * compression plugin does not look at the body again.
 */
export function sendEncoded(request: FastifyRequest, reply: FastifyReply, answer: EncodedAnswer, cacheControl: string) {
  reply.header('ETag', answer.etag).header('Vary', 'Accept-Encoding').header('Cache-Control', cacheControl);
  if (notModified(request.headers['if-none-match'], answer.etag)) return reply.code(304).send();
  reply.type('application/json; charset=utf-8');
  const encoding: Encoding | null =
    answer.br && answer.gzip
      ? (encodings.negotiate(request.headers['accept-encoding'] ?? '') as Encoding | null)
      : null;
  if (encoding === null) return reply.send(answer.identity);
  reply.header('Content-Encoding', encoding);
  return reply.send(encoding === 'br' ? answer.br : answer.gzip);
}
