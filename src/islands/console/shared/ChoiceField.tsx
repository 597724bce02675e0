import type { ComponentProps } from 'react';
import { SelectField } from '../../shared/FormFields.tsx';

type ChoiceFieldProps = Omit<ComponentProps<typeof SelectField>, 'placeholder' | 'required'>;

/** A choice the console's trade forms need: required, and reading "Choose..." until it is made. */
export default function ChoiceField(props: ChoiceFieldProps) {
  return <SelectField placeholder="Choose..." required {...props} />;
}
