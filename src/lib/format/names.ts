/** docs/product/screens.md: names are shown truncated at 15 characters plus an ellipsis. */
export function truncateName(name: string, max = 15): string {
  return name.length > max ? `${name.slice(0, max)}...` : name;
}

/** The header dropdown shows the full name with its first letter capitalised. */
export const capitalizeFirst = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** The badge letter of a user. */
export const initial = (name: string) => name.trim().charAt(0).toUpperCase() || '?';
