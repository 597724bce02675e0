import { type ComponentProps, useState } from 'react';
import PasswordInput from '../shared/PasswordInput.tsx';

/**
 * The pair's values, and whether the password has been touched (typed into, or submitted):
 * its rules are checked live only from then on.
 */
export function useNewPassword() {
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [touched, setTouched] = useState(false);
  const onPassword = (value: string) => {
    setPassword(value);
    setTouched(true);
  };
  return {
    password,
    confirm,
    touched,
    touch: () => setTouched(true),
    values: { password, confirm, onPassword, onConfirm: setConfirm },
  };
}

interface Props {
  labels: { password: string; confirm: string };
  password: string;
  confirm: string;
  onPassword: (value: string) => void;
  onConfirm: (value: string) => void;
  passwordError: string | undefined;
  confirmError: string | undefined;
  /** Set New Password checks the confirmation as each key comes up (docs/product/screens.md). */
  onConfirmKeyUp?: () => void;
}

type NewPasswordInputProps = Omit<ComponentProps<typeof PasswordInput>, 'autoComplete' | 'onChange'> & {
  onChange: (value: string) => void;
};

/** A password the person is choosing: the browser may offer to generate and keep it. */
function NewPasswordInput({ onChange, ...input }: NewPasswordInputProps) {
  return <PasswordInput autoComplete="new-password" onChange={(event) => onChange(event.target.value)} {...input} />;
}

/** A password being chosen, and the same typed again: the pair the reset and invitation forms ask for. */
export default function NewPasswordFields({
  labels,
  password,
  confirm,
  onPassword,
  onConfirm,
  passwordError,
  confirmError,
  onConfirmKeyUp,
}: Props) {
  return (
    <>
      <NewPasswordInput
        id="password"
        label={labels.password}
        value={password}
        onChange={onPassword}
        error={passwordError}
      />
      <NewPasswordInput
        id="confirmPassword"
        label={labels.confirm}
        value={confirm}
        onChange={onConfirm}
        {...(onConfirmKeyUp ? { onKeyUp: onConfirmKeyUp } : {})}
        error={confirmError}
      />
    </>
  );
}
