// Settings > Save Changes (docs/product/screens.md): the profile rules the form checks before sending and
// the server applies again. Uses libphonenumber's full metadata (via auth-schemas.ts): import
// from server code or lazily loaded islands only.
import type { FieldError } from '../common/api-types.ts';
import { normalizePhoneNumber } from './auth-schemas.ts';
import type { ProfileInput } from '../hub/buyer-hub.contract.ts';
import { isCountryCode } from '../common/countries.ts';
import type { Locale } from '../i18n/locales.ts';

export interface CleanProfile {
  fullName: string;
  /** ISO 3166-1 alpha-2, upper case. */
  country: string;
  /** E.164. */
  phoneNumber: string;
  /** The language the buyer reads; unchanged when not given. */
  language?: Locale;
}

export type ProfileCheck = { ok: true; profile: CleanProfile } | { ok: false; errors: FieldError[] };

/** Full name, a country from the list and a valid phone number, each error under its field. */
export function checkProfile(input: ProfileInput): ProfileCheck {
  const errors: FieldError[] = [];
  const fullName = input.fullName.trim();
  if (!fullName) errors.push({ field: 'fullName', message: 'Full name is required' });
  const country = input.country.trim().toUpperCase();
  if (!country) errors.push({ field: 'country', message: 'Choose your country.' });
  else if (!/^[A-Z]{2}$/.test(country) || !isCountryCode(country)) {
    errors.push({ field: 'country', message: 'Choose a country from the list.' });
  }
  const phone = normalizePhoneNumber(input.phoneNumber);
  if (!input.phoneNumber.trim()) errors.push({ field: 'phoneNumber', message: 'Phone number is required' });
  else if (!phone) {
    errors.push({
      field: 'phoneNumber',
      message: 'Enter a valid phone number with its country code, e.g. +234 802 123 4567',
    });
  }
  if (errors.length > 0 || !phone) return { ok: false, errors };
  const profile: CleanProfile = { fullName, country, phoneNumber: phone.number };
  return { ok: true, profile: input.language ? { ...profile, language: input.language } : profile };
}

/** The errors of a check, by field, as forms show them. */
export const errorsByField = (errors: FieldError[]): Record<string, string> =>
  Object.fromEntries(errors.filter((e) => e.field).map((e) => [e.field, e.message]));
