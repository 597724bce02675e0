import type { InputHTMLAttributes, ReactNode, Ref, SelectHTMLAttributes, TextareaHTMLAttributes } from 'react';
import { messages, useMessages } from '../../stores/locale.ts';
import './fields.css';

const text = messages('shared/fields', { sending: 'Sending...' });

interface FieldFrame {
  id: string;
  label: string;
  /** Shown under the control in red, and tied to it for screen readers. */
  error?: string | undefined;
  hint?: ReactNode;
  required?: boolean;
}

/** The ids a control points at with aria-describedby. */
function describedBy({ id, error, hint }: FieldFrame): string | undefined {
  const ids = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean);
  return ids.length > 0 ? ids.join(' ') : undefined;
}

/** A field's props: the frame's (label, hint, error) apart from the control's own. */
function splitFrame<P extends FieldFrame>({ id, label, error, hint, required, ...control }: P) {
  const frame: FieldFrame = { id, label, error, hint, required: Boolean(required) };
  return [frame, control] as const;
}

/** What every control carries: its id and name, and its state and texts for screen readers. */
const controlAttributes = (frame: FieldFrame) => ({
  id: frame.id,
  name: frame.id,
  'aria-invalid': frame.error ? true : undefined,
  'aria-required': frame.required || undefined,
  'aria-describedby': describedBy(frame),
});

function Frame({ frame, children }: { frame: FieldFrame; children: ReactNode }) {
  return (
    <div className="field">
      <label htmlFor={frame.id}>
        {frame.label}
        {frame.required && (
          <span className="required" aria-hidden="true">
            {' '}
            *
          </span>
        )}
      </label>
      {children}
      {frame.hint && (
        <span id={`${frame.id}-hint`} className="field-hint">
          {frame.hint}
        </span>
      )}
      {frame.error && (
        <span id={`${frame.id}-error`} className="field-error">
          {frame.error}
        </span>
      )}
    </div>
  );
}

/**
 * A field: the frame (label, hint, error) taken from `props`, around the control that `draw`
 * makes from the attributes every control carries and the props that are its own.
 */
function framed<P extends FieldFrame>(
  props: P,
  draw: (attributes: ReturnType<typeof controlAttributes>, own: ReturnType<typeof splitFrame<P>>[1]) => ReactNode,
) {
  const [frame, own] = splitFrame(props);
  return <Frame frame={frame}>{draw(controlAttributes(frame), own)}</Frame>;
}

type TextFieldProps = FieldFrame &
  Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> & {
    /** Reads what the input holds outside React's state, as a file picker (`type="file"`) needs. */
    ref?: Ref<HTMLInputElement>;
  };

export function TextField(props: TextFieldProps) {
  return framed(props, (attributes, input) => <input {...attributes} {...input} />);
}

type TextAreaFieldProps = FieldFrame & Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id'>;

export function TextAreaField(props: TextAreaFieldProps) {
  return framed(props, (attributes, textarea) => <textarea {...attributes} {...textarea} />);
}

export interface SelectOption {
  value: string;
  label: string;
}

type SelectFieldProps = FieldFrame &
  Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id'> & {
    options: readonly SelectOption[];
    /** Label of an empty first option; omitted when undefined. */
    placeholder?: string;
  };

/** The <option>s of a select, for one that is not a labelled field (a table row's own control). */
export function Options({ options }: { options: readonly SelectOption[] }) {
  return options.map((option) => (
    <option key={option.value} value={option.value}>
      {option.label}
    </option>
  ));
}

export function SelectField({ options, placeholder, ...props }: SelectFieldProps) {
  return framed(props, (attributes, select) => (
    <select {...attributes} {...select}>
      {placeholder !== undefined && <option value="">{placeholder}</option>}
      <Options options={options} />
    </select>
  ));
}

/** docs/product/screens.md: the button's text becomes a spinner while the call is pending. */
export function SubmitButton({
  pending,
  children,
  className = 'btn btn-primary',
  disabled = false,
}: {
  pending: boolean;
  children: ReactNode;
  className?: string;
  /** Also off for another reason (e.g. until the island has hydrated). */
  disabled?: boolean;
}) {
  const t = useMessages(text);
  return (
    <button type="submit" className={className} disabled={pending || disabled} aria-busy={pending || undefined}>
      {pending ? (
        <>
          <span className="spinner" aria-hidden="true" />
          <span className="visually-hidden">{t.sending}</span>
        </>
      ) : (
        children
      )}
    </button>
  );
}

/** Moves focus to the first field with an error, so keyboard and screen-reader users land on it. */
export function focusFirstError(form: HTMLFormElement | null, fields: string[]) {
  for (const field of fields) {
    const control = form?.querySelector<HTMLElement>(`[name="${field}"]`);
    if (control) {
      control.focus();
      return;
    }
  }
}
