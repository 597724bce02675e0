// What an editor writes in a markdown body cannot carry markup or scripts into a page.
import { markdownToHtml } from 'satteri';
import { describe, expect, it } from 'vitest';
import { safeMarkdown } from '../../src/lib/content/safe-markdown.ts';

const render = (markdown: string) =>
  markdownToHtml(markdown, { mdastPlugins: [safeMarkdown as never] }).html as string;

describe('safe markdown', () => {
  it('shows raw HTML as text instead of running it', () => {
    const html = render('Hello <script>alert(1)</script> **world**\n\n<div onclick="steal()">x</div>\n');
    expect(html).not.toMatch(/<script|<div/);
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(html).toContain('<strong>world</strong>');
  });

  it('keeps web, mail and site links and drops script links', () => {
    const html = render('[a](https://example.com) [b](/our-story) [c](mailto:x@example.com) [d](javascript:alert)');
    expect(html).toContain('href="https://example.com"');
    expect(html).toContain('href="/our-story"');
    expect(html).toContain('href="mailto:x@example.com"');
    expect(html).not.toContain('javascript:');
  });

  it('drops script targets of reference links and images, whatever their case or spacing', () => {
    const html = render(
      '[x][r] ![y][q] [z] [ok][w]\n\n[r]: javascript:alert(1)\n[q]: javascript:alert(2) "t"\n[z]: JaVaScRiPt:alert(3)\n[w]: /our-story\n',
    );
    expect(html.toLowerCase()).not.toContain('javascript:');
    expect(html).toContain('href="/our-story"');
  });

  it('keeps phone and relative links, drops data:, vbscript: and links to another host without a scheme', () => {
    const html = render(
      '[a](tel:+2348031234567) [b](our-story) [c](#top) [d](data:text/html,x) [e](vbscript:x) [f](//evil.example) ![g](<java	script:x>)',
    );
    expect(html).toContain('href="tel:+2348031234567"');
    expect(html).toContain('href="our-story"');
    expect(html).toContain('href="#top"');
    expect(html).not.toMatch(/data:|vbscript:|evil\.example|script:x/);
  });
});
