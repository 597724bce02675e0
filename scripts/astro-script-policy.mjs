// @ts-check
// The inline scripts each page may run, known when the site is built (issue 35).
//
// Astro's own CSP support (`security.csp` in astro.config.mjs) computes script-src for every
// page from what the code ships: Astro's island runtime and its client directives (ours too),
// the page scripts it inlines, and the hashes components declare for their own inline scripts
// (PageLoad.astro, Astro.csp.insertScriptHash). None of it is read from the rendered HTML, so
// text an editor smuggles into a page is never allowed by it.
//
// Astro gives that policy to an adapter that asks for it (`staticHeaders`); this one is the
// project's own server, which serves the static build. For each page it writes the script-src
// sources into `script-policy.json` in the build; the server (plugins/site-pages.ts) puts them
// into the page's Content-Security-Policy header with the rest of the policy. Hashes of the
// bundled files under /_astro are left out: those files load from 'self', never inline.
import { createHash } from 'node:crypto';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const SCRIPT_POLICY_FILE = 'script-policy.json';

/** @param {string} text */
const sha256 = (text) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

/** script-src's sources in one Content-Security-Policy header value. */
const scriptSources = (/** @type {string} */ policy) =>
  policy
    .split(';')
    .map((directive) => directive.trim().split(/\s+/))
    .find(([name]) => name === 'script-src')
    ?.slice(1) ?? [];

/** @returns {import('astro').AstroIntegration} */
export function scriptPolicy() {
  return {
    name: 'script-policy',
    hooks: {
      'astro:config:done': ({ setAdapter }) => {
        setAdapter({
          name: 'afritrade-hub-server',
          entrypointResolution: 'auto',
          adapterFeatures: { buildOutput: 'static', staticHeaders: true },
          supportedAstroFeatures: { staticOutput: 'stable', sharpImageService: 'stable' },
        });
      },
      'astro:build:generated': async ({ dir, routeToHeaders, logger }) => {
        const root = fileURLToPath(dir);
        const bundled = new Set();
        for (const name of await readdir(join(root, '_astro'))) {
          if (name.endsWith('.js')) bundled.add(sha256(await readFile(join(root, '_astro', name), 'utf8')));
        }
        /** @type {Record<string, string[]>} */
        const pages = {};
        for (const [pathname, { headers, route }] of routeToHeaders) {
          if (route.type !== 'page') continue; // robots.txt, sitemap.xml: no scripts to allow
          const policy = headers.get('content-security-policy');
          if (!policy) throw new Error(`Astro gave no Content-Security-Policy for ${pathname}`);
          pages[pathname] = scriptSources(policy).filter((source) => !bundled.has(source));
        }
        await writeFile(join(root, SCRIPT_POLICY_FILE), `${JSON.stringify({ pages }, null, 1)}\n`);
        const counts = new Set(Object.values(pages).map((sources) => sources.length));
        logger.info(
          `${SCRIPT_POLICY_FILE}: ${Object.keys(pages).length} pages, ${[...counts].join('/')} script sources each`,
        );
      },
    },
  };
}
