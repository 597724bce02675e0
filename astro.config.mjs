// @ts-check
import { defineConfig } from 'astro/config';
import react from '@astrojs/react';
import { satteri } from '@astrojs/markdown-satteri';
import { safeMarkdown } from './src/lib/content/safe-markdown.ts';
import { precompress } from './scripts/astro-precompress.mjs';
import { contentFolder } from './scripts/astro-content-folder.mjs';
import { clientDirectives } from './scripts/astro-client-directives.mjs';
import { scriptPolicy } from './scripts/astro-script-policy.mjs';

// The public origin; used for canonical URLs, Open Graph and the sitemap.
const site = process.env.APP_URL ?? 'http://localhost:3000';

export default defineConfig({
  site,
  output: 'static',
  // BUILD_DIR lets several builds (tests, parallel checkouts) live side by side.
  outDir: process.env.BUILD_DIR ?? './dist',
  cacheDir: process.env.ASTRO_CACHE_DIR ?? './node_modules/.astro',
  trailingSlash: 'never',
  // Styles are small (a few KB per page): inlined, a phone on 3G saves the round trips of a
  // render-blocking stylesheet before the fonts and the first paint (issue 16).
  build: { format: 'file', inlineStylesheets: 'always' },
  integrations: [
    react(),
    clientDirectives(),
    contentFolder(process.env.CONTENT_DIR, process.env.CONTENT_IMAGES_DIR),
    scriptPolicy(),
    precompress(),
  ],
  // Each page's script-src comes from what the code ships, never from the page's HTML
  // (scripts/astro-script-policy.mjs); the server sends the rest of the policy
  // (src/server/plugins/site-pages.ts). Styles stay 'unsafe-inline' (islands' style
  // attributes, toasts), so Astro emits no style hashes.
  security: {
    csp: {
      scriptDirective: { resources: ["'self'"] },
      styleDirective: { resources: ["'self'", "'unsafe-inline'"] },
    },
  },
  // Editors write the markdown bodies: raw HTML is shown as text, unsafe links are dropped.
  markdown: { processor: satteri({ mdastPlugins: [/** @type {any} */ (safeMarkdown)] }) },
  compressHTML: true,
  prefetch: false,
  // A publish from the console builds in DATA_DIR (services/content/site-builder.ts): Vite's
  // cache goes beside Astro's, and the build's root is a folder of links to this checkout,
  // whose paths Vite keeps as they are (resolving them would put the pages outside the root).
  vite: {
    ...(process.env.ASTRO_CACHE_DIR ? { cacheDir: `${process.env.ASTRO_CACHE_DIR}/vite` } : {}),
    ...(process.env.SITE_BUILD_LINKED_ROOT ? { resolve: { preserveSymlinks: true } } : {}),
  },
  devToolbar: { enabled: false },
});
