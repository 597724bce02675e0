import { COUNTRIES_EN } from '../../shared/common/countries.ts';
import { PAYMENT_TERMS, SHIPPING_TERMS } from '../../shared/common/enums.ts';
import { useLabels } from './labels.ts';

/** The select options of the trade forms (inquiry, order, profile); countries are built once. */
export const COUNTRY_OPTIONS = COUNTRIES_EN.map(({ value, label }) => ({ value, label }));

/** The shipping and payment options with their names in the reader's language. */
export function useTermOptions() {
  const label = useLabels();
  return {
    shipping: SHIPPING_TERMS.map((value) => ({ value, label: label('shipping', value) })),
    payment: PAYMENT_TERMS.map((value) => ({ value, label: label('payment', value) })),
  };
}
