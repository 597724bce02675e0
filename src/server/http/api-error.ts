import type { FieldError } from '../../shared/common/envelope.ts';
import { englishError, type ErrorCode } from '../../shared/i18n/errors.ts';

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
export const unauthorized = (message: string = englishError('sign_in_required')) => new ApiError(401, message);
export const forbidden = (message: string = englishError('forbidden'), code?: ErrorCode) =>
  new ApiError(403, message, undefined, code);
export const notFound = (what = 'Resource') => new ApiError(404, `${what} not found.`);
export const conflict = (message: string, field?: string, code?: ErrorCode) => new ApiError(409, message, field, code);
