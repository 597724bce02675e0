// Orders short labels (categories, country names) as readers expect: by their letters first,
// accents and case aside ("Bénin" before "Burkina Faso", "Égypte" among the E), then as
// written. Intl.Collator orders Latin-script labels like ours (English and French names)
// the same, but its first use loads ICU's collation tables: tens of milliseconds of main
// thread on a phone while Buy Commodities starts (issue 27: total blocking time).

/** The label without accents, in lower case. */
const letters = (label: string) =>
  label
    .normalize('NFD')
    .replace(/\p{Mn}/gu, '')
    .toLowerCase();

export function compareLabels(a: string, b: string): number {
  const first = letters(a);
  const second = letters(b);
  if (first !== second) return first < second ? -1 : 1;
  return a < b ? -1 : a > b ? 1 : 0;
}
