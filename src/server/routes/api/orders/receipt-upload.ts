import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { OrderParams, PaymentReceipt } from '../../../../shared/orders/orders.contract.ts';
import {
  InstalmentParams,
  InstalmentReceipt,
  InstalmentReceiptForm,
} from '../../../../shared/payments/payments.contract.ts';
import { RECEIPT_MAX_BYTES } from '../../../../shared/orders/payment-proof.ts';
import { ReceiptUploadForm } from '../../../../shared/orders/uploads.contract.ts';
import { created } from '../../../http/envelope.ts';
import { uploadLimits } from '../../../http/multipart-upload.ts';
import { signedInCalls } from '../../../http/route-options.ts';
import { uploadOrderProof, uploadPaymentProof } from '../../../services/payments.service.ts';
import { readProofUpload } from './proof-upload.ts';

const call = signedInCalls(['Orders']);

/**
 * POST /order/image/{orderId}: the payment proof, multipart field `file`. Multipart parsing
 * is registered here only, limited to one file of 10 MB and a few small fields.
 */
const receiptUpload: FastifyPluginAsyncZod = async (app) => {
  await app.register(multipart, { limits: uploadLimits(RECEIPT_MAX_BYTES, 8) });

  app.post(
    '/order/image/:orderId',
    call.upload(
      'Upload the payment proof of an order',
      ReceiptUploadForm,
      OrderParams,
      PaymentReceipt,
      'A `multipart/form-data` body with the proof in `file` (JPEG, PNG, WebP or PDF, judged by content, at most 10 MB), optionally `amount`, `paidOn` and `reference`. It is filed against the first instalment still unpaid.',
    ),
    async (request, reply) => {
      // SPEC's call: the proof goes to the first instalment still unpaid, for what is left of it.
      const receipt = await uploadOrderProof(request.ctx, {
        orderId: request.params.orderId,
        read: () => readProofUpload(request),
      });
      return created(reply, receipt);
    },
  );

  app.post(
    '/order/:orderId/payments/:instalmentId/receipts',
    call.upload(
      'Upload a payment proof of one instalment of your order',
      InstalmentReceiptForm,
      InstalmentParams,
      InstalmentReceipt,
      'A `multipart/form-data` body: the proof in `file` (JPEG, PNG, WebP or PDF, judged by content, at most 10 MB), `amount` (default: what is left to pay on the instalment), `paidOn` (YYYY-MM-DD, default today) and optionally `reference`.',
    ),
    async (request, reply) =>
      created(
        reply,
        await uploadPaymentProof(request.ctx, {
          orderId: request.params.orderId,
          instalmentId: request.params.instalmentId,
          read: () => readProofUpload(request),
        }),
      ),
  );
};

export default receiptUpload;
