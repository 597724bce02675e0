import { describe, expect, it } from 'vitest';
import { appLink } from '../../src/server/mail/app-link.ts';

describe('links in mails', () => {
  it('keep the base path of APP_URL and never double or drop a slash', () => {
    expect(appLink('https://afritradehub.com', '/message-center')).toBe('https://afritradehub.com/message-center');
    expect(appLink('https://afritradehub.com/', '/console')).toBe('https://afritradehub.com/console');
    expect(appLink('https://example.com/hub//', '/inquiries?inquiry=1')).toBe(
      'https://example.com/hub/inquiries?inquiry=1',
    );
  });
});
