import { type ReactNode, type RefObject, useCallback, useRef, useState } from 'react';
import { type ApiFailure, toFailure } from '../../lib/api/failure.ts';
import { notifySuccess, reportFailure } from '../../lib/api/report.ts';
import type { FieldError } from '../../shared/common/api-types.ts';
import { messages, useMessages } from '../../stores/locale.ts';
import { focusFirstError } from './FormFields.tsx';

const text = messages('shared/submit', {
  offline: 'Network Error: it was not sent. What you typed is kept here; try again when you are back online.',
  retry: 'Retry',
});

export interface SubmitOptions {
  /** The docs/product/errors.md success toast. */
  success?: string;
  /** docs/product/validation.md password change: field errors go under the fields and the first one is toasted too. */
  toastFieldErrors?: boolean;
  /** The form's fields in the order shown: the first of them in error takes focus. */
  fields?: readonly string[];
  /** docs/product/errors.md register and login: the form shows the general message (`GeneralError`), so it is not toasted. */
  showsGeneral?: boolean;
}

/**
 * Sees a failure the server answered before anything is shown; returning true means the form
 * has dealt with it (e.g. the sign-in that goes on to ask for a code), so only the earlier
 * errors are cleared.
 */
export type FailureHandler = (failure: ApiFailure) => boolean | void;

export interface Submission {
  /** Put on the <form>: focus moves to the first field in error, and Retry submits it again. */
  ref: RefObject<HTMLFormElement | null>;
  pending: boolean;
  /** Field errors, from the shared rules (`reject`) or the server's envelope. */
  errors: Record<string, string>;
  /** The server's first error that names no field. */
  general: string | undefined;
  /** The last send got no answer: nothing was sent for sure, what was typed is kept. */
  offline: boolean;
  /** Shows the errors a shared rule found before sending, and focuses the first. */
  reject: (problems: readonly FieldError[]) => void;
  /** Clears one field's error (as the user corrects it). */
  clearError: (field: string) => void;
  /** Sends once at a time; success toasts and calls `onSuccess`, failure applies docs/product/errors.md. */
  send: <T>(
    call: () => Promise<T>,
    onSuccess: (result: T) => void | Promise<void>,
    onFailure?: FailureHandler,
  ) => Promise<void>;
  /** Forgets every error and notice (the user cancelled the edit). */
  reset: () => void;
  /** Submits the form again, through its own checks, with what it holds now. */
  retry: () => void;
}

/**
 * The one submit path of the island forms: pending state, field errors from the envelope
 * (focused), the general message toasted (docs/product/errors.md), an ended session to sign-in (done by
 * lib/api), and a network failure that keeps the page and its text and offers Retry
 * (issue 16) instead of leaving for /no-connection. Render `<SubmitAlerts>` in the form.
 */
export function useSubmit(options: SubmitOptions = {}): Submission {
  const ref = useRef<HTMLFormElement>(null);
  const sending = useRef(false);
  const [pending, setPending] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [general, setGeneral] = useState<string>();
  const [offline, setOffline] = useState(false);
  const { success, toastFieldErrors = false, fields, showsGeneral = false } = options;

  const showErrors = useCallback(
    (found: Record<string, string>) => {
      setErrors(found);
      const named = fields ? fields.filter((field) => found[field]) : [];
      queueMicrotask(() => focusFirstError(ref.current, [...named, ...Object.keys(found)]));
    },
    [fields],
  );

  const reject = useCallback(
    (problems: readonly FieldError[]) => {
      setGeneral(undefined);
      // The first complaint per field, as the server's envelope is read (lib/api/failure.ts).
      const found: Record<string, string> = {};
      for (const { field, message } of problems) if (field) found[field] ??= message;
      showErrors(found);
    },
    [showErrors],
  );

  const clearError = useCallback(
    (field: string) => setErrors((current) => (current[field] ? { ...current, [field]: '' } : current)),
    [],
  );

  const send = useCallback(
    async <T,>(call: () => Promise<T>, onSuccess: (result: T) => void | Promise<void>, onFailure?: FailureHandler) => {
      if (sending.current) return;
      sending.current = true;
      setPending(true);
      setOffline(false);
      setGeneral(undefined);
      try {
        const result = await call();
        setErrors({});
        if (success) notifySuccess(success);
        await onSuccess(result);
      } catch (error) {
        const answered = toFailure(error);
        if (!answered.network && !answered.sessionEnded && onFailure?.(answered)) {
          setErrors({});
          return;
        }
        // Nothing is left to toast when the form shows the general message and every field's error.
        const failure = showsGeneral
          ? answered
          : reportFailure(answered, { showsFieldErrors: !toastFieldErrors, keepsPageOnNetworkError: true });
        if (failure.network) setOffline(true);
        else if (!failure.sessionEnded) {
          setGeneral(failure.generalMessage);
          showErrors(failure.fieldErrors);
        }
      } finally {
        sending.current = false;
        setPending(false);
      }
    },
    [success, toastFieldErrors, showsGeneral, showErrors],
  );

  const reset = useCallback(() => {
    setErrors({});
    setGeneral(undefined);
    setOffline(false);
  }, []);

  const retry = useCallback(() => ref.current?.requestSubmit(), []);

  return { ref, pending, errors, general, offline, reject, clearError, send, reset, retry };
}

/** The server's general message as red text, where docs/product/errors.md asks for it; `children` follow it. */
export function GeneralError({ submission, children }: { submission: Submission; children?: ReactNode }) {
  return (
    submission.general && (
      <p className="form-error" role="alert">
        {submission.general}
        {children}
      </p>
    )
  );
}

/** After a network failure: what was typed is kept, and Retry sends it again. */
export function OfflineNotice({ submission }: { submission: Submission }) {
  const t = useMessages(text);
  return (
    submission.offline && (
      <div className="form-offline" role="alert">
        <p>{t.offline}</p>
        <button type="button" className="btn btn-outline" onClick={submission.retry} disabled={submission.pending}>
          {t.retry}
        </button>
      </div>
    )
  );
}

/**
 * What a failed submit says inside the form: the general message as red text where the
 * docs/product/errors.md asks for it (`showGeneral`), and after a network failure a notice with Retry.
 */
export function SubmitAlerts({ submission, showGeneral = false }: { submission: Submission; showGeneral?: boolean }) {
  return (
    <>
      {showGeneral && <GeneralError submission={submission} />}
      <OfflineNotice submission={submission} />
    </>
  );
}
