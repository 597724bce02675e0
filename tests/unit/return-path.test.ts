import fc from 'fast-check';
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
    // Dot segments that resolve to a path starting with "//" (issue 35).
    '?next=%2F.%2F%2Fevil.example%2Fx',
    '?next=/%2e%2e//evil.example/',
    '?next=/..//evil.example',
    '?next=/x/..//evil.example/',
    '?next=/./%5Cevil.example/',
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

/** Pieces a hostile ?next= is made of: dot segments (plain and encoded), slashes, backslashes, tabs, a host. */
const piece = fc.constantFrom(
  '',
  '.',
  '..',
  '%2e',
  '%2E%2e',
  '.%2e',
  'x',
  'evil.example',
  '\\',
  '%5C',
  '%2F',
  '\t',
  '\n',
  ':',
  '@',
  '?',
  '#',
  'console',
);
const hostilePath = fc
  .array(fc.tuple(fc.constantFrom('/', '\\', '//', '/./', '/../'), piece), { minLength: 1, maxLength: 8 })
  .map((parts) => parts.map(([separator, part]) => separator + part).join(''));

describe('the return path, over generated paths', () => {
  it('is either refused or one slash followed by neither slash nor backslash, and stays on our origin from any page', () => {
    fc.assert(
      fc.property(hostilePath, fc.constantFrom('/', '/console/'), (next, within) => {
        const path = sameSiteReturnPath(next, ORIGIN, within);
        if (path === undefined) return;
        expect(path).toMatch(/^\/(?![/\\])/);
        expect(path.startsWith(within)).toBe(true);
        // Where the browser goes when a page of ours is sent to it: still our origin.
        for (const from of [`${ORIGIN}/`, `${ORIGIN}/login`, `${ORIGIN}/console/orders/1`]) {
          expect(new URL(path, from).origin).toBe(ORIGIN);
        }
        // Resolving it again changes nothing: the path is already what the browser will load.
        expect(sameSiteReturnPath(path, ORIGIN, within)).toBe(path);
      }),
      { numRuns: 2000 },
    );
  });
});
