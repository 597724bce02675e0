// Shared with the server's HTML (product cards), hence in src/shared.
export { truncateName } from '../../shared/common/truncate-name.ts';

/** The header dropdown shows the full name with its first letter capitalised. */
export const capitalizeFirst = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** The badge letter of a user. */
export const initial = (name: string) => name.trim().charAt(0).toUpperCase() || '?';
