import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Readable } from 'node:stream';
import type { z } from 'zod';
import { SignedLinkQuery } from '../../../shared/common/common.contract.ts';
import { publicCalls } from '../../http/route-options.ts';
import type { ServiceContext } from '../../services/context.ts';
import { parseExpires } from '../../services/url-signing.ts';
import { privateFileReplies, sendPrivateFile } from './private-file.ts';

/** What a signed link carries, checked by the service that opens the file. */
export interface SignedLink {
  expires: number;
  signature: string;
}

interface SignedFileRoute<Params extends z.ZodObject> {
  url: string;
  summary: string;
  params: Params;
  /** The API reference's section; Orders unless said. */
  tag?: string;
  /** The service that checks the link and opens the file: the path's parameters and the link. */
  open: (
    ctx: ServiceContext,
    request: z.infer<Params> & SignedLink,
  ) => Promise<{ stream: Readable; size: number; mimeType: string; fileName: string }>;
}

// Anyone holding the link may open the file: no bearer token (a new tab does not send one).

/** GET `url`?expires&signature: a private upload, for whoever holds a valid link (no bearer token). */
export const signedFileRoute =
  <Params extends z.ZodObject>({ url, summary, params, tag = 'Orders', open }: SignedFileRoute<Params>): FastifyPluginAsyncZod =>
  async (app) => {
    const anyone = publicCalls([tag]);
    app.get(
      url,
      anyone.file(summary, { params, querystring: SignedLinkQuery }, privateFileReplies),
      async (request, reply) =>
        sendPrivateFile(
          reply,
          await open(request.ctx, {
            ...(request.params as z.infer<Params>),
            expires: parseExpires(request.query.expires),
            signature: request.query.signature,
          }),
        ),
    );
  };
