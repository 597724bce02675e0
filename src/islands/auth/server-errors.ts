import { toFailure } from '../../lib/api/failure.ts';
import { goToNoConnection } from '../../lib/navigation.ts';

export interface FormErrors {
  fields: Record<string, string>;
  /** The first error that names no field, shown on the form (SPEC §8, register and login). */
  general: string | undefined;
  status: number;
}

/**
 * SPEC §8 for the register and login forms: errors with a field go under that field, the
 * first without one is shown on the form; no answer at all goes to /no-connection.
 * Returns undefined when the browser is on its way there.
 */
export function formErrors(error: unknown): FormErrors | undefined {
  const failure = toFailure(error);
  if (failure.network) {
    goToNoConnection();
    return undefined;
  }
  return { fields: failure.fieldErrors, general: failure.generalMessage, status: failure.status };
}

/** The last path segments of the page, decoded: the route's parameters ('_' is the built shell). */
export function pathParams(count: number): string[] {
  const segments = window.location.pathname.split('/').filter(Boolean).slice(-count);
  return segments.map((segment) => {
    try {
      return decodeURIComponent(segment);
    } catch {
      return segment;
    }
  });
}
