/** docs/product/screens.md: names are shown truncated at 15 characters plus an ellipsis. */
export function truncateName(name: string, max = 15): string {
  return name.length > max ? `${name.slice(0, max)}...` : name;
}
