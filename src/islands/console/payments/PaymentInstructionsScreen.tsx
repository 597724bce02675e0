import { type SubmitEvent, useState } from 'react';
import { notifySuccess } from '../../../lib/api/report.ts';
import { staffDelete, staffPut } from '../../../lib/api/staff.ts';
import { formatDateTime } from '../../../lib/format/numbers.ts';
import type {
  PaymentInstructions,
  PaymentInstructionsBody,
} from '../../../shared/payment/payment-instructions.contract.ts';
import {
  isCurrencyCode,
  ORDER_CURRENCY,
  ORDER_NUMBER_PLACEHOLDER,
  PAYMENT_INSTRUCTION_LIMITS as LIMITS,
} from '../../../shared/payment/payment-instructions.ts';
import { SubmitButton, TextAreaField, TextField } from '../../shared/FormFields.tsx';
import { SubmitAlerts, useSubmit } from '../../shared/useSubmit.tsx';
import ScrollingTable from '../shared/ScrollingTable.tsx';
import { useAction } from '../shared/useAction.ts';
import { useScreenAccess } from '../shared/useScreenAccess.tsx';
import { useStaffData } from '../shared/useStaffData.ts';
import '../../shared/hub.css';
import '../shared/console.css';
import './payments.css';

type Draft = PaymentInstructionsBody & { currency: string };

const FIELDS = [
  'currency',
  'beneficiary',
  'bankName',
  'accountNumber',
  'swift',
  'bankAddress',
  'referenceWording',
  'notes',
] as const;

const emptyDraft = (currency: string): Draft => ({
  currency,
  beneficiary: '',
  bankName: '',
  accountNumber: '',
  swift: '',
  bankAddress: '',
  referenceWording: `Order ${ORDER_NUMBER_PLACEHOLDER}`,
  notes: '',
});

const draftOf = ({ updatedAt: _at, updatedBy: _by, ...fields }: PaymentInstructions): Draft => fields;

/** The sets in place, one row per currency, with who changed each last. */
function InstructionsTable({
  items,
  onEdit,
}: {
  items: readonly PaymentInstructions[];
  onEdit: (item: PaymentInstructions) => void;
}) {
  return (
    <ScrollingTable
      label="Payment instructions"
      caption="Payment instructions per currency"
      columns={['Currency', 'Beneficiary', 'Bank', 'Account / IBAN', 'SWIFT/BIC', 'Last changed', '']}
    >
      {items.map((item) => (
        <tr key={item.currency}>
          <th scope="row">{item.currency}</th>
          <td>{item.beneficiary}</td>
          <td>{item.bankName}</td>
          <td className="payment-code">{item.accountNumber}</td>
          <td className="payment-code">{item.swift}</td>
          <td>
            <time dateTime={item.updatedAt}>{formatDateTime(item.updatedAt)}</time>
            {item.updatedBy && <span className="muted"> by {item.updatedBy.fullName}</span>}
          </td>
          <td>
            <button type="button" className="btn btn-outline" onClick={() => onEdit(item)}>
              Edit<span className="visually-hidden"> {item.currency}</span>
            </button>
          </td>
        </tr>
      ))}
    </ScrollingTable>
  );
}

/** One currency's set: a new one names its currency, an existing one can also be removed. */
function InstructionsForm({
  initial,
  existing,
  onSaved,
  onRemoved,
  onCancel,
}: {
  initial: Draft;
  existing: boolean;
  onSaved: (saved: PaymentInstructions) => void;
  onRemoved: () => void;
  onCancel: () => void;
}) {
  // The toast names the currency saved (a new set starts with none), so it reads as a sentence.
  const submission = useSubmit({ fields: FIELDS });
  const removal = useAction();
  const [draft, setDraft] = useState(initial);

  const field = (name: keyof Draft) => ({
    id: `payment-${name}`,
    name,
    value: draft[name] ?? '',
    error: submission.errors[name],
    onChange: (event: { target: { value: string } }) => {
      setDraft((current) => ({ ...current, [name]: event.target.value }));
      submission.clearError(name);
    },
  });

  async function save(event: SubmitEvent) {
    event.preventDefault();
    const currency = draft.currency.trim().toUpperCase();
    if (!isCurrencyCode(currency)) {
      submission.reject([{ field: 'currency', message: 'Enter an ISO 4217 currency code such as USD, EUR or XOF.' }]);
      return;
    }
    const { currency: _currency, ...body } = draft;
    await submission.send(
      () => staffPut<PaymentInstructions>(`staff/payment-instructions/${currency}`, body),
      (saved) => {
        notifySuccess(`The ${saved.currency} payment instructions are saved.`);
        onSaved(saved);
      },
    );
  }

  function remove() {
    if (
      !window.confirm(
        `Remove the ${initial.currency} payment instructions? Buyers paying in ${initial.currency} will see no bank details.`,
      )
    )
      return;
    void removal.run(() => staffDelete(`staff/payment-instructions/${initial.currency}`), onRemoved);
  }

  const title = existing ? `${initial.currency} payment instructions` : 'New payment instructions';
  return (
    <section className="card" aria-labelledby="payment-form-title">
      <h2 id="payment-form-title">{title}</h2>
      <form ref={submission.ref} onSubmit={save} noValidate className="payment-form">
        <TextField
          {...field('currency')}
          label="Currency (ISO 4217 code)"
          required
          maxLength={3}
          autoCapitalize="characters"
          readOnly={existing}
          hint={existing ? 'To use another currency, add a new set.' : 'For example USD, EUR or XOF.'}
        />
        <TextField
          {...field('beneficiary')}
          label="Beneficiary (account holder)"
          required
          maxLength={LIMITS.beneficiary}
        />
        <TextField {...field('bankName')} label="Bank name" required maxLength={LIMITS.bankName} />
        <TextField
          {...field('accountNumber')}
          label="Account number or IBAN"
          required
          maxLength={LIMITS.accountNumber}
          autoCapitalize="characters"
          spellCheck={false}
        />
        <TextField
          {...field('swift')}
          label="SWIFT/BIC"
          required
          maxLength={11}
          autoCapitalize="characters"
          spellCheck={false}
          hint="8 or 11 letters and digits, e.g. ECOCNGLA."
        />
        <TextAreaField
          {...field('bankAddress')}
          label="Bank address"
          required
          rows={2}
          maxLength={LIMITS.bankAddress}
        />
        <TextField
          {...field('referenceWording')}
          label="Reference wording"
          required
          maxLength={LIMITS.referenceWording}
          hint={`What the buyer writes as the transfer's reference; ${ORDER_NUMBER_PLACEHOLDER} becomes the order number.`}
        />
        <TextAreaField
          {...field('notes')}
          label="Notes for the buyer"
          rows={3}
          maxLength={LIMITS.notes}
          hint="Optional: charges, intermediary bank, what to send as payment proof."
        />
        <SubmitAlerts submission={submission} />
        <div className="row-actions">
          <SubmitButton pending={submission.pending}>Save instructions</SubmitButton>
          <button type="button" className="btn btn-outline" onClick={onCancel}>
            Cancel
          </button>
          {existing && (
            <button
              type="button"
              className="btn btn-outline payment-remove"
              onClick={remove}
              disabled={removal.pending}
              aria-busy={removal.pending || undefined}
            >
              Remove
            </button>
          )}
        </div>
      </form>
    </section>
  );
}

/** Payment instructions (admins): the bank details buyers pay to by transfer, per currency. */
export default function PaymentInstructionsScreen() {
  const access = useScreenAccess();
  const { data: items, reload } = useStaffData<PaymentInstructions[]>('staff/payment-instructions', {
    enabled: access.allowed,
  });
  const [editing, setEditing] = useState<{ draft: Draft; existing: boolean } | null>(null);

  if (!access.ready) return access.gate;
  if (!items) return <p role="status">Loading the payment instructions...</p>;

  const orderCurrencySet = items.some((item) => item.currency === ORDER_CURRENCY);
  const done = () => {
    setEditing(null);
    void reload();
  };
  return (
    <div className="console-screen">
      <section className="card" aria-labelledby="payments-title">
        <div className="card-head">
          <h2 id="payments-title">Bank details buyers pay to</h2>
          <button
            type="button"
            className="btn btn-primary"
            onClick={() => setEditing({ draft: emptyDraft(orderCurrencySet ? '' : ORDER_CURRENCY), existing: false })}
          >
            Add a currency
          </button>
        </div>
        <p className="muted">
          Once a buyer approves an order paid by telegraphic transfer (TT), its page and its pro-forma invoice show the
          instructions of the order&rsquo;s currency. Orders are in {ORDER_CURRENCY} today. Every change is in the audit
          trail.
        </p>
        {!orderCurrencySet && (
          <p role="alert" className="payment-missing">
            No {ORDER_CURRENCY} instructions yet: buyers of TT orders are told we will send the bank details.
          </p>
        )}
        {items.length > 0 && (
          <InstructionsTable items={items} onEdit={(item) => setEditing({ draft: draftOf(item), existing: true })} />
        )}
      </section>
      {editing && (
        <InstructionsForm
          key={`${editing.draft.currency}-${editing.existing}`}
          initial={editing.draft}
          existing={editing.existing}
          onSaved={done}
          onRemoved={done}
          onCancel={() => setEditing(null)}
        />
      )}
    </div>
  );
}
