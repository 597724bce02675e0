import { countries } from 'countries-list';

// The country list of docs/product/data.md, from a maintained package: ISO 3166-1 alpha-2 value,
// English or native label, case-insensitive lookups both ways.

export interface CountryOption {
  /** Two-letter ISO code. */
  value: string;
  label: string;
}

type CountryCode = keyof typeof countries;

const byLabel = (a: CountryOption, b: CountryOption) => a.label.localeCompare(b.label, 'en');

export const COUNTRIES_EN: readonly CountryOption[] = Object.entries(countries)
  .map(([value, country]) => ({ value, label: country.name }))
  .sort(byLabel);

export const COUNTRIES_NATIVE: readonly CountryOption[] = Object.entries(countries)
  .map(([value, country]) => ({ value, label: country.native }))
  .sort(byLabel);

/** The list with an empty first option, for selects that start unselected. */
export const withEmptyOption = (list: readonly CountryOption[], label = ''): CountryOption[] => [
  { value: '', label },
  ...list,
];

/** Country name for a code (English by default), case-insensitive; undefined when unknown. */
export function countryLabel(code: string, list: readonly CountryOption[] = COUNTRIES_EN): string | undefined {
  const wanted = code.trim().toUpperCase();
  return list.find((country) => country.value === wanted)?.label;
}

/** Code for a country name in either list, case-insensitive; undefined when unknown. */
export function countryCode(label: string): string | undefined {
  const wanted = label.trim().toLowerCase();
  if (!wanted) return undefined;
  const match =
    COUNTRIES_EN.find((country) => country.label.toLowerCase() === wanted) ??
    COUNTRIES_NATIVE.find((country) => country.label.toLowerCase() === wanted);
  return match?.value;
}

export const isCountryCode = (code: string): code is CountryCode => code.toUpperCase() in countries;
