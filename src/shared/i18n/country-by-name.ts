// Countries an order, a quote or an alert stores by English name ("Ivory Coast"), named in the
// reader's language (issue 41, item 7). Apart from trade-names.ts because it carries the
// country list (countries-list), which the product page, naming origins by code, does without.
import { countryCode } from '../common/countries.ts';
import { countryIn } from './country-names.ts';
import type { Locale } from './locales.ts';

/** A country stored by its English name ("Ivory Coast") in `locale` ("Côte d’Ivoire"); unknown names as they are. */
export function countryNameIn(name: string, locale: Locale): string {
  if (locale === 'en') return name;
  const code = countryCode(name);
  return code ? countryIn(code, name, locale) : name;
}

/** A place written "Port, Country" (or a country alone) with its country part in `locale`. */
export function placeIn(place: string, locale: Locale): string {
  if (locale === 'en') return place;
  return place
    .split(', ')
    .map((part) => countryNameIn(part, locale))
    .join(', ');
}
