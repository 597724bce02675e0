import { toast } from 'sonner';
import { goToNoConnection } from '../navigation.ts';
import { type ApiFailure, toFailure } from './failure.ts';

export const ERROR_TOAST_MS = 6000;

/**
 * SPEC §8 in one place. No answer (or an answer without an errors list) goes to
 * /no-connection; otherwise the first message is shown in a red toast, unless the
 * caller shows field errors itself and every error names a field.
 */
export function reportFailure(error: unknown, options: { showsFieldErrors?: boolean } = {}): ApiFailure {
  const failure = toFailure(error);
  if (failure.network) {
    goToNoConnection();
    return failure;
  }
  const message = options.showsFieldErrors ? failure.generalMessage : failure.errors[0]?.message;
  if (message) toast.error(message, { duration: ERROR_TOAST_MS });
  return failure;
}

export const notifySuccess = (message: string) => toast.success(message, { duration: ERROR_TOAST_MS });
