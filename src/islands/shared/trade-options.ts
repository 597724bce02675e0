import { COUNTRIES_EN } from '../../shared/countries.ts';
import { PAYMENT_TERM_LABELS, PAYMENT_TERMS, SHIPPING_TERM_LABELS, SHIPPING_TERMS } from '../../shared/enums.ts';

/** The select options of the trade forms (inquiry, order, profile), built once. */
export const SHIPPING_OPTIONS = SHIPPING_TERMS.map((value) => ({ value, label: SHIPPING_TERM_LABELS[value] }));
export const PAYMENT_OPTIONS = PAYMENT_TERMS.map((value) => ({ value, label: PAYMENT_TERM_LABELS[value] }));
export const COUNTRY_OPTIONS = COUNTRIES_EN.map(({ value, label }) => ({ value, label }));
