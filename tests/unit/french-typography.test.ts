// Issue 41: French sets a colon off with a non-breaking space ("Langue : Français"), so a
// narrow screen never starts a line with ":" (Our Story's lead did at 360 px). Checked on the
// public pages' French: content/fr and the words of the site's frame.
import { globSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { FRENCH_SITE_TEXT } from '../../src/lib/i18n/site-text.ts';

/** A colon after an ordinary space (a line may break there), ending a word group. */
const BREAKABLE_COLON = / :(?=\s|$|["'`])/mu;
const CONTENT_FR = resolve(import.meta.dirname, '../../content/fr');

describe('French typography', () => {
  it('content/fr never puts an ordinary space before a colon', () => {
    const found = globSync('**/*.{md,yaml,json}', { cwd: CONTENT_FR }).flatMap((file) =>
      readFileSync(join(CONTENT_FR, file), 'utf8')
        .split('\n')
        .flatMap((line, index) => (BREAKABLE_COLON.test(line) ? [`${file}:${index + 1}`] : [])),
    );
    expect(found).toEqual([]);
  });

  it('nor do the French words of the header, footer and auth screens', () => {
    const found = Object.entries(FRENCH_SITE_TEXT).filter(([, french]) => BREAKABLE_COLON.test(french));
    expect(found).toEqual([]);
    expect(FRENCH_SITE_TEXT['Language:']).toBe('Langue\u00a0:');
  });
});
