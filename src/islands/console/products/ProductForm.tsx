import { type ReactNode, type SubmitEvent, useState } from 'react';
import type { StaffProductDetails } from '../../../shared/products/products.staff.contract.ts';
import { FOCUS_CATEGORIES } from '../../../shared/common/enums.ts';
import { COMMODITY_FAMILIES, COMMODITY_FAMILY_LABELS } from '../../../shared/market/market.ts';
import { PRODUCT_LIMITS } from '../../../shared/products/product-write.ts';
import { SelectField, SubmitButton, TextAreaField, TextField } from '../../shared/FormFields.tsx';
import { COUNTRY_OPTIONS } from '../../shared/trade-options.ts';
import { useFields } from '../../shared/useFields.ts';
import { SubmitAlerts, useSubmit } from '../../shared/useSubmit.tsx';
import { formProblems, type ProductFormState, type ProductRows, type ProductText } from './product-form.ts';

/** A list of rows: how its fieldset reads, and the row it adds. */
interface RowList<Row> {
  legend: string;
  addLabel: string;
  /** The remove button's text for row `n` (counted from 1). */
  removeLabel: (n: number) => string;
  blank: Row;
}

const LISTS: { [L in keyof ProductRows]: RowList<ProductRows[L][number]> } = {
  origins: {
    legend: 'Origins and their price per MT',
    addLabel: 'Add an origin',
    removeLabel: (n: number) => `Remove origin ${n}`,
    blank: { countryCode: '', pricePerMT: '' },
  },
  productSpecification: {
    legend: 'Specification',
    addLabel: 'Add a specification row',
    removeLabel: (n: number) => `Remove row ${n}`,
    blank: { key: '', value: '' },
  },
};

export interface ProductFormProps {
  initial: ProductFormState;
  submitLabel: string;
  /** Stores the form (a create or a save) and answers the product as stored. */
  send: (form: ProductFormState) => Promise<StaffProductDetails>;
  /** After the server stored it: the screen says so and shows what comes next. */
  onSaved: (product: StaffProductDetails) => void;
}

/**
 * Every docs/product/data.md field of a product, its specification as rows and its origins with their
 * price per MT. Checked with the server's own schema before sending; the server's answer
 * is shown under the same fields.
 */
export default function ProductForm({ initial, submitLabel, send, onSaved }: ProductFormProps) {
  const submission = useSubmit();
  const { productSpecification, origins, ...text } = initial;
  const [rows, setRows] = useState<ProductRows>({ productSpecification, origins });
  const { values, field } = useFields<ProductText>(text, submission, { namesAsIds: true });

  /** One cell of a row, bound like the other fields: its id is its path in the payload. */
  const cell = <L extends keyof ProductRows>(list: L, index: number, key: keyof ProductRows[L][number] & string) => {
    const id = `${list}.${index}.${key}`;
    return {
      id,
      value: (rows[list][index] as Record<string, string>)[key] ?? '',
      onChange: (event: { target: { value: string } }) => {
        setRows((current) => ({
          ...current,
          [list]: current[list].map((row, i) => (i === index ? { ...row, [key]: event.target.value } : row)),
        }));
        submission.clearError(id);
      },
      error: submission.errors[id],
      required: true,
    };
  };
  /** A list's fieldset: its texts, how many rows, the list's own error, adding and removing a row. */
  const list = (name: keyof ProductRows) => {
    const { blank, ...texts } = LISTS[name];
    return {
      ...texts,
      error: submission.errors[name],
      count: rows[name].length,
      onAdd: () => setRows((current) => ({ ...current, [name]: [...current[name], { ...blank }] })),
      onRemove: (index: number) =>
        setRows((current) => ({ ...current, [name]: current[name].filter((_, i) => i !== index) })),
    };
  };

  async function submit(event: SubmitEvent) {
    event.preventDefault();
    const form: ProductFormState = { ...values, ...rows };
    const problems = formProblems(form);
    if (problems.length > 0) return submission.reject(problems);
    await submission.send(() => send(form), onSaved);
  }

  return (
    <form ref={submission.ref} className="product-form" onSubmit={submit} noValidate>
      <fieldset>
        <legend>Product</legend>
        <TextField {...field('productName')} label="Product name" maxLength={PRODUCT_LIMITS.name} required />
        <TextAreaField {...field('productDescription')} label="Description" rows={5} required />
        <TextField
          {...field('productNameFr')}
          label="Name in French (optional)"
          hint="Shown to French readers; they see the English name while this is blank."
          maxLength={PRODUCT_LIMITS.name}
          lang="fr"
        />
        <TextAreaField
          {...field('productDescriptionFr')}
          label="Description in French (optional)"
          hint="Shown to French readers; they see the English description while this is blank."
          rows={5}
          lang="fr"
        />
        <div className="form-grid">
          <SelectField
            {...field('category')}
            label="Category"
            placeholder="Choose a category"
            options={FOCUS_CATEGORIES.map((value) => ({ value, label: value }))}
            required
          />
          <TextField {...field('subCategory')} label="Sub-category" required />
          <SelectField
            {...field('commodity')}
            label="Market family"
            placeholder="None"
            options={COMMODITY_FAMILIES.map((value) => ({ value, label: COMMODITY_FAMILY_LABELS[value] }))}
            hint="Its prices count towards this commodity on the Market Intelligence page."
          />
          <TextField {...field('supplier')} label="Supplier" required />
        </div>
      </fieldset>

      <fieldset>
        <legend>Price, quantities and lead time</legend>
        <div className="form-grid">
          <SelectField {...field('currency')} label="Currency" options={[{ value: 'USD', label: 'USD (US dollar)' }]} />
          <TextField {...field('minPricePerUnit')} label="Minimum price per MT" inputMode="decimal" required />
          <TextField {...field('maxPricePerUnit')} label="Maximum price per MT" inputMode="decimal" required />
          <TextField {...field('minOrdersAllowed')} label="Minimum order (MT)" inputMode="decimal" required />
          <TextField {...field('supplyCapacity')} label="Capacity (MT per month)" inputMode="decimal" required />
          <TextField {...field('minDuration')} label="Shortest lead time (days)" inputMode="numeric" required />
          <TextField {...field('maxDuration')} label="Longest lead time (days)" inputMode="numeric" required />
        </div>
      </fieldset>

      <RowsFieldset {...list('origins')}>
        {(index) => (
          <>
            <SelectField
              {...cell('origins', index, 'countryCode')}
              label={`Origin ${index + 1}`}
              placeholder="Choose a country"
              options={COUNTRY_OPTIONS}
            />
            <TextField
              {...cell('origins', index, 'pricePerMT')}
              label={`Price per MT (origin ${index + 1})`}
              inputMode="decimal"
            />
          </>
        )}
      </RowsFieldset>

      <RowsFieldset {...list('productSpecification')}>
        {(index) => (
          <>
            <TextField {...cell('productSpecification', index, 'key')} label={`Name ${index + 1}`} />
            <TextField {...cell('productSpecification', index, 'value')} label={`Value ${index + 1}`} />
          </>
        )}
      </RowsFieldset>

      <SubmitAlerts submission={submission} />
      <div className="row-actions">
        <SubmitButton pending={submission.pending}>{submitLabel}</SubmitButton>
      </div>
    </form>
  );
}

/** A list of like rows (origins, specification): each row's fields and its remove button, then add. */
function RowsFieldset({
  legend,
  error,
  count,
  removeLabel,
  addLabel,
  onAdd,
  onRemove,
  children,
}: Omit<RowList<unknown>, 'blank'> & {
  /** What is wrong with the list as a whole (none, too many...). */
  error: string | undefined;
  count: number;
  onAdd: () => void;
  onRemove: (index: number) => void;
  children: (index: number) => ReactNode;
}) {
  return (
    <fieldset>
      <legend>{legend}</legend>
      {error && <p className="field-error">{error}</p>}
      <ol className="row-list">
        {Array.from({ length: count }, (_, index) => (
          <li key={index}>
            {children(index)}
            <button type="button" className="link-button" onClick={() => onRemove(index)}>
              {removeLabel(index + 1)}
            </button>
          </li>
        ))}
      </ol>
      <button type="button" className="btn btn-outline" onClick={onAdd}>
        {addLabel}
      </button>
    </fieldset>
  );
}
