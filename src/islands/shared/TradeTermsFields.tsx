import { messages, useMessages } from '../../stores/locale.ts';
import { SelectField } from './FormFields.tsx';
import { useTermOptions } from './trade-options.ts';
import type { FieldBinding } from './useFields.ts';

const text = messages('shared/trade-terms', {
  shipping: 'Shipping terms',
  selectShipping: 'Select shipping terms',
  payment: 'Payment terms',
  selectPayment: 'Select payment terms',
});

/**
 * The shipping and payment terms a buyer picks, side by side, named in the reader's language:
 * the same two selects in the inquiry form and the order form. The order form needs both.
 */
export default function TradeTermsFields({
  shipping,
  payment,
  required = false,
}: {
  shipping: FieldBinding;
  payment: FieldBinding;
  required?: boolean;
}) {
  const t = useMessages(text);
  const terms = useTermOptions();
  const pickers = [
    { binding: shipping, label: t.shipping, placeholder: t.selectShipping, options: terms.shipping },
    { binding: payment, label: t.payment, placeholder: t.selectPayment, options: terms.payment },
  ];
  return (
    <div className="form-row">
      {pickers.map(({ binding, ...picker }) => (
        <SelectField key={binding.name} {...binding} {...picker} required={required} />
      ))}
    </div>
  );
}
