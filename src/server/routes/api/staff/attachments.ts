import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AttachmentUploadForm } from '../../../../shared/attachments/attachments.contract.ts';
import { ATTACHMENT_MAX_BYTES, ATTACHMENT_TOO_LARGE } from '../../../../shared/attachments/attachments.ts';
import { BuyerParams, ChatMessage } from '../../../../shared/chat/chat.contract.ts';
import { created } from '../../../http/envelope.ts';
import { uploadLimits } from '../../../http/multipart-upload.ts';
import { readUploadedFile } from '../../../http/read-upload.ts';
import { signedInCalls } from '../../../http/route-options.ts';
import { sendAttachment } from '../../../services/attachments.service.ts';

const call = signedInCalls(['Staff: inbox']);

/** An agent sends a file (a specification sheet, a certificate) in a buyer's conversation. */
const attachments: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.authorize('inbox.answer'));
  await app.register(multipart, { limits: uploadLimits(ATTACHMENT_MAX_BYTES, 2) });

  app.post(
    '/staff/conversations/:buyerId/attachments',
    call.upload(
      'Send a file (PDF or image) in a buyer’s conversation; the buyer sees it at once',
      AttachmentUploadForm,
      BuyerParams,
      ChatMessage,
      'A `multipart/form-data` body with one field `file`: PDF, JPEG, PNG or WebP (judged by content), at most 10 MB.',
    ),
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
