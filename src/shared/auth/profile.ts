// Settings > Save Changes (docs/product/screens.md): the profile rules the form checks before sending and
// the server applies again. Uses libphonenumber's full metadata (via auth-schemas.ts): import
// from server code or lazily loaded islands only.
import type { FieldError } from '../common/api-types.ts';
import { normalizePhoneNumber } from './auth-schemas.ts';
import type { ProfileInput } from '../hub/buyer-hub.contract.ts';
import { isCountryCode } from '../common/countries.ts';
import type { Locale } from '../i18n/locales.ts';
import type { Refusal } from '../i18n/errors.ts';

export interface CleanProfile {
  fullName: string;
  /** ISO 3166-1 alpha-2, upper case. */
  country: string;
  /** E.164. */
  phoneNumber: string;
  /** The language the buyer reads; unchanged when not given. */
  language?: Locale;
}

export type ProfileCheck = { ok: true; profile: CleanProfile } | { ok: false; refusals: Refusal[] };

/** Full name, a country from the list and a valid phone number, each refusal under its field. */
export function checkProfile(input: ProfileInput): ProfileCheck {
  const refusals: Refusal[] = [];
  const fullName = input.fullName.trim();
  if (!fullName) refusals.push({ reason: 'profile_name_missing', field: 'fullName' });
  const country = input.country.trim().toUpperCase();
  if (!country) refusals.push({ reason: 'profile_country_missing', field: 'country' });
  else if (!/^[A-Z]{2}$/.test(country) || !isCountryCode(country)) {
    refusals.push({ reason: 'profile_country_unknown', field: 'country' });
  }
  const phone = normalizePhoneNumber(input.phoneNumber);
  if (!input.phoneNumber.trim()) refusals.push({ reason: 'profile_phone_missing', field: 'phoneNumber' });
  else if (!phone) refusals.push({ reason: 'profile_phone_invalid', field: 'phoneNumber' });
  if (refusals.length > 0 || !phone) return { ok: false, refusals };
  const profile: CleanProfile = { fullName, country, phoneNumber: phone.number };
  return { ok: true, profile: input.language ? { ...profile, language: input.language } : profile };
}

/** The errors of a check, by field, as forms show them. */
export const errorsByField = (errors: FieldError[]): Record<string, string> =>
  Object.fromEntries(errors.filter((e) => e.field).map((e) => [e.field, e.message]));
