import multipart from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  SCREENING_LIST_MAX_BYTES,
  ScreeningDecisionBody,
  ScreeningListImport,
  ScreeningListUploadForm,
  ScreeningResult,
  ScreeningSubjectParams,
} from '../../../../shared/screening/screening.contract.ts';
import { refused } from '../../../http/api-error.ts';
import { ok } from '../../../http/envelope.ts';
import { uploadRefusal } from '../../../http/multipart-errors.ts';
import { UPLOAD_ERROR_STATUSES, uploadForm, uploadLimits } from '../../../http/multipart-upload.ts';
import { signedInCalls } from '../../../http/route-options.ts';
import { decideScreening, getBuyerScreening, importScreeningList } from '../../../services/screening.service.ts';

const call = signedInCalls(['Staff: screening']);

/** The list file in the form field `file`. */
async function readListFile(request: FastifyRequest) {
  try {
    for await (const part of request.parts()) {
      if (part.type !== 'file') continue;
      if (part.fieldname !== 'file')
        throw refused({ code: 'upload_field_wrong', params: { file: 'document' } }, 'file');
      const bytes = await part.toBuffer();
      if (bytes.length === 0) throw refused('screening_list_missing', 'file');
      return { bytes, fileName: part.filename };
    }
  } catch (error) {
    throw uploadRefusal(error, {
      file: 'document',
      tooLarge: { code: 'screening_list_too_large', params: { max: SCREENING_LIST_MAX_BYTES / 1024 / 1024 } },
    });
  }
  throw refused('screening_list_missing', 'file');
}

/**
 * Sanctions screening (docs/product/screening.md). The subject is a buyer until
 * companies exist: `/staff/screening/subjects/{buyerId}` then becomes
 * `/staff/companies/{id}/screening` with the same body and answer.
 */
const screening: FastifyPluginAsyncZod = async (app) => {
  await app.register(multipart, { limits: uploadLimits(SCREENING_LIST_MAX_BYTES, 2) });
  const manages = { onRequest: app.authorize('screening.manage') };

  app.post(
    '/staff/screening/lists',
    {
      ...manages,
      ...call(
        'Load a sanctions list (UN Security Council Consolidated List XML) and screen every buyer against it',
        {
          ...uploadForm(ScreeningListUploadForm),
          description: 'The same file loaded again (same SHA-256) adds nothing: `created` is false.',
        },
        { 200: ScreeningListImport },
        UPLOAD_ERROR_STATUSES,
      ),
    },
    async (request) =>
      ok(await importScreeningList(request.ctx, await readListFile(request), request.ctx.user?.id ?? null)),
  );

  app.get(
    '/staff/screening/subjects/:id',
    {
      onRequest: app.authorize('buyers.read'),
      ...call(
        'A buyer’s screening: status, the listed name matched, the decision',
        { params: ScreeningSubjectParams },
        {
          200: ScreeningResult,
        },
      ),
    },
    async (request) => ok(await getBuyerScreening(request.ctx, request.params.id)),
  );

  app.post(
    '/staff/screening/subjects/:id',
    {
      ...manages,
      ...call(
        'Clear a screening match (another person) or confirm it (the listed one), with the reason',
        { params: ScreeningSubjectParams, body: ScreeningDecisionBody },
        { 200: ScreeningResult },
        [400, 401, 403, 404, 409, 429, 500],
      ),
    },
    async (request) => ok(await decideScreening(request.ctx, { type: 'buyer', id: request.params.id }, request.body)),
  );
};

export default screening;
