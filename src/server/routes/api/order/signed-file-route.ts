import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Readable } from 'node:stream';
import type { z } from 'zod';
import { SignedLinkQuery } from '../../../../shared/common/common.contract.ts';
import type { FileLinks } from '../../../services/private-files.ts';
import { parseExpires } from '../../../services/url-signing.ts';
import { receiptLinks } from '../../../http/file-links.ts';
import { privateFileReplies, sendPrivateFile } from './private-file.ts';

/** What a signed link carries, checked by the service that opens the file. */
export interface SignedLink {
  expires: number;
  signature: string;
  links: FileLinks;
}

interface SignedFileRoute<Params extends z.ZodObject> {
  url: string;
  summary: string;
  params: Params;
  open: (
    app: FastifyInstance,
    params: z.infer<Params>,
    link: SignedLink,
  ) => Promise<{ stream: Readable; size: number; mimeType: string; fileName: string }>;
}

/** GET `url`?expires&signature: a private upload, for whoever holds a valid link (no bearer token). */
export const signedFileRoute =
  <Params extends z.ZodObject>({ url, summary, params, open }: SignedFileRoute<Params>): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      url,
      {
        schema: { summary, tags: ['Orders'], params, querystring: SignedLinkQuery, response: privateFileReplies },
      },
      async (request, reply) =>
        sendPrivateFile(
          reply,
          await open(app, request.params as z.infer<Params>, {
            expires: parseExpires(request.query.expires),
            signature: request.query.signature,
            links: await receiptLinks(app),
          }),
        ),
    );
  };
