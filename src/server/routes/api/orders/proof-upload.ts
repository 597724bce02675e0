import type { FastifyRequest } from 'fastify';
import { fileTooLarge } from '../../../../shared/common/files.ts';
import { RECEIPT_MAX_BYTES } from '../../../../shared/orders/payment-proof.ts';
import { refused } from '../../../http/api-error.ts';
import { uploadRefusal } from '../../../http/multipart-errors.ts';
import type { ProofFields } from '../../../services/payments.service.ts';
import type { UploadedFile } from '../../../services/private-files.ts';

const PROOF_FIELDS = new Set(['amount', 'paidOn', 'reference']);

/**
 * Reads a payment proof's parts: the file in `file`, and the text fields `amount`, `paidOn`,
 * `reference` (any of them may be missing; the service says what is required). Any other part
 * is refused.
 */
export async function readProofUpload(
  request: FastifyRequest,
): Promise<{ file: UploadedFile | undefined; fields: ProofFields }> {
  let file: UploadedFile | undefined;
  const fields: Record<string, string> = {};
  try {
    for await (const part of request.parts()) {
      if (part.type === 'field') {
        if (PROOF_FIELDS.has(part.fieldname) && typeof part.value === 'string') fields[part.fieldname] = part.value;
        continue;
      }
      if (part.fieldname !== 'file' || file) {
        throw refused({ code: 'upload_field_wrong', params: { file: 'receipt' } }, 'file');
      }
      file = { buffer: await part.toBuffer(), filename: part.filename };
    }
  } catch (error) {
    throw uploadRefusal(error, { file: 'receipt', tooLarge: fileTooLarge(RECEIPT_MAX_BYTES) });
  }
  return { file, fields };
}
