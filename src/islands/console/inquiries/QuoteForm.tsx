import { type SubmitEvent, useMemo } from 'react';
import { notifySuccess } from '../../../lib/api/report.ts';
import { staffPost } from '../../../lib/api/staff.ts';
import { formatUsd } from '../../../lib/format/numbers.ts';
import { quoteErrors } from '../../../shared/quotes/quotes.contract.ts';
import type { StaffInquiry } from '../../../shared/inquiries/inquiries.staff.contract.ts';
import { countryCode } from '../../../shared/common/countries.ts';
import type { ShippingTerm } from '../../../shared/common/enums.ts';
import { parseQuantity } from '../../../shared/orders/order-rules.ts';
import type { Product } from '../../../shared/products/products.ts';
import { DAY_MS, QUOTE_LIMITS, quoteTotal } from '../../../shared/quotes/quotes.ts';
import { incotermWithPlace } from '../../../shared/quotes/quote-answers.ts';
import type { Quote } from '../../../shared/quotes/quotes.contract.ts';
import { SubmitButton, TextAreaField, TextField } from '../../shared/FormFields.tsx';
import { useFields } from '../../shared/useFields.ts';
import { SubmitAlerts, useSubmit } from '../../shared/useSubmit.tsx';
import ChoiceField from '../shared/ChoiceField.tsx';
import { originOptions, PAYMENT_OPTIONS, SHIPPING_OPTIONS } from '../shared/term-options.ts';
import { useStaffData } from '../shared/useStaffData.ts';

/** The form's fields, in the order they are shown (and focused on an error). */
const FIELDS = [
  'countryOfOrigin',
  'quantity',
  'pricePerMT',
  'incoterm',
  'namedPlace',
  'paymentTerm',
  'leadTimeDays',
  'validUntil',
  'note',
] as const;
type Field = (typeof FIELDS)[number];
type Values = Record<Field, string>;

/** A quote is offered for a week unless the agent chooses otherwise. */
const DEFAULT_VALIDITY_DAYS = 7;

const isoDay = (date: Date) => date.toISOString().slice(0, 10);

/**
 * Where the form starts: a revision starts from the newest quote (the agent usually changes
 * the price or the validity); a first quote from what the buyer asked for.
 */
function startingValues(inquiry: StaffInquiry, latest: Quote | undefined, now: Date): Values {
  const validUntil = isoDay(new Date(now.getTime() + DEFAULT_VALIDITY_DAYS * DAY_MS));
  if (latest) {
    return {
      countryOfOrigin: countryCode(latest.countryOfOrigin) ?? '',
      quantity: String(latest.quantity),
      pricePerMT: String(latest.pricePerMT),
      incoterm: latest.incoterm,
      namedPlace: latest.namedPlace,
      paymentTerm: latest.paymentTerm,
      leadTimeDays: String(latest.leadTimeDays),
      validUntil,
      note: latest.note,
    };
  }
  const quantity = parseQuantity(inquiry.quantityRequired);
  return {
    countryOfOrigin: '',
    quantity: quantity.ok ? String(quantity.value) : '',
    pricePerMT: '',
    incoterm: inquiry.termsOfTrade ?? '',
    namedPlace: '',
    paymentTerm: inquiry.paymentTerms ?? '',
    leadTimeDays: '',
    validUntil,
    note: '',
  };
}

/** The origins to offer: the inquiry's product's own first (unknown products: every country). */
function useOrigins(productId: string | null) {
  // An unpublished product has no public page (404): every country is offered instead.
  const product = useStaffData<Product>(productId && `product/${encodeURIComponent(productId)}`).data;
  return useMemo(() => originOptions(product), [product]);
}

/** Give it `key={latest?.id}`: a new version starts the next revision from that version. */
interface Props {
  inquiry: StaffInquiry;
  /** The newest version, if any: the new quote supersedes it. */
  latest: Quote | undefined;
  onSent: (quote: Quote) => void;
}

/**
 * Answers an inquiry with a quote. The total is computed by the rule the server applies
 * (shared/quotes/quotes.ts), and the fields are checked by the server's own schema before sending;
 * what the server still refuses appears beside the field it names.
 */
export default function QuoteForm({ inquiry, latest, onSent }: Props) {
  const submission = useSubmit({ fields: FIELDS });
  const { values, field } = useFields<Values>(() => startingValues(inquiry, latest, new Date()), submission, {
    namesAsIds: true,
  });
  const origins = useOrigins(inquiry.productId);
  const today = new Date();

  const quantity = parseQuantity(values.quantity);
  const price = Number(values.pricePerMT);
  const total = quantity.ok && price > 0 && Number.isFinite(price) ? quoteTotal(price, quantity.value) : undefined;

  async function submit(event: SubmitEvent) {
    event.preventDefault();
    const problems = quoteErrors(values, new Date());
    if (problems.length > 0) return submission.reject(problems);
    await submission.send(
      () => staffPost<Quote>(`staff/inquiries/${inquiry.id}/quotes`, values),
      (quote) => {
        notifySuccess(`Quote version ${quote.version} sent: the buyer is e-mailed and has it in their Message Center.`);
        onSent(quote);
      },
    );
  }

  return (
    <form
      ref={submission.ref}
      className="quote-form"
      onSubmit={submit}
      noValidate
      aria-label={latest ? `Revised quote (version ${latest.version + 1})` : 'Quote'}
    >
      {latest?.state === 'ACTIVE' && (
        <p className="muted">Sending replaces version {latest.version}: the buyer can then accept only the new one.</p>
      )}
      <ChoiceField {...field('countryOfOrigin')} label="Country of origin" options={origins} />
      <div className="field-row">
        <TextField
          {...field('quantity')}
          label="Quantity (MT)"
          inputMode="decimal"
          hint={`The buyer asked for ${inquiry.quantityRequired} MT.`}
          required
        />
        <TextField {...field('pricePerMT')} label="Price per MT (USD)" inputMode="decimal" required />
      </div>
      <div className="field-row">
        <ChoiceField
          {...field('incoterm')}
          label="Incoterm"
          options={SHIPPING_OPTIONS}
          hint={inquiry.termsOfTrade ? `The buyer asked for ${inquiry.termsOfTrade}.` : undefined}
        />
        <TextField
          {...field('namedPlace')}
          label="Named place (port or town)"
          hint={
            values.incoterm && values.namedPlace.trim()
              ? `Reads: ${incotermWithPlace({ incoterm: values.incoterm as ShippingTerm, namedPlace: values.namedPlace.trim() })}`
              : inquiry.destinationPort
                ? `Destination: ${inquiry.destinationPort}.`
                : 'e.g. Rotterdam for CIF Rotterdam'
          }
          maxLength={QUOTE_LIMITS.namedPlace}
          required
        />
      </div>
      <div className="field-row">
        <ChoiceField {...field('paymentTerm')} label="Payment terms" options={PAYMENT_OPTIONS} />
        <TextField
          {...field('leadTimeDays')}
          label="Lead time (days)"
          type="number"
          inputMode="numeric"
          min={1}
          max={QUOTE_LIMITS.maxLeadTimeDays}
          step={1}
          required
        />
        <TextField
          {...field('validUntil')}
          label="Valid until"
          type="date"
          min={isoDay(today)}
          max={isoDay(new Date(today.getTime() + QUOTE_LIMITS.maxValidityDays * DAY_MS))}
          hint="To the end of that day (UTC)."
          required
        />
      </div>
      <TextAreaField
        {...field('note')}
        label="Note for the buyer"
        hint="What the price includes, inspection, packing..."
        rows={3}
        maxLength={QUOTE_LIMITS.note}
      />
      <p className="quote-total" aria-live="polite">
        Total: <strong>{total === undefined ? '—' : formatUsd(total)}</strong>
      </p>
      <SubmitAlerts submission={submission} />
      <SubmitButton pending={submission.pending}>{latest ? 'Send revised quote' : 'Send quote'}</SubmitButton>
    </form>
  );
}
