import type { FieldError } from '../../shared/common/envelope.ts';
import { type ErrorCode, issueReason, publishedCode } from '../../shared/i18n/errors.ts';

/** The code of a zod issue that carries no published reason, by the kind of issue. */
const ISSUE_CODES: Record<string, ErrorCode> = {
  too_small: 'value_too_small',
  too_big: 'value_too_large',
  invalid_format: 'value_format',
  unrecognized_keys: 'unknown_field',
};

/** A zod issue as the validators hand it over: a refinement's `params` may carry its reason. */
interface Issue {
  code: string;
  path: readonly PropertyKey[];
  message: string;
  params?: unknown;
}

/** A validation failure's code: the published code of its reason (reasonIssue), else the issue's kind. */
function validationCode(issue: Issue): ErrorCode {
  const reason = issueReason(issue.params);
  return (reason && publishedCode(reason)) ?? ISSUE_CODES[issue.code] ?? 'value_invalid';
}

/** One zod issue as an envelope entry; a path such as ["items", 0, "quantity"] names the field. */
export function issueError(issue: Issue): FieldError {
  const field = issue.path.map(String).join('.');
  const code = validationCode(issue);
  return field ? { field, message: issue.message, code } : { message: issue.message, code };
}

/**
 * A failure of fastify's schema validation: its path ("/body/email"), zod's issue code, and the
 * rest of zod's issue as `params` (fastify-type-provider-zod), where a refinement's own `params` sit.
 */
export function schemaValidationError(issue: {
  keyword: string;
  instancePath: string;
  message?: string;
  params?: Record<string, unknown>;
}): FieldError {
  return issueError({
    code: issue.keyword,
    path: issue.instancePath.replace(/^\//, '').split('/').filter(Boolean),
    message: issue.message ?? 'This value is not valid.',
    params: issue.params?.params,
  });
}
