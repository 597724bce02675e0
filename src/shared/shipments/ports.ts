// Ports of a shipment, named by UN/LOCODE and checked against the list in ./seaports.ts.
import { countryLabel } from '../common/countries.ts';
import { errorText, type Reason } from '../i18n/errors.ts';
import { SEAPORTS } from './seaports.ts';

/** Two letters of the country, then three letters or digits 2-9 (UNECE's form). */
export const LOCODE_PATTERN = /^[A-Z]{2}[A-Z2-9]{3}$/;

/** Upper case without spaces or dashes: `nl rtm` and `NL-RTM` read `NLRTM`. */
export const normalizeLocode = (raw: string) => raw.toUpperCase().replace(/[\s-]/g, '');

export const isSeaport = (code: string) => Object.hasOwn(SEAPORTS, normalizeLocode(code));

/** Why this is not a seaport of our list, or null when it is one; `what` names the port asked for. */
export function portRefusal(raw: string, what = 'port'): Reason | null {
  const code = normalizeLocode(raw);
  if (!code) return { code: 'locode_missing', params: { what } };
  if (!LOCODE_PATTERN.test(code)) return { code: 'locode_invalid', params: { code } };
  if (!isSeaport(code)) return { code: 'locode_not_seaport', params: { code } };
  return null;
}

/** portRefusal's reason in English, or null. */
export function portProblem(raw: string, what = 'port'): string | null {
  const reason = portRefusal(raw, what);
  return reason && errorText(reason);
}

/** "Cotonou", or the code itself for a port no longer on the list. */
export const portName = (code: string) => SEAPORTS[normalizeLocode(code)] ?? code;

/** "Cotonou, Benin (BJCOO)": how the console lists a port. */
export function portLabel(code: string): string {
  const country = countryLabel(code.slice(0, 2));
  return `${portName(code)}${country ? `, ${country}` : ''} (${code})`;
}

/** Every port of the list, sorted by its label, for a picker. */
export const SEAPORT_OPTIONS: readonly { code: string; label: string }[] = Object.keys(SEAPORTS)
  .map((code) => ({ code, label: portLabel(code) }))
  .sort((a, b) => a.label.localeCompare(b.label, 'en'));
