import { atom } from 'nanostores';

/** The text of the buyer hub header's search box; tables and the chat filter by it. */
export const $hubSearch = atom('');

export function setHubSearch(text: string) {
  $hubSearch.set(text);
}
