import { toast } from 'sonner';
import { goToNoConnection } from '../navigation.ts';
import { type ApiFailure, toFailure } from './failure.ts';

export const ERROR_TOAST_MS = 6000;

/**
 * docs/product/errors.md in one place. An ended session is already on its way to sign-in (http.ts), so
 * it shows nothing. No answer (or an answer without an errors list) goes to /no-connection,
 * unless `keepsPageOnNetworkError`: a form that keeps what was typed and offers Retry
 * instead (issue 16; see islands/shared/useSubmit.ts). Otherwise the first message is shown
 * in a red toast, unless the caller shows field errors itself and every error names a field.
 */
export function reportFailure(
  error: unknown,
  options: { showsFieldErrors?: boolean; keepsPageOnNetworkError?: boolean } = {},
): ApiFailure {
  const failure = toFailure(error);
  if (failure.sessionEnded) return failure;
  if (failure.network) {
    if (!options.keepsPageOnNetworkError) goToNoConnection();
    return failure;
  }
  const message = options.showsFieldErrors ? failure.generalMessage : failure.errors[0]?.message;
  if (message) toast.error(message, { duration: ERROR_TOAST_MS });
  return failure;
}

export const notifySuccess = (message: string) => toast.success(message, { duration: ERROR_TOAST_MS });

/** A failure the caller words itself (e.g. one of several uploads), in the same red toast. */
export const notifyFailure = (message: string) => toast.error(message, { duration: ERROR_TOAST_MS });

/** The server's first reason for a failed call, for a caller that words the toast itself. */
export const failureReason = (error: unknown): string =>
  toFailure(error).errors[0]?.message ?? 'no answer from the server';
