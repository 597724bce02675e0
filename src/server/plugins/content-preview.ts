import { readFileSync } from 'node:fs';
import { relative } from 'node:path';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { refused } from '../http/api-error.ts';
import { previewFile, previewHtml, previewScope, PREVIEW_ROOT } from '../services/content/preview-pages.ts';
import { checkSignature, parseExpires, signingKey } from '../services/url-signing.ts';
import { statisticsOrigins } from '../services/statistics.service.ts';
import { builtPageCsp, readScriptPolicy } from './site-pages.ts';

interface PreviewParams {
  key: string;
  expires: string;
  signature: string;
  '*': string;
}

/**
 * /content-preview/{key}/{expires}/{signature}/{page or file}: a preview build (a draft's or a
 * published version's) for the console's preview frame, at the signed address the console was
 * given (services/content/content-publisher.ts). Its pages are this origin's, framed by the
 * console only (frame-ancestors 'self'), so their pictures load in the frame (a frame of no
 * origin had every picture refused by Cross-Origin-Resource-Policy: same-origin); their links,
 * pictures, styles and scripts stay inside the preview build. Never cached, never indexed.
 */
export default fp(
  async function contentPreviewPlugin(app: FastifyInstance) {
    const connectOrigins = statisticsOrigins(app.env);
    app.get<{ Params: PreviewParams }>(`${PREVIEW_ROOT}/:key/:expires/:signature/*`, async (request, reply) => {
      const { key, expires, signature } = request.params;
      const linkKey = await signingKey(app.db, app.env.URL_SIGNING_SECRET);
      if (checkSignature(linkKey, previewScope(key), parseExpires(expires), signature, app.clock()) !== 'valid') {
        throw refused('preview_link_invalid');
      }
      const dir = await app.content.previewBuild(key);
      const file = dir ? previewFile(dir, `/${request.params['*']}`) : undefined;
      if (!dir || !file) throw refused('preview_gone');
      reply
        .header('Cache-Control', 'private, no-store')
        .header('X-Robots-Tag', 'noindex')
        .header('Cross-Origin-Resource-Policy', 'same-origin')
        .header('X-Frame-Options', 'SAMEORIGIN');
      if (!file.endsWith('.html')) return reply.sendFile(relative(dir, file), dir);
      const html = previewHtml(readFileSync(file, 'utf8'), `${PREVIEW_ROOT}/${key}/${expires}/${signature}/`);
      return reply
        .type('text/html; charset=utf-8')
        .header(
          'Content-Security-Policy',
          // The preview build's own list of shipped scripts, as for the live site: never the page's.
          builtPageCsp(readScriptPolicy(dir) ?? new Map(), relative(dir, file), connectOrigins).replace("frame-ancestors 'none'", "frame-ancestors 'self'"),
        )
        .send(html);
    });
  },
  { name: 'content-preview', dependencies: ['content', 'site'] },
);
