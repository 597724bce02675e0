import { useId, useState } from 'react';
import type { Submission } from './useSubmit.tsx';

/** What `field(name)` hands a field: the props that tie it to the form's values and errors. */
export interface FieldBinding {
  id: string;
  name: string;
  value: string;
  onChange: (event: { target: { value: string } }) => void;
  error: string | undefined;
}

/**
 * A controlled form's values, and `field(name)`: the props that tie one field to them
 * (id, name, value, onChange, error), so that each field names only what is its own.
 * Typing into a field clears its error. With `namesAsIds`, a field's id is its name: for a
 * form that is alone on its page (the console's), whose ids stay as they always were.
 */
export function useFields<T extends { [K in keyof T]: string | undefined }>(
  initial: T | (() => T),
  submission: Pick<Submission, 'errors' | 'clearError'>,
  { namesAsIds = false }: { namesAsIds?: boolean } = {},
) {
  const uid = useId();
  const [values, setValues] = useState<T>(initial);
  const id = (name: string) => (namesAsIds ? name : `${uid}-${name}`);

  const field = (name: keyof T & string): FieldBinding => ({
    id: id(name),
    name,
    value: values[name] ?? '',
    onChange: (event: { target: { value: string } }) => {
      setValues((current) => ({ ...current, [name]: event.target.value }));
      submission.clearError(name);
    },
    error: submission.errors[name],
  });

  return { values, setValues, field, id };
}
