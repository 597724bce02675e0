import { useState } from 'react';
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
  /** Set New Password checks the confirmation as each key comes up (SPEC §2.4). */
  onConfirmKeyUp?: () => void;
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
      <PasswordInput
        id="password"
        label={labels.password}
        autoComplete="new-password"
        value={password}
        onChange={(event) => onPassword(event.target.value)}
        error={passwordError}
      />
      <PasswordInput
        id="confirmPassword"
        label={labels.confirm}
        autoComplete="new-password"
        value={confirm}
        onChange={(event) => onConfirm(event.target.value)}
        {...(onConfirmKeyUp ? { onKeyUp: onConfirmKeyUp } : {})}
        error={confirmError}
      />
    </>
  );
}
