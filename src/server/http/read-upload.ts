import type { FastifyRequest } from 'fastify';
import { refused } from './api-error.ts';
import { type UploadRefusals, uploadRefusal } from './multipart-errors.ts';

/**
 * The one file of a multipart form sent in the field `file`, read into memory (the parser's
 * limits bound its size), or undefined when the form has no file. The parser's refusals become
 * answers naming the thing sent.
 */
export async function readUploadedFile(request: FastifyRequest, refusals: UploadRefusals) {
  try {
    const part = await request.file();
    if (!part) return undefined;
    if (part.fieldname !== 'file') throw refused({ code: 'upload_field_wrong', params: { file: refusals.file } }, 'file');
    return { buffer: await part.toBuffer(), filename: part.filename };
  } catch (error) {
    throw uploadRefusal(error, refusals);
  }
}
