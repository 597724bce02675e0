import { useId, useState } from 'react';
import type { Submission } from './useSubmit.tsx';

/**
 * A controlled form's values, and `field(name)`: the props that tie one field to them
 * (id, name, value, onChange, error), so that each field names only what is its own.
 * Typing into a field clears its error.
 */
export function useFields<T extends { [K in keyof T]: string | undefined }>(
  initial: T | (() => T),
  submission: Pick<Submission, 'errors' | 'clearError'>,
) {
  const uid = useId();
  const [values, setValues] = useState<T>(initial);

  const field = (name: keyof T & string) => ({
    id: `${uid}-${name}`,
    name,
    value: values[name] ?? '',
    onChange: (event: { target: { value: string } }) => {
      setValues((current) => ({ ...current, [name]: event.target.value }));
      submission.clearError(name);
    },
    error: submission.errors[name],
  });

  return { values, setValues, field, id: (name: string) => `${uid}-${name}` };
}
