import { describe, expect, it } from 'vitest';
import { COUNTRIES_EN } from '../../src/shared/common/countries.ts';
import { countryIn } from '../../src/shared/i18n/country-names.ts';
import { FRENCH_COUNTRY_NAMES } from '../../src/shared/i18n/country-names-fr.ts';

describe('country names in the page language', () => {
  it('names every country of the lists in French exactly as Intl does (CLDR)', () => {
    const intl = new Intl.DisplayNames(['fr'], { type: 'region', fallback: 'none' });
    for (const { value } of COUNTRIES_EN) expect(FRENCH_COUNTRY_NAMES[value], value).toBe(intl.of(value));
  });

  it('reads French names in French, English ones in English, and keeps the English for unknown codes', () => {
    expect(countryIn('CI', "Côte d'Ivoire", 'fr')).toBe('Côte d’Ivoire');
    expect(countryIn('de', 'Germany', 'fr')).toBe('Allemagne');
    expect(countryIn('DE', 'Germany', 'en')).toBe('Germany');
    expect(countryIn('ZZ', 'Nowhere', 'fr')).toBe('Nowhere');
    expect(countryIn('', 'Somewhere', 'fr')).toBe('Somewhere');
  });
});
