import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { OrderParams, PaymentReceipt } from '../../../../shared/orders/orders.contract.ts';
import { fileTooLarge } from '../../../../shared/common/files.ts';
import { RECEIPT_MAX_BYTES } from '../../../../shared/orders/payment-proof.ts';
import { ReceiptUploadForm } from '../../../../shared/orders/uploads.contract.ts';
import { refused } from '../../../http/api-error.ts';
import { created } from '../../../http/envelope.ts';
import { uploadRefusal } from '../../../http/multipart-errors.ts';
import { uploadLimits } from '../../../http/multipart-upload.ts';
import { signedInCalls } from '../../../http/route-options.ts';
import { uploadReceipt } from '../../../services/receipts.service.ts';

const call = signedInCalls(['Orders']);

/**
 * POST /order/image/{orderId}: the payment proof, multipart field `file`. Multipart parsing
 * is registered here only, limited to one file of 10 MB and a few small fields.
 */
const receiptUpload: FastifyPluginAsyncZod = async (app) => {
  await app.register(multipart, { limits: uploadLimits(RECEIPT_MAX_BYTES, 4) });

  app.post(
    '/order/image/:orderId',
    call.upload(
      'Upload the payment proof of an order',
      ReceiptUploadForm,
      OrderParams,
      PaymentReceipt,
      'A `multipart/form-data` body with one field `file`: JPEG, PNG, WebP or PDF (judged by content), at most 10 MB.',
    ),
    async (request, reply) => {
      const receipt = await uploadReceipt(request.ctx, {
        orderId: request.params.orderId,
        async readFile() {
          try {
            const part = await request.file();
            if (!part) return undefined;
            if (part.fieldname !== 'file') {
              throw refused({ code: 'upload_field_wrong', params: { file: 'receipt' } }, 'file');
            }
            return { buffer: await part.toBuffer(), filename: part.filename };
          } catch (error) {
            throw uploadRefusal(error, { file: 'receipt', tooLarge: fileTooLarge(RECEIPT_MAX_BYTES) });
          }
        },
      });
      return created(reply, receipt);
    },
  );
};

export default receiptUpload;
