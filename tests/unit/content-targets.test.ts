// Issue 41: the vision promised market access "by 2025" under a 2026 footer. A target the site
// sets itself ("by 2030", "d'ici 2030") lies ahead of the year its footer shows.
import { globSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { SITE } from '../../src/config/site.ts';

const CONTENT = resolve(import.meta.dirname, '../../content');
const TARGET = /\b(?:by|d[’']ici)\s+(\d{4})\b/giu;

describe('content/', () => {
  it('sets no target in a year the footer has already reached, in either language', () => {
    const footerYear = SITE.copyrightYear ?? new Date().getFullYear();
    const past: string[] = [];
    for (const file of globSync('**/*.{md,yaml,json}', { cwd: CONTENT })) {
      for (const match of readFileSync(join(CONTENT, file), 'utf8').matchAll(TARGET)) {
        if (Number(match[1]) <= footerYear) past.push(`${file}: "${match[0]}"`);
      }
    }
    expect(past).toEqual([]);
  });
});
