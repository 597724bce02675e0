import type { FastifyReply } from 'fastify';
import type { Readable } from 'node:stream';

// The file is shown as is: no scripts, no framing, no MIME sniffing. PDFs need object-src
// for the browser's built-in viewer.
const PRIVATE_FILE_CSP =
  "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; object-src 'self'; frame-ancestors 'none'";

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
    .header('Cache-Control', 'private, no-store')
    .header('Content-Security-Policy', PRIVATE_FILE_CSP)
    .send(file.stream);
}
