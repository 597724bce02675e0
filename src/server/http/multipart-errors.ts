/**
 * True for an error raised by the multipart parser (busboy) on a malformed body: no closing
 * boundary, a part cut inside its headers, a body that ends early. These are plain Errors
 * without a status, so they are told apart by where they were thrown.
 */
export function isMultipartParseError(error: unknown): boolean {
  if (!(error instanceof Error) || 'statusCode' in error) return false;
  return /[\\/]@fastify[\\/]busboy[\\/]/.test(error.stack ?? '');
}
