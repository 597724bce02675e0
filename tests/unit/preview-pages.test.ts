import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { previewFile, previewHtml } from '../../src/server/services/content/preview-pages.ts';

const PREFIX = '/content-preview/abc/123/sig/';

describe('preview pages (issue 41)', () => {
  it("moves a built page's own addresses under the preview, and leaves other sites' and data alone", () => {
    const html = [
      '<link rel="stylesheet" href="/_astro/site.css">',
      '<img src="/images/uploads/harvest-1200.webp" srcset="/images/uploads/harvest-600.webp 600w, /images/uploads/harvest-1200.webp 1200w" alt="">',
      '<astro-island component-url="/_astro/Inquiry.js" renderer-url="/_astro/client.js"></astro-island>',
      '<a href="/fr/our-story">Notre histoire</a> <a href="https://market.afritradehub.com">Marketplace</a>',
      '<a href="//cdn.example.com/x.js">x</a> <img src="data:image/png;base64,AAAA" alt="">',
      '<div style="background:url(/images/hero.svg)"></div>',
    ].join('\n');
    const moved = previewHtml(html, PREFIX);
    expect(moved).toContain('href="/content-preview/abc/123/sig/_astro/site.css"');
    expect(moved).toContain('src="/content-preview/abc/123/sig/images/uploads/harvest-1200.webp"');
    expect(moved).toContain(
      'srcset="/content-preview/abc/123/sig/images/uploads/harvest-600.webp 600w, /content-preview/abc/123/sig/images/uploads/harvest-1200.webp 1200w"',
    );
    expect(moved).toContain('component-url="/content-preview/abc/123/sig/_astro/Inquiry.js"');
    expect(moved).toContain('renderer-url="/content-preview/abc/123/sig/_astro/client.js"');
    expect(moved).toContain('href="/content-preview/abc/123/sig/fr/our-story"');
    expect(moved).toContain('href="https://market.afritradehub.com"');
    expect(moved).toContain('href="//cdn.example.com/x.js"');
    expect(moved).toContain('src="data:image/png;base64,AAAA"');
    expect(moved).toContain('url(/content-preview/abc/123/sig/images/hero.svg)');
  });

  it('finds pages and files of the build, and nothing outside it', () => {
    const dir = mkdtempSync(join(tmpdir(), 'atp-preview-'));
    mkdirSync(join(dir, 'fr/academy'), { recursive: true });
    writeFileSync(join(dir, 'index.html'), 'home');
    writeFileSync(join(dir, 'fr/academy/incoterms.html'), 'article');
    writeFileSync(join(dir, 'logo.svg'), '<svg/>');
    expect(previewFile(dir, '/')).toBe(join(dir, 'index.html'));
    expect(previewFile(dir, '/fr/academy/incoterms')).toBe(join(dir, 'fr/academy/incoterms.html'));
    expect(previewFile(dir, '/logo.svg')).toBe(join(dir, 'logo.svg'));
    expect(previewFile(dir, '/../etc/passwd')).toBeUndefined();
    expect(previewFile(dir, '/%2e%2e/%2e%2e/etc/passwd')).toBeUndefined();
    expect(previewFile(dir, '/nowhere')).toBeUndefined();
  });
});
