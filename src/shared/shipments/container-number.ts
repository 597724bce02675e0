// Container numbers (ISO 6346): three letters naming the owner, an equipment category
// letter (U freight container, J detachable equipment, Z trailer or chassis), six serial
// digits and a check digit computed from the ten characters before it. Agents type them
// from a booking or a photo of the door; the check digit catches most slips (a swapped pair
// of digits, one wrong letter) before a buyer tracks the wrong box.

import { errorText, type Reason } from '../i18n/errors.ts';

/** As printed: `MSCU1234566`. */
export const CONTAINER_NUMBER_PATTERN = /^[A-Z]{3}[UJZ]\d{7}$/;

/**
 * The value of each letter in the check-digit sum: A is 10 and the count goes up by one,
 * skipping 11, 22 and 33 (multiples of 11 would be lost to the modulo).
 */
function letterValue(letter: string): number {
  let value = 10;
  for (let code = 'A'.charCodeAt(0); code < letter.charCodeAt(0); code += 1) {
    value += 1;
    if (value % 11 === 0) value += 1;
  }
  return value;
}

/** Upper case without spaces, dashes or dots: `msku 123456-5` reads `MSKU1234565`. */
export const normalizeContainerNumber = (raw: string) => raw.toUpperCase().replace(/[\s.\-/]/g, '');

/**
 * The check digit of the first ten characters (owner, category, serial): each character's
 * value times 2 to the power of its position, summed, modulo 11; a remainder of 10 is
 * written 0.
 */
export function containerCheckDigit(first10: string): number {
  let sum = 0;
  for (let i = 0; i < 10; i += 1) {
    const char = first10.charAt(i);
    const value = /\d/.test(char) ? Number(char) : letterValue(char);
    sum += value * 2 ** i;
  }
  return (sum % 11) % 10;
}

/**
 * Why this is not a container number, or null when it is one (after normalising). The
 * reason names what to fix, since an agent reads it next to the field.
 */
export function containerNumberRefusal(raw: string): Reason | null {
  const value = normalizeContainerNumber(raw);
  if (!value) return 'container_number_missing';
  if (!CONTAINER_NUMBER_PATTERN.test(value)) return { code: 'container_number_invalid', params: { value } };
  const expected = containerCheckDigit(value.slice(0, 10));
  if (Number(value.charAt(10)) !== expected) {
    return { code: 'container_check_digit_wrong', params: { value, expected } };
  }
  return null;
}

/** containerNumberRefusal's reason in English, or null. */
export function containerNumberProblem(raw: string): string | null {
  const reason = containerNumberRefusal(raw);
  return reason && errorText(reason);
}

export const isContainerNumber = (raw: string) => containerNumberRefusal(raw) === null;
