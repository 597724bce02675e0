// Body field shapes of the order and inquiry payloads. They check types only; the rules
// (required, ranges, lists) run in the functions of src/shared, so the form and the server
// answer with the same messages.
import { z } from 'zod';
import { PAYMENT_TERMS, SHIPPING_TERMS } from './enums.ts';
import { errorText } from '../i18n/errors.ts';

/** A text field; missing reads as empty so the rules can say what is required. */
export const text = z.string({ error: 'Must be text.' }).max(10_000, { error: 'This is too long.' }).default('');

/** A free-text quantity: the buyer may send "25" or 25. */
export const quantityText = z
  .union([z.string().max(100), z.number()], { error: errorText('quantity_not_tonnes') })
  .default('')
  .transform(String);

const blankToUndefined = (value: unknown) => (value === '' || value === null ? undefined : value);

export const shippingTerm = z.preprocess(
  blankToUndefined,
  z.enum(SHIPPING_TERMS, { error: `Choose one of ${SHIPPING_TERMS.join(', ')}.` }).optional(),
);

export const paymentTerm = z.preprocess(
  blankToUndefined,
  z.enum(PAYMENT_TERMS, { error: `Choose one of ${PAYMENT_TERMS.join(', ')}.` }).optional(),
);
