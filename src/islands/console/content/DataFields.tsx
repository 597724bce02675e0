import type { ReactNode } from 'react';
import '../../shared/fields.css';
import { blankLike, fieldName, isLongText, type Json, labelOf, moved } from './content-form.ts';

interface FieldsProps {
  /** Prefix of the DOM ids, unique per editor on the screen (English and French side by side). */
  idPrefix: string;
  path: (string | number)[];
  value: Json;
  errors: Record<string, string>;
  onChange(path: (string | number)[], value: Json | undefined): void;
  /** Offered beside an image's fields (an object with src and alt). */
  renderImage?: ((path: (string | number)[], value: { src: string; alt: string }) => ReactNode) | undefined;
}

const domId = (prefix: string, path: readonly (string | number)[]) =>
  `${prefix}-${fieldName(path) || 'root'}`.replace(/[^\w-]/g, '-');

/**
 * The form of a file, drawn from its data: text boxes for words, number boxes, check boxes,
 * and lists whose entries can be added, removed and moved. Each control names its field the
 * way the server names it in a refusal, so the error shows under the box it is about.
 */
export function DataFields({ idPrefix, path, value, errors, onChange, renderImage }: FieldsProps) {
  const name = fieldName(path);
  const key = path.at(-1) ?? '';
  const id = domId(idPrefix, path);
  const error = errors[name];
  const describedBy = error ? `${id}-error` : undefined;
  const errorLine = error && (
    <span id={`${id}-error`} className="field-error">
      {error}
    </span>
  );

  if (typeof value === 'string' || value === null) {
    const text = value ?? '';
    const common = {
      id,
      name,
      value: text,
      'aria-invalid': error ? true : undefined,
      'aria-describedby': describedBy,
    };
    return (
      <div className="field">
        <label htmlFor={id}>{labelOf(key)}</label>
        {isLongText(key, text) ? (
          <textarea
            {...common}
            rows={Math.min(8, Math.ceil(text.length / 70) + 1)}
            onChange={(e) => onChange(path, e.target.value)}
          />
        ) : (
          <input type="text" {...common} onChange={(e) => onChange(path, e.target.value)} />
        )}
        {key === 'description' && <span className="field-hint">{text.length} / 160 characters</span>}
        {errorLine}
      </div>
    );
  }
  if (typeof value === 'number') {
    return (
      <div className="field">
        <label htmlFor={id}>{labelOf(key)}</label>
        <input
          id={id}
          name={name}
          type="number"
          value={value}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          onChange={(e) => onChange(path, e.target.value === '' ? 0 : Number(e.target.value))}
        />
        {errorLine}
      </div>
    );
  }
  if (typeof value === 'boolean') {
    return (
      <div className="field field-check">
        <label htmlFor={id}>
          <input
            id={id}
            name={name}
            type="checkbox"
            checked={value}
            onChange={(e) => onChange(path, e.target.checked)}
          />{' '}
          {labelOf(key)}
        </label>
        {errorLine}
      </div>
    );
  }
  if (Array.isArray(value)) {
    return (
      <fieldset className="content-list" aria-describedby={describedBy}>
        <legend>{path.length ? labelOf(key) : 'Entries'}</legend>
        {errorLine}
        <ol>
          {value.map((item, index) => (
            <li key={index}>
              <DataFields
                idPrefix={idPrefix}
                path={[...path, index]}
                value={item}
                errors={errors}
                onChange={onChange}
                renderImage={renderImage}
              />
              <div className="row-actions">
                <button
                  type="button"
                  className="link-button"
                  disabled={index === 0}
                  onClick={() => onChange(path, moved(value, index, index - 1))}
                >
                  Move up<span className="visually-hidden"> {labelOf(index)}</span>
                </button>
                <button
                  type="button"
                  className="link-button"
                  disabled={index === value.length - 1}
                  onClick={() => onChange(path, moved(value, index, index + 1))}
                >
                  Move down<span className="visually-hidden"> {labelOf(index)}</span>
                </button>
                <button type="button" className="link-button" onClick={() => onChange([...path, index], undefined)}>
                  Remove<span className="visually-hidden"> {labelOf(index)}</span>
                </button>
              </div>
            </li>
          ))}
        </ol>
        {value.length > 0 && (
          <button
            type="button"
            className="btn btn-secondary"
            onClick={() => onChange(path, [...value, blankLike(value.at(-1)!)])}
          >
            Add an entry{path.length ? ` to ${labelOf(key).toLowerCase()}` : ''}
          </button>
        )}
      </fieldset>
    );
  }
  const entries = Object.entries(value);
  const image = typeof value['src'] === 'string' && typeof value['alt'] === 'string';
  const inner = (
    <>
      {errorLine}
      {image && renderImage?.(path, value as { src: string; alt: string })}
      {entries.map(([child, item]) => (
        <DataFields
          key={child}
          idPrefix={idPrefix}
          path={[...path, child]}
          value={item}
          errors={errors}
          onChange={onChange}
          renderImage={renderImage}
        />
      ))}
    </>
  );
  if (path.length === 0 || typeof key === 'number') return <div className="content-group">{inner}</div>;
  return (
    <fieldset className="content-group">
      <legend>{labelOf(key)}</legend>
      {inner}
    </fieldset>
  );
}
