import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { ApiError, ApiErrors, type FieldError } from '../http/api-error.ts';
import { fail } from '../http/envelope.ts';
import { isMultipartParseError } from '../http/multipart-errors.ts';
import { isUnstorableTextError } from '../http/storable-text.ts';
import { UNSTORABLE_TEXT_MESSAGE } from '../../shared/storable-text.ts';

/** Turns a validation path such as "/body/email" or "/email" into the form field name. */
function fieldOf(instancePath: string): string | undefined {
  const path = instancePath.replace(/^\//, '').split('/').filter(Boolean);
  return path.length > 0 ? path.join('.') : undefined;
}

function validationErrors(error: FastifyError): FieldError[] {
  if (hasZodFastifySchemaValidationErrors(error)) {
    return error.validation.map((issue) => {
      const field = fieldOf(issue.instancePath);
      const message = issue.message ?? 'This value is not valid.';
      return field ? { field, message } : { message };
    });
  }
  return [{ message: error.message }];
}

/**
 * Every failure leaves as the `/api` envelope with a fitting status; unknown errors are
 * logged with the request id and answered with a generic 500 that leaks nothing.
 */
export default fp(
  async function errorsPlugin(app: FastifyInstance) {
    app.setErrorHandler((error: FastifyError, request, reply) => {
      if (error instanceof ApiError) {
        const entry = error.field ? { message: error.message, field: error.field } : { message: error.message };
        return reply.status(error.status).send(fail([entry]));
      }
      if (error instanceof ApiErrors) return reply.status(error.status).send(fail(error.errors));
      if (error.validation) return reply.status(400).send(fail(validationErrors(error)));

      // Safety nets for input no schema saw (multipart fields and bodies): client errors, not ours.
      if (isUnstorableTextError(error)) return reply.status(400).send(fail([{ message: UNSTORABLE_TEXT_MESSAGE }]));
      if (isMultipartParseError(error)) {
        return reply.status(400).send(fail([{ message: 'The upload is cut off or is not valid multipart/form-data.' }]));
      }

      const status = error.statusCode ?? 500;
      if (status >= 500) {
        request.log.error({ err: error }, 'request failed');
        return reply.status(500).send(fail([{ message: 'Something went wrong on our side. Please try again.' }]));
      }
      // Framework and plugin errors (bad JSON, wrong content type, too large, rate limited...).
      const messages: Record<string, string> = {
        FST_ERR_CTP_INVALID_JSON_BODY: 'The request body is not valid JSON.',
        FST_ERR_CTP_EMPTY_JSON_BODY: 'The request body is empty.',
        FST_ERR_CTP_INVALID_MEDIA_TYPE: 'This content type is not supported here.',
        FST_ERR_CTP_BODY_TOO_LARGE: 'The request body is too large.',
        FST_REQ_FILE_TOO_LARGE: 'The file is too large.',
      };
      const message = (error.code && messages[error.code]) ?? error.message;
      return reply.status(status).send(fail([{ message }]));
    });
  },
  { name: 'errors' },
);
