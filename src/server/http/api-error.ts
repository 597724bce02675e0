import type { FieldError } from '../../shared/common/envelope.ts';
import { envelopeCode, errorText, type ErrorCode, type Reason, reasonStatus } from '../../shared/i18n/errors.ts';

/** An error the client caused or may act on; rendered as the `/api` failure envelope. */
export class ApiError extends Error {
  readonly status: number;
  readonly field: string | undefined;
  /** Needed only when the message varies (it names a count or a reason): a fixed text finds its own. */
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

export const badRequest = (message: string, field?: string, code?: ErrorCode) =>
  new ApiError(400, message, field, code);
export const unauthorized = (message: string = errorText('sign_in_required')) => new ApiError(401, message);
export const forbidden = (message: string = errorText('forbidden'), code?: ErrorCode) =>
  new ApiError(403, message, undefined, code);
export const notFound = (what = 'Resource') => new ApiError(404, `${what} not found.`);
export const conflict = (message: string, field?: string, code?: ErrorCode) => new ApiError(409, message, field, code);

/**
 * The failure of a reason (src/shared/i18n/errors.ts): its status, its English message and the
 * code the envelope carries, all looked up by its code; `field` names the input at fault.
 */
export const refused = (reason: Reason, field?: string) =>
  new ApiError(reasonStatus(reason), errorText(reason), field, envelopeCode(reason));
