import type { FieldError } from '../../shared/common/envelope.ts';
import { errorCodeOfMessage, type ErrorCode } from '../../shared/i18n/errors.ts';

/** The code of a zod issue whose message is not in the catalogue, by the kind of issue. */
const ISSUE_CODES: Record<string, ErrorCode> = {
  too_small: 'value_too_small',
  too_big: 'value_too_large',
  invalid_format: 'value_format',
  unrecognized_keys: 'unknown_field',
};

/** A validation failure's code: the catalogued one of its message, else the issue's kind. */
const validationCode = (message: string, kind: string): ErrorCode =>
  errorCodeOfMessage(message) ?? ISSUE_CODES[kind] ?? 'value_invalid';

/** One zod issue as an envelope entry; a path such as ["items", 0, "quantity"] names the field. */
export function issueError(issue: { code: string; path: readonly PropertyKey[]; message: string }): FieldError {
  const field = issue.path.map(String).join('.');
  const code = validationCode(issue.message, issue.code);
  return field ? { field, message: issue.message, code } : { message: issue.message, code };
}

/** A failure of fastify's schema validation: its path ("/body/email") and zod's issue code. */
export function schemaValidationError(issue: { keyword: string; instancePath: string; message?: string }): FieldError {
  const message = issue.message ?? 'This value is not valid.';
  return issueError({
    code: issue.keyword,
    path: issue.instancePath.replace(/^\//, '').split('/').filter(Boolean),
    message,
  });
}
