import { isUuid } from '../shared/common/ids.ts';

// Dynamic pages (/details/{id}, /order/details/{id}, /console/orders/{id}...) are one
// pre-rendered shell each; the island reads the id from the address.

/** The last segment of the current path, decoded. */
export const lastPathSegment = (): string =>
  decodeURIComponent(window.location.pathname.split('/').filter(Boolean).at(-1) ?? '');

/** The record id at the end of the current path, or null when it is not one. */
export function idFromPath(): string | null {
  const id = lastPathSegment();
  return isUuid(id) ? id : null;
}

/** A record id from the query string (`?name=`), or null. */
export function idFromQuery(name: string): string | null {
  const id = new URLSearchParams(window.location.search).get(name) ?? '';
  return isUuid(id) ? id : null;
}
