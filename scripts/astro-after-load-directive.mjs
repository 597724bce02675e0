// @ts-check
// `client:afterload`: an island that hydrates once the page has loaded and the browser is
// idle (src/lib/after-paint.ts), like the scripts held in <AfterLoad>. For islands that are in
// view at once but already drawn in the page's HTML: their JavaScript then neither shares a
// slow connection with the main picture nor runs while the page is first painted (issue 16:
// LCP on 3G; issue 27: total blocking time).

import { fileURLToPath } from 'node:url';

/** @returns {import('astro').AstroIntegration} */
export function afterLoadDirective() {
  return {
    name: 'after-load-directive',
    hooks: {
      'astro:config:setup': ({ addClientDirective }) => {
        addClientDirective({
          name: 'afterload',
          entrypoint: fileURLToPath(new URL('../src/lib/client-directives/after-load.ts', import.meta.url)),
        });
      },
    },
  };
}
