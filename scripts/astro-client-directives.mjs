// @ts-check
// The project's own island directives (types in src/lib/client-directives/directives.d.ts):
// - `client:afterload`: hydrates once the page has loaded and the browser is idle
//   (src/lib/after-paint.ts), like the scripts held in <AfterLoad>. For islands in view at
//   once and already drawn in the page's HTML: their JavaScript then neither shares a slow
//   connection with the main picture nor runs while the page is first painted (issue 16: LCP
//   on 3G; issue 27: total blocking time);
// - `client:engaged`: after the load, waits further for the reader to touch, scroll, type or
//   reach the island's end (src/lib/when-engaged.ts). For islands whose served HTML already
//   shows what a reader reads (Buy Commodities' first cards), so a visitor who only reads runs
//   none of their JavaScript (issue 27).

import { fileURLToPath } from 'node:url';

/** @param {string} file */
const entry = (file) => fileURLToPath(new URL(`../src/lib/client-directives/${file}`, import.meta.url));

/** @returns {import('astro').AstroIntegration} */
export function clientDirectives() {
  return {
    name: 'client-directives',
    hooks: {
      'astro:config:setup': ({ addClientDirective }) => {
        addClientDirective({ name: 'afterload', entrypoint: entry('after-load.ts') });
        addClientDirective({ name: 'engaged', entrypoint: entry('engaged.ts') });
      },
    },
  };
}
