import { TextField } from '../shared/FormFields.tsx';

interface Props {
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string | undefined;
  required?: boolean;
  /** The console signs in with a username in the password manager's eyes. */
  autoComplete?: 'email' | 'username';
}

/** The e-mail address the sign-in and account screens ask for: one per form, so its id is "email". */
export default function EmailField({ onChange, autoComplete = 'email', ...field }: Props) {
  return (
    <TextField
      id="email"
      type="email"
      autoComplete={autoComplete}
      inputMode="email"
      onChange={(event) => onChange(event.target.value)}
      {...field}
    />
  );
}
