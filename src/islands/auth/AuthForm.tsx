import type { ReactNode, SubmitEvent } from 'react';
import { SubmitButton } from '../shared/FormFields.tsx';
import { useHydrated } from '../shared/useHydrated.ts';
import { OfflineNotice, type Submission } from '../shared/useSubmit.tsx';
import './auth.css';

/**
 * The form of the sign-in and account screens. Its fields stay disabled until the island has
 * hydrated, so nothing typed before then is lost or posted without the checks.
 */
export default function AuthForm({
  submission,
  onSubmit,
  children,
}: {
  submission: Submission;
  onSubmit: () => void;
  children: ReactNode;
}) {
  const hydrated = useHydrated();
  const submit = (event: SubmitEvent) => {
    event.preventDefault();
    onSubmit();
  };
  return (
    <form ref={submission.ref} className="auth-form" method="post" onSubmit={submit} noValidate>
      <fieldset className="auth-fieldset" disabled={!hydrated}>
        {children}
      </fieldset>
    </form>
  );
}

/** The form's send button, with the notice and Retry above it when the last send got no answer. */
export function AuthSubmit({ submission, children }: { submission: Submission; children: ReactNode }) {
  return (
    <>
      <OfflineNotice submission={submission} />
      <SubmitButton pending={submission.pending}>{children}</SubmitButton>
    </>
  );
}
