import { type InputHTMLAttributes, useState } from 'react';
import { messages, useMessages } from '../../stores/locale.ts';
import './fields.css';
import './password-input.css';

type Props = Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'type'> & {
  id: string;
  label: string;
  /** Shown under the field in red and announced with it. */
  error?: string | undefined;
  /** A live hint under the field (e.g. the first unmet password rule). */
  hint?: string | undefined;
};

const text = messages('shared/password', { show: 'Show', hide: 'Hide', password: 'password' });

/** A password field with a show/hide toggle (docs/product/screens.md), errors under the field. */
export default function PasswordInput({ id, label, error, hint, ...input }: Props) {
  const t = useMessages(text);
  const [visible, setVisible] = useState(false);
  const described = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <div className="password-input">
        <input
          id={id}
          name={id}
          type={visible ? 'text' : 'password'}
          aria-invalid={error ? true : undefined}
          aria-describedby={described}
          {...input}
        />
        <button
          type="button"
          className="password-toggle"
          aria-pressed={visible}
          aria-controls={id}
          onClick={() => setVisible((shown) => !shown)}
        >
          {visible ? t.hide : t.show}
          <span className="visually-hidden"> {t.password}</span>
        </button>
      </div>
      {hint && (
        <span id={`${id}-hint`} className="field-hint" aria-live="polite">
          {hint}
        </span>
      )}
      {error && (
        <span id={`${id}-error`} className="field-error">
          {error}
        </span>
      )}
    </div>
  );
}
