import type { FastifyReply } from 'fastify';
import type { Readable } from 'node:stream';
import { z } from 'zod';
import { PDF_AND_IMAGE_TYPES } from '../../../shared/common/files.ts';
import { errorReplies } from '../../http/responses.ts';
import { PRIVATE_ANSWER } from '../../plugins/auth.ts';

// The file is shown as is: no scripts, no framing, no MIME sniffing. PDFs need object-src
// for the browser's built-in viewer.
const PRIVATE_FILE_CSP =
  "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; object-src 'self'; frame-ancestors 'none'";

/** `schema.response` of a signed file link: the file itself, in its own type, not the envelope. */
export const privateFileReplies = {
  200: {
    description: 'The PDF or image, shown inline.',
    content: Object.fromEntries(
      PDF_AND_IMAGE_TYPES.map((type) => [type, { schema: z.any().meta({ type: 'string', format: 'binary' }) }]),
    ),
  },
  ...errorReplies([400, 403, 404, 429, 500]),
};

/** Sends a receipt or order document opened through a signed link, inline and uncached. */
export function sendPrivateFile(
  reply: FastifyReply,
  file: { stream: Readable; size: number; mimeType: string; fileName: string },
) {
  return reply
    .header('Content-Type', file.mimeType)
    .header('Content-Length', file.size)
    .header('Content-Disposition', `inline; filename="${file.fileName}"`)
    .header('X-Content-Type-Options', 'nosniff')
    .header('Cache-Control', PRIVATE_ANSWER)
    .header('Content-Security-Policy', PRIVATE_FILE_CSP)
    .send(file.stream);
}
