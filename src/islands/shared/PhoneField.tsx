import { getExampleNumber } from 'libphonenumber-js';
import examples from 'libphonenumber-js/mobile/examples';
import { useState } from 'react';
import PhoneInput, { type Country, type FlagProps, type Value } from 'react-phone-number-input';
import englishLabels from 'react-phone-number-input/locale/en';
import 'react-phone-number-input/style.css';
import { messages, useMessages } from '../../stores/locale.ts';
import './fields.css';
import './phone-field.css';

interface Props {
  id: string;
  label: string;
  /** E.164, e.g. "+2348031234567", or '' when empty. */
  value: string;
  onChange: (value: string) => void;
  error?: string | undefined;
  disabled?: boolean;
  required?: boolean;
  /** docs/product/limits.md: Nigeria. */
  defaultCountry?: Country;
}

const text = messages('shared/phone', { country: 'Phone number country' });

/**
 * The country list's names, by ISO code: the library's English here, its French in the French
 * messages (src/lib/i18n/fr/shared.ts), so that only French readers download them.
 */
const countryNames = messages('shared/phone-countries', englishLabels);

/** An example mobile number of the country, with its code, as the placeholder ("+234 802 123 4567"). */
const exampleFor = (country: Country | undefined) =>
  (country && getExampleNumber(country, examples)?.formatInternational()) ?? '+234 802 123 4567';

/**
 * The country's ISO code where the library would show a flag image: its default flags are
 * hot-linked from another site, and bundling all of them costs 44 kB (gzip).
 */
const CountryCode = ({ country }: FlagProps) => <span className="phone-country-code">{country}</span>;

/**
 * International phone input: a country select (showing the ISO code) and the number, typed
 * nationally ("0803...") or with its code ("+234 803..."). Hands back E.164; the server
 * checks the number is valid for its country.
 */
export default function PhoneField({
  id,
  label,
  value,
  onChange,
  error,
  disabled,
  required,
  defaultCountry = 'NG',
}: Props) {
  const t = useMessages(text);
  const labels = useMessages(countryNames);
  const [country, setCountry] = useState<Country | undefined>(defaultCountry);
  return (
    <div className="field phone-field">
      <label htmlFor={id}>{label}</label>
      <PhoneInput
        id={id}
        name={id}
        defaultCountry={defaultCountry}
        flagComponent={CountryCode}
        labels={labels}
        // The component takes undefined for 'empty'; with exact optional props it must be cast.
        value={(value || undefined) as Value}
        onChange={(next) => onChange(next ?? '')}
        onCountryChange={setCountry}
        placeholder={exampleFor(country)}
        disabled={disabled ?? false}
        required={required ?? false}
        autoComplete="tel"
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        countrySelectProps={{ 'aria-label': t.country }}
      />
      {error && (
        <span id={`${id}-error`} className="field-error">
          {error}
        </span>
      )}
    </div>
  );
}
