import type { ReactNode, SubmitEvent } from 'react';
import { useHydrated } from '../shared/useHydrated.ts';
import type { Submission } from '../shared/useSubmit.tsx';
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
