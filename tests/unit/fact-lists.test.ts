// Issue 41: the fact panels (the console's `.facts`, the hub's and order desk's `.definition-list`)
// broke words mid-word at 1280 px ("Telegrap/hic", "$75,060.0/0"): `overflow-wrap: anywhere`
// lets a grid column shrink below its longest word. They wrap at spaces, breaking only a word
// longer than the whole column.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

/** The declarations of one rule of a stylesheet, by its exact selector. */
function declarations(file: string, selector: string): string {
  const css = readFileSync(file, 'utf8');
  const start = css.indexOf(`${selector} {`);
  expect(start, `${selector} in ${file}`).toBeGreaterThanOrEqual(0);
  return css.slice(start, css.indexOf('}', start));
}

describe('fact panels keep words whole', () => {
  it.each([
    ['src/islands/console/shared/console.css', '.facts dd'],
    ['src/islands/shared/hub.css', '.definition-list dd'],
  ])('%s %s wraps at spaces, breaking only an overlong word', (file, selector) => {
    const rule = declarations(file, selector);
    expect(rule).not.toMatch(/overflow-wrap:\s*anywhere/);
    expect(rule).toMatch(/overflow-wrap:\s*break-word/);
  });

  it('lets the console’s paired facts shrink to their card, so an overlong address breaks inside it', () => {
    expect(declarations('src/islands/console/shared/console.css', '.facts:has(> div)')).toMatch(
      /grid-template-columns:\s*repeat\(2, minmax\(0, 1fr\)\)/,
    );
  });
});
