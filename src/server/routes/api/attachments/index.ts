import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  Attachment,
  AttachmentLink,
  AttachmentParams,
  AttachmentUploadForm,
} from '../../../../shared/attachments/attachments.contract.ts';
import { ATTACHMENT_MAX_BYTES, ATTACHMENT_TOO_LARGE } from '../../../../shared/attachments/attachments.ts';
import { ChatMessage } from '../../../../shared/chat/chat.contract.ts';
import { refused } from '../../../http/api-error.ts';
import { created, ok } from '../../../http/envelope.ts';
import { uploadLimits } from '../../../http/multipart-upload.ts';
import { readUploadedFile } from '../../../http/read-upload.ts';
import { signedInCalls } from '../../../http/route-options.ts';
import { currentUser } from '../../../plugins/auth.ts';
import { waitBeforeSend } from '../../../realtime/send-limit.ts';
import {
  attachmentLink,
  openAttachment,
  sendAttachment,
  uploadDisputeAttachment,
} from '../../../services/attachments.service.ts';
import { signedFileRoute } from '../signed-file-route.ts';

const call = signedInCalls(['Attachments']);
const FORM = 'A `multipart/form-data` body with one field `file`: PDF, JPEG, PNG or WebP (judged by content), at most 10 MB.';

/** How the upload's refusals name what was sent. */
const ATTACHMENT_REFUSALS = { file: 'attachment', tooLarge: ATTACHMENT_TOO_LARGE } as const;

/**
 * Files in the chat and disputes (src/shared/attachments): the buyer's uploads, a fresh link
 * for a signed-in reader, and the file behind a signed link. The agents' upload is in
 * staff/attachments.ts.
 */
const attachments: FastifyPluginAsyncZod = async (app) => {
  await app.register(multipart, { limits: uploadLimits(ATTACHMENT_MAX_BYTES, 2) });

  app.post(
    '/message/attachments',
    {
      onRequest: app.requireBuyer,
      ...call.upload('Send a file (PDF or image) in your conversation with the agents', AttachmentUploadForm, z.object({}), ChatMessage, FORM),
      // A file is a message: it counts against the same sending allowance.
      preHandler: async (request, reply) => {
        const waitMs = await waitBeforeSend(app.counters, currentUser(request));
        if (waitMs === 0) return;
        reply.header('retry-after', String(Math.ceil(waitMs / 1000)));
        throw refused('sending_too_fast');
      },
    },
    async (request, reply) =>
      created(
        reply,
        await sendAttachment(request.ctx, { readFile: () => readUploadedFile(request, ATTACHMENT_REFUSALS) }),
      ),
  );

  app.post(
    '/dispute/attachments',
    {
      onRequest: app.requireBuyer,
      ...call.upload(
        'Upload a file to attach to a dispute or a reply (send its id in attachmentIds)',
        AttachmentUploadForm,
        z.object({}),
        Attachment,
        FORM,
      ),
    },
    async (request, reply) =>
      created(
        reply,
        await uploadDisputeAttachment(request.ctx, () => readUploadedFile(request, ATTACHMENT_REFUSALS)),
      ),
  );

  app.get(
    '/attachments/:attachmentId/link',
    {
      onRequest: app.requireUser,
      ...call(
        'A fresh signed link to a file of your conversation or disputes (staff: any)',
        { params: AttachmentParams },
        { 200: AttachmentLink },
        [400, 401, 404, 429, 500],
      ),
    },
    async (request) => ok(await attachmentLink(request.ctx, request.params.attachmentId)),
  );

  await app.register(
    signedFileRoute({
      url: '/attachments/:attachmentId',
      summary: 'Open an attachment through its signed link (no bearer token)',
      params: AttachmentParams,
      tag: 'Attachments',
      open: openAttachment,
    }),
  );
};

export default attachments;
