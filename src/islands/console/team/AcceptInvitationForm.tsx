import { staffPost } from '../../../lib/api/staff.ts';
import { goTo } from '../../../lib/navigation.ts';
import { confirmationError, passwordRuleError } from '../../../shared/auth/password-rules.ts';
import { signInStaff } from '../../../stores/staff-session.ts';
import AuthForm, { AuthSubmit } from '../../auth/AuthForm.tsx';
import NewPasswordFields, { useNewPassword } from '../../auth/NewPasswordFields.tsx';
import { pathParams } from '../../auth/path-params.ts';
import { focusFirstError } from '../../shared/FormFields.tsx';
import { GeneralError, useSubmit } from '../../shared/useSubmit.tsx';
import { afterSignInPath } from '../shared/console-routes.ts';

/**
 * /console/invite/{token}: the invited person chooses a password (the same rules as every
 * password), then is signed in to the console and asked to turn on two-step verification.
 */
export default function AcceptInvitationForm() {
  const { password, confirm, touched, touch, values } = useNewPassword();
  // The general message is toasted and also stays on the form.
  const submission = useSubmit();

  const ruleProblem = touched ? passwordRuleError(password) : undefined;
  const confirmProblem = touched && confirm ? confirmationError(password, confirm) : undefined;

  function submit() {
    touch();
    if (passwordRuleError(password) || confirmationError(password, confirm)) {
      focusFirstError(submission.ref.current, [passwordRuleError(password) ? 'password' : 'confirmPassword']);
      return;
    }
    const [token = ''] = pathParams(1);
    void submission.send(
      () => staffPost<{ email: string }>(`auth/accept-invite/${encodeURIComponent(token)}`, { password }),
      async ({ email }) => {
        // The link is used up: keep it out of the history, then straight into the console.
        window.history.replaceState(null, '', '/console/invite/_');
        goTo(afterSignInPath(await signInStaff({ email, password })));
      },
    );
  }

  return (
    <AuthForm submission={submission} onSubmit={submit}>
      <GeneralError submission={submission} />
      <NewPasswordFields
        labels={{ password: 'Choose a password', confirm: 'Confirm the password' }}
        {...values}
        passwordError={ruleProblem ?? submission.errors['password']}
        confirmError={confirmProblem}
      />
      <AuthSubmit submission={submission}>Set password and sign in</AuthSubmit>
    </AuthForm>
  );
}
