import { HTTPError, NetworkError, TimeoutError } from 'ky';
import type { FieldError } from '../../shared/common/api-types.ts';
import { errorMessage } from '../../shared/i18n/errors.ts';
import type { Locale } from '../../shared/i18n/locales.ts';
import { browserLocale } from '../i18n/browser-locale.ts';

/** The server's errors in the buyer's language: French from their codes, else as the server wrote them. */
const inLocale = (errors: FieldError[], locale: Locale): FieldError[] =>
  errors.map((error) => ({ ...error, message: errorMessage(error, locale) }));

/**
 * Any failed API call, normalised: what the server said (in the buyer's language, from the
 * errors' codes), or that it could not be reached.
 */
export class ApiFailure extends Error {
  readonly status: number;
  readonly errors: FieldError[];
  /** True when no answer came back (offline, DNS, timeout): docs/product/errors.md 'Network Error'. */
  readonly network: boolean;
  /** A 401 on a signed-in call: the client is already on its way to sign-in, so nothing more is shown. */
  sessionEnded = false;

  constructor(status: number, errors: FieldError[], network: boolean, locale: Locale = browserLocale()) {
    const shown = inLocale(errors, locale);
    super(shown[0]?.message ?? (network ? 'Network Error' : 'Request failed'));
    this.status = status;
    this.errors = shown;
    this.network = network;
  }

  /** Errors that name a form field, by field. */
  get fieldErrors(): Record<string, string> {
    const byField: Record<string, string> = {};
    for (const error of this.errors) if (error.field && !byField[error.field]) byField[error.field] = error.message;
    return byField;
  }

  /** The first error that names no field. */
  get generalMessage(): string | undefined {
    return this.errors.find((error) => !error.field)?.message;
  }
}

function envelopeErrors(data: unknown): FieldError[] | undefined {
  if (typeof data !== 'object' || data === null || !('errors' in data)) return undefined;
  const { errors } = data as { errors: unknown };
  return Array.isArray(errors) && errors.length > 0 ? (errors as FieldError[]) : undefined;
}

export function toFailure(error: unknown, locale: Locale = browserLocale()): ApiFailure {
  if (error instanceof ApiFailure) return error;
  if (error instanceof HTTPError) {
    const errors = envelopeErrors(error.data);
    const { status } = error.response;
    // An answer without an errors list is not ours (proxy page, crash): treat like no answer.
    return errors ? new ApiFailure(status, errors, false, locale) : new ApiFailure(status, [], true, locale);
  }
  if (error instanceof NetworkError || error instanceof TimeoutError || error instanceof TypeError) {
    return new ApiFailure(0, [], true, locale);
  }
  return new ApiFailure(0, [{ message: error instanceof Error ? error.message : 'Request failed' }], false, locale);
}
