// The one rule for link targets in editors' content (schemas and the markdown sanitiser).
import { describe, expect, it } from 'vitest';
import { isSafeLink, isWebAddress } from '../../src/shared/content/safe-link.ts';

describe('safe links', () => {
  it('takes web, mail and phone addresses and relative links', () => {
    for (const url of ['https://example.com', 'HTTP://x.y', 'mailto:a@b.c', 'tel:+234', '/our-story', 'our-story', '#top', '?q=1', './a', '../b'])
      expect(isSafeLink(url), url).toBe(true);
  });

  it('refuses every other scheme however it is spelled, and links to another host with no scheme', () => {
    for (const url of [
      'javascript:alert(1)',
      ' JavaScript:alert(1)',
      'java\tscript:alert(1)',
      'java\nscript:alert(1)',
      '\u0001javascript:alert(1)',
      'data:text/html,x',
      'vbscript:x',
      'file:///etc/passwd',
      '//evil.example',
      '/\\evil.example',
      '\\\\evil.example',
    ])
      expect(isSafeLink(url), JSON.stringify(url)).toBe(false);
  });

  it('calls only http(s) addresses with a host web addresses', () => {
    expect(isWebAddress('https://www.linkedin.com/company/x')).toBe(true);
    for (const url of ['/our-story', 'mailto:a@b.c', 'https:/x', 'javascript://example.com/%0aalert(1)'])
      expect(isWebAddress(url), url).toBe(false);
  });
});
