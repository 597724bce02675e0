// Country names in the reader's language, for the islands: the same rule as the server's
// (src/shared/i18n/country-names.ts), from a table rather than Intl.DisplayNames, whose French
// locale data would load while the page starts (issue 27).
export { countryIn as countryName } from '../../shared/i18n/country-names.ts';
