import { describe, expect, it } from 'vitest';
import { sameSiteReturnPath } from '../../src/shared/auth/return-path.ts';

const ORIGIN = 'https://hub.example';
/** What the sign-in page reads from its address: `?next=` decoded, as URLSearchParams does. */
const nextOf = (query: string) => new URLSearchParams(query).get('next');

describe('the page to return to after signing in', () => {
  it('keeps a path of our own site, with its query and fragment', () => {
    expect(sameSiteReturnPath('/buyer-hub/orders?page=2#top', ORIGIN)).toBe('/buyer-hub/orders?page=2#top');
    expect(sameSiteReturnPath(nextOf('?next=%2Fdetails%2F42'), ORIGIN)).toBe('/details/42');
  });

  it.each([
    '?next=/%5Cevil.example/',
    '?next=/%09/evil.example/',
    '?next=//evil.example/',
    '?next=https://evil.example/',
    '?next=/%0A/evil.example/',
    '?next=/%5C%5Cevil.example/',
    '?next=%5C%5Cevil.example/',
    '?next=javascript:alert(1)',
    '?next=',
  ])('refuses %s, which leads off the site', (query) => {
    expect(sameSiteReturnPath(nextOf(query), ORIGIN)).toBeUndefined();
  });

  it('keeps the console to console paths', () => {
    expect(sameSiteReturnPath('/console/orders', ORIGIN, '/console/')).toBe('/console/orders');
    expect(sameSiteReturnPath('/console/../buyer-hub', ORIGIN, '/console/')).toBeUndefined();
    expect(sameSiteReturnPath('/%5Cevil.example/console/', ORIGIN, '/console/')).toBeUndefined();
    expect(sameSiteReturnPath(nextOf('?next=/%5Cevil.example/console/'), ORIGIN, '/console/')).toBeUndefined();
  });
});
