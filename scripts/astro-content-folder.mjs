// @ts-check
// Builds the site from CONTENT_DIR (the folder editors change from the console) rather than
// the repository's content/: content.config.ts reads its collections from there already; this
// sends the files pages import directly (site.json) there too, and copies the images editors
// uploaded (CONTENT_DIR/images/, or CONTENT_IMAGES_DIR when a publish builds a snapshot of the
// text) into the build beside public/'s.
import { cp } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { join, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

const REPOSITORY_CONTENT = fileURLToPath(new URL('../content/', import.meta.url));

/**
 * @param {string | undefined} contentDir
 * @param {string | undefined} imagesDir
 * @returns {import('astro').AstroIntegration}
 */
export function contentFolder(contentDir, imagesDir) {
  const dir = contentDir ? resolve(contentDir) : undefined;
  const elsewhere = dir && `${dir}${sep}` !== REPOSITORY_CONTENT ? dir : undefined;
  return {
    name: 'content-folder',
    hooks: {
      'astro:config:setup': ({ config, updateConfig }) => {
        if (!elsewhere) return;
        // A publish builds from a root of links to the checkout (site-builder.ts): its content/
        // is reached through the link, and Vite keeps that path.
        const linked = fileURLToPath(new URL('content/', config.root));
        updateConfig({
          vite: {
            plugins: [
              {
                name: 'content-folder',
                enforce: 'pre',
                async resolveId(source, importer, options) {
                  if (!source.includes('content/')) return null;
                  const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
                  const base = [REPOSITORY_CONTENT, linked].find((folder) => resolved?.id.startsWith(folder));
                  if (!resolved || !base) return null;
                  return join(elsewhere, resolved.id.slice(base.length));
                },
              },
            ],
          },
        });
      },
      'astro:build:done': async ({ dir: out }) => {
        const images = imagesDir ? resolve(imagesDir) : join(dir ?? REPOSITORY_CONTENT, 'images');
        if (existsSync(images)) await cp(images, join(fileURLToPath(out), 'images'), { recursive: true });
      },
    },
  };
}
