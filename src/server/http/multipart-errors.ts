import type { Reason, UploadedThing } from '../../shared/i18n/errors.ts';
import { refused } from './api-error.ts';

/**
 * True for an error raised by the multipart parser (busboy) on a malformed body: no closing
 * boundary, a part cut inside its headers, a body that ends early. These are plain Errors
 * without a status, so they are told apart by where they were thrown.
 */
export function isMultipartParseError(error: unknown): boolean {
  if (!(error instanceof Error) || 'statusCode' in error) return false;
  return /[\\/]@fastify[\\/]busboy[\\/]/.test(error.stack ?? '');
}

const errorCode = (error: unknown) => (error as { code?: unknown } | null)?.code;

/** How an upload names its refusals: each form speaks of its own file ("the picture"). */
export interface UploadRefusals {
  /** The thing sent, as the messages name it. */
  file: UploadedThing;
  /** Why a file over the size limit is refused (it names the limit). */
  tooLarge: Reason;
}

/**
 * The error to throw for a failure while reading an upload's parts: the multipart plugin's
 * refusals (file too large, a second file, not multipart at all) become answers on the `file`
 * field; anything else is returned as it came, for the error handler.
 */
export function uploadRefusal(error: unknown, { file, tooLarge }: UploadRefusals): unknown {
  const code = errorCode(error);
  if (code === 'FST_REQ_FILE_TOO_LARGE') return refused(tooLarge, 'file');
  if (code === 'FST_FILES_LIMIT') return refused({ code: 'upload_one_at_a_time', params: { file } }, 'file');
  if (code === 'FST_INVALID_MULTIPART_CONTENT_TYPE') {
    return refused({ code: 'upload_not_multipart', params: { file } }, 'file');
  }
  return error;
}
