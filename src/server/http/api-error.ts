import type { FieldError } from '../../shared/envelope.ts';

/** An error the client caused or may act on; rendered as the `/api` failure envelope. */
export class ApiError extends Error {
  readonly status: number;
  readonly field: string | undefined;

  constructor(status: number, message: string, field?: string) {
    super(message);
    this.status = status;
    this.field = field;
  }
}

export type { FieldError } from '../../shared/envelope.ts';

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

export const badRequest = (message: string, field?: string) => new ApiError(400, message, field);
export const unauthorized = (message = 'Please sign in to continue.') => new ApiError(401, message);
export const forbidden = (message = 'You are not allowed to do this.') => new ApiError(403, message);
export const notFound = (what = 'Resource') => new ApiError(404, `${what} not found.`);
export const conflict = (message: string, field?: string) => new ApiError(409, message, field);
