// What a FAILED content version says (services/content/site-builder.ts): the cause first, in a
// few lines, never a screen of warnings or stack frames.
import { describe, expect, it } from 'vitest';
import { buildComplaint } from '../../src/server/services/content/site-builder.ts';

const WARNINGS = Array.from(
  { length: 40 },
  (_, i) => `03:33:42 [WARN] [vite] Failed to resolve dependency: package-${i}, an error in 'optimizeDeps.include'`,
).join('\n');

describe("a failed build's complaint", () => {
  it('names a folder it could not write first, without the warnings and stack frames before and after it', () => {
    // As `astro build` printed it when the server's user could not write the code (issue 36).
    const output = `${WARNINGS}
[GenerateContentTypesError] \`astro sync\` command failed to generate content collection types: EACCES: permission denied, mkdir '/app/.astro/collections/'.
  Hint:
    This error is often caused by a syntax error inside your content, or your content configuration file.
  Stack trace:
    at syncContentCollections (file:///app/node_modules/astro/dist/core/sync/index.js:256:11)
  Caused by:
  EACCES: permission denied, mkdir '/app/.astro/collections/'
    at Object.mkdirSync (node:fs:1349:26)`;
    const complaint = buildComplaint(output);
    expect(complaint.split('\n')[0]).toMatch(/^.*EACCES: permission denied, mkdir '\/app\/\.astro\/collections\/'/);
    expect(complaint).not.toContain('[WARN]');
    expect(complaint).not.toContain('    at ');
    expect(complaint.length).toBeLessThan(1200);
  });

  it("names the cause when it is a path under node_modules (Vite's cache)", () => {
    const output = `${WARNINGS}\nEACCES: permission denied, mkdir '/app/node_modules/.vite/deps_temp_0f04e32a'\n  Stack trace:\n    at Object.mkdirSync (node:fs:1349:26)`;
    expect(buildComplaint(output).split('\n')[0]).toBe(
      "EACCES: permission denied, mkdir '/app/node_modules/.vite/deps_temp_0f04e32a'",
    );
  });

  it("keeps an editor's schema complaint as it was: entry, file and field", () => {
    const output = `${WARNINGS}
03:34:01 [ERROR] [InvalidContentEntryDataError] homePage → pages/home data does not match collection schema.
  **hero.text**: Required
  Location:
    /app/content/pages/home.md:0:0`;
    const complaint = buildComplaint(output);
    expect(complaint.split('\n')[0]).toContain('pages/home data does not match collection schema');
    expect(complaint).toContain('**hero.text**: Required');
    expect(complaint).not.toContain('[WARN]');
  });
});
