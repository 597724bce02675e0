import type { FieldError } from '../../shared/common/envelope.ts';
import { envelopeCode, errorText, type ErrorCode, type Reason, type Refusal, reasonStatus } from '../../shared/i18n/errors.ts';

/**
 * A failure the client caused or may act on, rendered as the `/api` failure envelope. It is made
 * from a reason (src/shared/i18n/errors.ts) with `refused`: its status, English message and code
 * are all looked up by the reason's code, never the other way round.
 */
export class ApiError extends Error {
  readonly status: number;
  readonly field: string | undefined;
  readonly code: ErrorCode | undefined;

  constructor(status: number, message: string, field?: string, code?: ErrorCode) {
    super(message);
    this.status = status;
    this.field = field;
    this.code = code;
  }

  /** This failure as an entry of the envelope. */
  get entry(): FieldError {
    return {
      message: this.message,
      ...(this.field ? { field: this.field } : {}),
      ...(this.code ? { code: this.code } : {}),
    };
  }
}

export type { FieldError } from '../../shared/common/envelope.ts';

/** Several field errors at once, e.g. from the rules of a form that zod alone cannot express. */
export class ApiErrors extends Error {
  readonly status: number;
  readonly errors: FieldError[];

  constructor(status: number, errors: FieldError[]) {
    super(errors[0]?.message ?? 'Request failed');
    this.status = status;
    this.errors = errors;
  }
}

/** The failure of a reason; `field` names the input at fault. */
export const refused = (reason: Reason, field?: string) =>
  new ApiError(reasonStatus(reason), errorText(reason), field, envelopeCode(reason));

// Transitional, until every service throws by code (issue 23): failures worded where they are thrown.
export const badRequest = (message: string, field?: string) => new ApiError(400, message, field);
export const forbidden = (message: string) => new ApiError(403, message);
export const notFound = (what = 'Resource') => new ApiError(404, `${what} not found.`);
export const conflict = (message: string, field?: string) => new ApiError(409, message, field);

/** The failure of several reasons at once (a form's fields), answered with the first one's status. */
export const refusedAll = (refusals: readonly Refusal[]) =>
  new ApiErrors(
    refusals[0] ? reasonStatus(refusals[0].reason) : 400,
    refusals.map(({ reason, field }) => refused(reason, field).entry),
  );
