/**
 * JSON written inside a `<script>` element (JSON-LD, the product data the server embeds, any
 * value handed to an inline script). The HTML parser ends a script at "</script" in any case
 * and reads "<!--" specially; `>` and `&` are escaped too so the text means the same in any
 * parser state, and U+2028/U+2029 so the JSON is also valid JavaScript source. JSON.parse
 * reads every escape back to the original character. Every JSON that goes into a script
 * element goes through this one function (issue 35: an editor's tagline "Trade</script><script>"
 * closed the home page's JSON-LD and ran in every visitor's page).
 */
const ESCAPES: Record<string, string> = {
  '<': '\\u003c',
  '>': '\\u003e',
  '&': '\\u0026',
  '\u2028': '\\u2028',
  '\u2029': '\\u2029',
};

export const scriptJson = (value: unknown): string =>
  JSON.stringify(value).replace(/[<>&\u2028\u2029]/g, (character) => ESCAPES[character]!);
