import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { ApiError, ApiErrors, type FieldError, refused } from '../http/api-error.ts';
import { fail } from '../http/envelope.ts';
import { isMultipartParseError } from '../http/multipart-errors.ts';
import { isUnstorableTextError } from '../http/storable-text.ts';
import { schemaValidationError } from '../http/validation-errors.ts';
import type { Reason } from '../../shared/i18n/errors.ts';

function validationErrors(error: FastifyError): FieldError[] {
  if (hasZodFastifySchemaValidationErrors(error)) return error.validation.map(schemaValidationError);
  return [{ message: error.message, code: 'value_invalid' }];
}

/** Framework and plugin errors (bad JSON, wrong content type, too large...), by Fastify's code. */
const FRAMEWORK_ERRORS: Record<string, Reason> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'invalid_json',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'empty_body',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'media_type_refused',
  FST_ERR_CTP_BODY_TOO_LARGE: 'body_too_large',
  FST_REQ_FILE_TOO_LARGE: 'file_too_large',
};

/**
 * Every failure leaves as the `/api` envelope with a fitting status and a stable code;
 * unknown errors are logged with the request id and answered with a generic 500 that leaks
 * nothing.
 */
export default fp(
  async function errorsPlugin(app: FastifyInstance) {
    app.setErrorHandler((error: FastifyError, request, reply) => {
      if (error instanceof ApiError) return reply.status(error.status).send(fail(error.status, [error.entry]));
      if (error instanceof ApiErrors) return reply.status(error.status).send(fail(error.status, error.errors));
      if (error.validation) return reply.status(400).send(fail(400, validationErrors(error)));

      // Safety nets for input no schema saw (multipart fields and bodies): client errors, not ours.
      if (isUnstorableTextError(error)) return reply.status(400).send(fail(400, [refused('text_unstorable').entry]));
      if (isMultipartParseError(error)) return reply.status(400).send(fail(400, [refused('upload_cut_off').entry]));

      const status = error.statusCode ?? 500;
      if (status >= 500) {
        request.log.error({ err: error }, 'request failed');
        return reply.status(500).send(fail(500, [refused('server_error').entry]));
      }
      const reason = error.code ? FRAMEWORK_ERRORS[error.code] : undefined;
      const entry = reason ? refused(reason).entry : { message: error.message };
      return reply.status(status).send(fail(status, [entry]));
    });
  },
  { name: 'errors' },
);
