import { type SubmitEvent, useRef, useState } from 'react';
import { COUNTRIES_EN } from '../../shared/countries.ts';
import { FOCUS_CATEGORIES } from '../../shared/enums.ts';
import { COMMODITY_FAMILIES, COMMODITY_FAMILY_LABELS } from '../../shared/market.ts';
import { PRODUCT_LIMITS } from '../../shared/product-write.ts';
import { focusFirstError, SelectField, SubmitButton, TextAreaField, TextField } from '../shared/FormFields.tsx';
import { formErrors, type ProductFormState } from './product-form.ts';

const COUNTRY_OPTIONS = COUNTRIES_EN.map((country) => ({ value: country.value, label: country.label }));

export interface ProductFormProps {
  initial: ProductFormState;
  submitLabel: string;
  /** Sends the form; resolves with the server's field errors (empty when it was saved). */
  onSubmit: (form: ProductFormState) => Promise<Record<string, string>>;
}

type TextKey = Exclude<keyof ProductFormState, 'productSpecification' | 'origins'>;

/**
 * Every SPEC §3 field of a product, its specification as rows and its origins with their
 * price per MT. Checked with the server's own schema before sending; the server's answer
 * is shown under the same fields.
 */
export default function ProductForm({ initial, submitLabel, onSubmit }: ProductFormProps) {
  const [form, setForm] = useState(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [pending, setPending] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);

  const set = (key: TextKey) => (event: { target: { value: string } }) =>
    setForm((f) => ({ ...f, [key]: event.target.value }));
  const text = (key: TextKey, label: string, extra: Record<string, unknown> = {}) => (
    <TextField id={key} label={label} value={form[key]} onChange={set(key)} error={errors[key]} required {...extra} />
  );

  const setRow = <K extends 'productSpecification' | 'origins'>(
    list: K,
    index: number,
    key: keyof ProductFormState[K][number],
    value: string,
  ) =>
    setForm((f) => ({
      ...f,
      [list]: (f[list] as Record<string, string>[]).map((row, i) => (i === index ? { ...row, [key]: value } : row)),
    }));
  const removeRow = (list: 'productSpecification' | 'origins', index: number) =>
    setForm((f) => ({ ...f, [list]: (f[list] as unknown[]).filter((_, i) => i !== index) }));

  async function submit(event: SubmitEvent) {
    event.preventDefault();
    const found = formErrors(form);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      focusFirstError(formRef.current, Object.keys(found));
      return;
    }
    setPending(true);
    try {
      const server = await onSubmit(form);
      setErrors(server);
      if (Object.keys(server).length > 0) focusFirstError(formRef.current, Object.keys(server));
    } finally {
      setPending(false);
    }
  }

  return (
    <form ref={formRef} className="product-form" onSubmit={submit} noValidate>
      <fieldset>
        <legend>Product</legend>
        {text('productName', 'Product name', { maxLength: PRODUCT_LIMITS.name })}
        <TextAreaField
          id="productDescription"
          label="Description"
          value={form.productDescription}
          onChange={set('productDescription')}
          error={errors['productDescription']}
          rows={5}
          required
        />
        <div className="form-grid">
          <SelectField
            id="category"
            label="Category"
            value={form.category}
            onChange={set('category')}
            error={errors['category']}
            placeholder="Choose a category"
            options={FOCUS_CATEGORIES.map((value) => ({ value, label: value }))}
            required
          />
          {text('subCategory', 'Sub-category')}
          <SelectField
            id="commodity"
            label="Market family"
            value={form.commodity}
            onChange={set('commodity')}
            error={errors['commodity']}
            placeholder="None"
            options={COMMODITY_FAMILIES.map((value) => ({ value, label: COMMODITY_FAMILY_LABELS[value] }))}
            hint="Its prices count towards this commodity on the Market Intelligence page."
          />
          {text('supplier', 'Supplier')}
        </div>
      </fieldset>

      <fieldset>
        <legend>Price, quantities and lead time</legend>
        <div className="form-grid">
          <SelectField
            id="currency"
            label="Currency"
            value={form.currency}
            onChange={set('currency')}
            options={[{ value: 'USD', label: 'USD (US dollar)' }]}
          />
          {text('minPricePerUnit', 'Minimum price per MT', { inputMode: 'decimal' })}
          {text('maxPricePerUnit', 'Maximum price per MT', { inputMode: 'decimal' })}
          {text('minOrdersAllowed', 'Minimum order (MT)', { inputMode: 'decimal' })}
          {text('supplyCapacity', 'Capacity (MT per month)', { inputMode: 'decimal' })}
          {text('minDuration', 'Shortest lead time (days)', { inputMode: 'numeric' })}
          {text('maxDuration', 'Longest lead time (days)', { inputMode: 'numeric' })}
        </div>
      </fieldset>

      <fieldset>
        <legend>Origins and their price per MT</legend>
        {errors['origins'] && <p className="field-error">{errors['origins']}</p>}
        <ol className="row-list">
          {form.origins.map((origin, index) => (
            <li key={index}>
              <SelectField
                id={`origins.${index}.countryCode`}
                label={`Origin ${index + 1}`}
                value={origin.countryCode}
                onChange={(e) => setRow('origins', index, 'countryCode', e.target.value)}
                error={errors[`origins.${index}.countryCode`]}
                placeholder="Choose a country"
                options={COUNTRY_OPTIONS}
                required
              />
              <TextField
                id={`origins.${index}.pricePerMT`}
                label={`Price per MT (origin ${index + 1})`}
                inputMode="decimal"
                value={origin.pricePerMT}
                onChange={(e) => setRow('origins', index, 'pricePerMT', e.target.value)}
                error={errors[`origins.${index}.pricePerMT`]}
                required
              />
              <button type="button" className="link-button" onClick={() => removeRow('origins', index)}>
                Remove origin {index + 1}
              </button>
            </li>
          ))}
        </ol>
        <button
          type="button"
          className="btn btn-outline"
          onClick={() => setForm((f) => ({ ...f, origins: [...f.origins, { countryCode: '', pricePerMT: '' }] }))}
        >
          Add an origin
        </button>
      </fieldset>

      <fieldset>
        <legend>Specification</legend>
        {errors['productSpecification'] && <p className="field-error">{errors['productSpecification']}</p>}
        <ol className="row-list">
          {form.productSpecification.map((row, index) => (
            <li key={index}>
              <TextField
                id={`productSpecification.${index}.key`}
                label={`Name ${index + 1}`}
                value={row.key}
                onChange={(e) => setRow('productSpecification', index, 'key', e.target.value)}
                error={errors[`productSpecification.${index}.key`]}
                required
              />
              <TextField
                id={`productSpecification.${index}.value`}
                label={`Value ${index + 1}`}
                value={row.value}
                onChange={(e) => setRow('productSpecification', index, 'value', e.target.value)}
                error={errors[`productSpecification.${index}.value`]}
                required
              />
              <button type="button" className="link-button" onClick={() => removeRow('productSpecification', index)}>
                Remove row {index + 1}
              </button>
            </li>
          ))}
        </ol>
        <button
          type="button"
          className="btn btn-outline"
          onClick={() =>
            setForm((f) => ({ ...f, productSpecification: [...f.productSpecification, { key: '', value: '' }] }))
          }
        >
          Add a specification row
        </button>
      </fieldset>

      <div className="row-actions">
        <SubmitButton pending={pending}>{submitLabel}</SubmitButton>
      </div>
    </form>
  );
}
