import type { ReactNode, Ref } from 'react';
import { TextField } from './FormFields.tsx';
import type { Submission } from './useSubmit.tsx';

/**
 * A file picker sent as the multipart field `file`: its error is the submission's `file`
 * error, which choosing another file clears. A file input holds no React state, so the
 * form reads the chosen file through `ref`.
 */
export function FileField({
  submission,
  ...props
}: {
  id: string;
  label: string;
  accept: string;
  hint?: ReactNode;
  ref: Ref<HTMLInputElement>;
  submission: Pick<Submission, 'errors' | 'clearError'>;
}) {
  return (
    <TextField
      {...props}
      type="file"
      name="file"
      error={submission.errors['file']}
      onChange={() => submission.clearError('file')}
    />
  );
}
