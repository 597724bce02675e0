import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { scriptJson } from '../../src/shared/common/script-json.ts';

describe('JSON written into a <script> element', () => {
  it('cannot end the element or open a comment, whatever the text', () => {
    const json = scriptJson({ tagline: 'Trade</script><script>alert(1)</script>', legal: '</SCRIPT >', c: '<!--' });
    expect(json).not.toMatch(/[<>&]/);
    expect(json).toContain('\\u003c/script\\u003e');
  });

  it('reads back as the same value, with none of < > & U+2028 U+2029 left in the text', () => {
    const tricky = fc.constantFrom('<', '>', '&', '\u2028', '\u2029', '</script', '<!--', '-->', '"', '\\');
    const text = fc.array(fc.oneof(fc.string(), tricky)).map((parts) => parts.join(''));
    fc.assert(
      fc.property(fc.jsonValue({ maxDepth: 3 }), text, (value, extra) => {
        const written = scriptJson({ value, extra });
        expect(written).not.toMatch(/[<>&\u2028\u2029]/);
        expect(JSON.parse(written)).toEqual(JSON.parse(JSON.stringify({ value, extra })));
      }),
      { numRuns: 1000 },
    );
  });
});
