import type { FastifyMultipartOptions } from '@fastify/multipart';
import type { z } from 'zod';
import type { ErrorStatus } from './responses.ts';

declare module 'fastify' {
  interface FastifySchema {
    /**
     * The multipart/form-data form an upload route reads, for the API reference only: the
     * parts are streamed by the handler, so there is no parsed body for Fastify to validate.
     */
    multipartBody?: z.ZodObject;
  }
}

/** The schema members of an upload route: it consumes multipart/form-data, shaped as `form` (src/shared/orders/uploads.contract.ts). */
export const uploadForm = (form: z.ZodObject) => ({ consumes: ['multipart/form-data'], multipartBody: form });

/** The failures of an upload: those of any call, and a file too large (413) or of a type not taken (415). */
export const UPLOAD_ERROR_STATUSES: readonly ErrorStatus[] = [400, 401, 403, 404, 409, 413, 415, 429, 500];

/** The multipart parser's limits for a form of one file of at most `maxBytes` and at most `fields` small text fields. */
export const uploadLimits = (maxBytes: number, fields: number): NonNullable<FastifyMultipartOptions['limits']> => ({
  fileSize: maxBytes,
  files: 1,
  fields,
  parts: fields + 1,
  fieldSize: 1024,
  headerPairs: 50,
});
