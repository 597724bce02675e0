import type { FieldError } from '../../shared/common/envelope.ts';
import {
  envelopeCode,
  errorText,
  type ErrorCode,
  type Reason,
  type Refusal,
  reasonStatus,
} from '../../shared/i18n/errors.ts';

/**
 * A failure the client caused or may act on, rendered as the `/api` failure envelope. It is made
 * from a reason (src/shared/i18n/errors.ts) with `refused`: its status, English message and code
 * are all looked up by the reason's code, never the other way round.
 */
export class ApiError extends Error {
  readonly status: number;
  readonly field: string | undefined;
  readonly code: ErrorCode;

  constructor(reason: Reason, field?: string) {
    super(errorText(reason));
    this.status = reasonStatus(reason);
    this.field = field;
    this.code = envelopeCode(reason);
  }

  /** This failure as an entry of the envelope. */
  get entry(): FieldError {
    return { message: this.message, ...(this.field ? { field: this.field } : {}), code: this.code };
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
export const refused = (reason: Reason, field?: string) => new ApiError(reason, field);

/** The failure of several reasons at once (a form's fields), answered with the first one's status. */
export const refusedAll = (refusals: readonly Refusal[]) =>
  new ApiErrors(
    refusals[0] ? reasonStatus(refusals[0].reason) : 400,
    refusals.map(({ reason, field }) => refused(reason, field).entry),
  );
