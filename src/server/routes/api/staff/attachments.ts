import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { Attachment, AttachmentUploadForm } from '../../../../shared/attachments/attachments.contract.ts';
import { DisputeIdParams } from '../../../../shared/disputes/disputes.ts';
import { ATTACHMENT_MAX_BYTES, ATTACHMENT_TOO_LARGE } from '../../../../shared/attachments/attachments.ts';
import { BuyerParams, ChatMessage } from '../../../../shared/chat/chat.contract.ts';
import { created } from '../../../http/envelope.ts';
import { uploadLimits } from '../../../http/multipart-upload.ts';
import { readUploadedFile } from '../../../http/read-upload.ts';
import { signedInCalls } from '../../../http/route-options.ts';
import { sendAttachment, uploadStaffDisputeAttachment } from '../../../services/attachments.service.ts';

const call = signedInCalls(['Staff: inbox']);
const disputeCall = signedInCalls(['Staff: disputes']);
const FORM = 'A `multipart/form-data` body with one field `file`: PDF, JPEG, PNG or WebP (judged by content), at most 10 MB.';

/**
 * An agent sends a file (a specification sheet, a certificate) in a buyer's conversation, or
 * uploads one to send with a reply to a dispute.
 */
const attachments: FastifyPluginAsyncZod = async (app) => {
  await app.register(multipart, { limits: uploadLimits(ATTACHMENT_MAX_BYTES, 2) });

  app.post(
    '/staff/disputes/:id/attachments',
    {
      onRequest: app.authorize('disputes.manage'),
      ...disputeCall.upload(
        'Upload a file to send with a reply to this dispute (send its id in attachmentIds)',
        AttachmentUploadForm,
        DisputeIdParams,
        Attachment,
        FORM,
      ),
    },
    async (request, reply) =>
      created(
        reply,
        await uploadStaffDisputeAttachment(request.ctx, {
          disputeId: request.params.id,
          readFile: () => readUploadedFile(request, { file: 'attachment', tooLarge: ATTACHMENT_TOO_LARGE }),
        }),
      ),
  );

  app.post(
    '/staff/conversations/:buyerId/attachments',
    {
      onRequest: app.authorize('inbox.answer'),
      ...call.upload(
        'Send a file (PDF or image) in a buyer’s conversation; the buyer sees it at once',
        AttachmentUploadForm,
        BuyerParams,
        ChatMessage,
        FORM,
      ),
    },
    async (request, reply) =>
      created(
        reply,
        await sendAttachment(request.ctx, {
          buyerId: request.params.buyerId,
          readFile: () => readUploadedFile(request, { file: 'attachment', tooLarge: ATTACHMENT_TOO_LARGE }),
        }),
      ),
  );
};

export default attachments;
