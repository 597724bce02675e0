import type { ComponentProps } from 'react';
import { TextField } from '../shared/FormFields.tsx';

type Props = Omit<ComponentProps<typeof TextField>, 'id' | 'type' | 'inputMode' | 'autoComplete'> & {
  /** One per form on these screens, so "email" unless told. */
  id?: string;
  /** The console signs in with a username in the password manager's eyes. */
  autoComplete?: 'email' | 'username';
};

/** The e-mail address the sign-in and account screens ask for. */
export default function EmailField({ id = 'email', autoComplete = 'email', ...field }: Props) {
  return <TextField id={id} type="email" autoComplete={autoComplete} inputMode="email" {...field} />;
}
