import { createReadStream } from 'node:fs';
import multipart from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ContentPreview,
  ContentPreviewQuery,
  ContentVersion,
  ContentVersionDetail,
  ContentVersionParams,
  ContentVersionsQuery,
  PublishAnswer,
  PublishBody,
} from '../../../../shared/content/content.contract.ts';
import {
  ContentChanges,
  ContentFile,
  ContentFileParams,
  ContentFileSummary,
  CONTENT_IMAGE_MAX_BYTES,
  ContentImageUploadForm,
  SaveContentFile,
  UploadedImage,
  UploadedImageParams,
  UploadedImageQuery,
} from '../../../../shared/content/content-files.contract.ts';
import { EmptyBody } from '../../../../shared/staff/staff.contract.ts';
import { z } from 'zod';
import { refused } from '../../../http/api-error.ts';
import { pictureTooLarge } from '../../../../shared/common/files.ts';
import { created, ok } from '../../../http/envelope.ts';
import { uploadRefusal } from '../../../http/multipart-errors.ts';
import { UPLOAD_ERROR_STATUSES, uploadForm, uploadLimits } from '../../../http/multipart-upload.ts';
import { storeContentImage, uploadedImageFile } from '../../../services/content/content-images.ts';
import { errorReplies } from '../../../http/responses.ts';
import { signedInCalls } from '../../../http/route-options.ts';
import { PRIVATE_ANSWER } from '../../../plugins/auth.ts';

const call = signedInCalls(['Staff: content']);

/** `schema.response` of an editor's picture: the WebP file itself, not the envelope. */
const contentImageReplies = {
  200: {
    description: 'The WebP picture: its narrowest copy at least `width` wide, else the picture itself.',
    content: { 'image/webp': { schema: z.any().meta({ type: 'string', format: 'binary' }) } },
  },
  ...errorReplies([400, 401, 403, 404, 429, 500]),
};

/** The multipart upload: the picture in `file`, its alt text in `alt`, `decorative` true or false. */
async function readUpload(request: FastifyRequest) {
  let bytes: Buffer | undefined;
  let name = '';
  const fields: Record<string, string> = {};
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        if (part.fieldname !== 'file')
          throw refused({ code: 'upload_field_wrong', params: { file: 'picture' } }, 'file');
        name = part.filename;
        bytes = await part.toBuffer();
      } else fields[part.fieldname] = String(part.value);
    }
  } catch (error) {
    throw uploadRefusal(error, { file: 'picture', tooLarge: pictureTooLarge(CONTENT_IMAGE_MAX_BYTES) });
  }
  if (!bytes || bytes.length === 0) throw refused('picture_missing', 'file');
  const alt = fields['alt'] ?? '';
  if (alt.length > 300) throw refused({ code: 'content_picture_alt_too_long', params: { max: 300 } }, 'alt');
  return { bytes, name, alt, decorative: fields['decorative'] === 'true' };
}

/**
 * Publishing the public site (../shared/ARCHITECTURE.md "Content publishing"): editors and
 * admins with two-step verification on (`content.edit`).
 */
const content: FastifyPluginAsyncZod = async (app) => {
  await app.register(multipart, { limits: uploadLimits(CONTENT_IMAGE_MAX_BYTES, 2) });

  app.post(
    '/staff/content/images',
    {
      onRequest: app.authorize('content.edit'),
      ...call(
        'Upload a picture for the site: checked by content (never SVG), resized, stored in the content folder',
        uploadForm(ContentImageUploadForm),
        { 201: UploadedImage },
        UPLOAD_ERROR_STATUSES,
      ),
    },
    async (request, reply) => created(reply, await storeContentImage(app.env.CONTENT_DIR, await readUpload(request))),
  );

  app.get(
    '/staff/content/images/:name',
    {
      onRequest: app.authorize('content.edit'),
      ...call.file(
        "An editor's picture for the console's thumbnail, published or not (never to the public before it is)",
        { params: UploadedImageParams, querystring: UploadedImageQuery },
        contentImageReplies,
      ),
    },
    async (request, reply) => {
      const file = uploadedImageFile(app.env.CONTENT_DIR, request.params.name, request.query.width);
      return reply
        .header('Content-Type', 'image/webp')
        .header('Cache-Control', PRIVATE_ANSWER)
        .header('X-Content-Type-Options', 'nosniff')
        .send(createReadStream(file));
    },
  );

  app.get(
    '/staff/content/files',
    {
      onRequest: app.authorize('content.edit'),
      ...call(
        'The files editors change, marked when changed since the live version',
        {},
        { 200: z.array(ContentFileSummary) },
      ),
    },
    async () => ok(await app.content.files()),
  );

  app.get(
    '/staff/content/files/*',
    {
      onRequest: app.authorize('content.edit'),
      ...call('One content file as form data, with its revision', { params: ContentFileParams }, { 200: ContentFile }),
    },
    async (request) => ok(app.content.read(request.params['*'])),
  );

  app.put(
    '/staff/content/files/*',
    {
      onRequest: app.authorize('content.edit'),
      ...call(
        "Save a content file: checked field by field by the build's schemas; 409 when someone saved it since you opened it",
        { params: ContentFileParams, body: SaveContentFile },
        { 200: ContentFile },
      ),
    },
    async (request) => ok(await app.content.save(request.params['*'], request.body)),
  );

  app.get(
    '/staff/content/changes',
    {
      onRequest: app.authorize('content.edit'),
      ...call(
        'What the next publish carries: changed files, pages, diff, French left behind',
        {},
        { 200: ContentChanges },
      ),
    },
    async () => ok(await app.content.changes()),
  );

  app.post(
    '/staff/content/publish',
    {
      onRequest: app.authorize('content.edit'),
      ...call(
        'Publish the saved content: built in the background, then served by every process',
        { body: PublishBody },
        { 202: PublishAnswer },
      ),
    },
    async (request, reply) => reply.status(202).send(ok(await app.content.publish(request.ctx, request.body))),
  );

  app.get(
    '/staff/content/versions',
    {
      onRequest: app.authorize('content.edit'),
      ...call.list('Every publish, newest first', ContentVersionsQuery, ContentVersion),
    },
    async (request) => ok(await app.content.versions(request.query)),
  );

  app.get(
    '/staff/content/versions/:id',
    {
      onRequest: app.authorize('content.edit'),
      ...call('One publish with its diff', { params: ContentVersionParams }, { 200: ContentVersionDetail }),
    },
    async (request) => ok(await app.content.version(request.params.id)),
  );

  app.get(
    '/staff/content/versions/:id/preview',
    {
      onRequest: app.authorize('content.edit'),
      ...call(
        "One page of a version's build, as it was published",
        { params: ContentVersionParams, querystring: ContentPreviewQuery },
        { 200: ContentPreview },
      ),
    },
    async (request) => ok(await app.content.preview(request.params.id, request.query.page)),
  );

  app.post(
    '/staff/content/versions/:id/rollback',
    {
      onRequest: app.authorize('content.edit'),
      ...call(
        'Bring back an earlier version: a new publish carrying its content',
        { params: ContentVersionParams, body: EmptyBody },
        { 202: PublishAnswer },
      ),
    },
    async (request, reply) => reply.status(202).send(ok(await app.content.rollback(request.ctx, request.params))),
  );
};

export default content;
