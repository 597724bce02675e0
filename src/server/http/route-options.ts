import type { FastifyRequest, FastifySchema } from 'fastify';
import type { z } from 'zod';
import { paged } from '../../shared/common/envelope.ts';
import { type CsvColumn, csvReplies } from './csv-answer.ts';
import { UPLOAD_ERROR_STATUSES, uploadForm } from './multipart-upload.ts';
import { bareReplies, type ErrorStatus, replies, signedIn, type SuccessAnswers } from './responses.ts';

/**
 * What a call reads besides its bearer token: path parameters, query, body, or an upload's form
 * (uploadForm()); and, where the summary cannot say all the reference should, a `description`.
 */
type RequestShapes = Pick<
  FastifySchema,
  'params' | 'querystring' | 'body' | 'consumes' | 'multipartBody' | 'description'
>;

/** `schema.response` of a call answered with a file rather than JSON (csvReplies, privateFileReplies). */
type FileReplies = { 200: { description: string; content: Record<string, { schema: z.ZodType }> } };

/**
 * Whether an area's calls need the bearer token (`signedIn`) or are open to anyone (`[]`: said
 * outright, so that the reference and the clients made from it never have to guess).
 */
type Access = { security: typeof signedIn | [] };

function areaCalls(tags: string[], access: Access) {
  const declare = <Request extends RequestShapes, Response extends object>(
    summary: string,
    request: Request,
    response: Response,
  ) => ({ schema: { summary, tags, ...access, ...request, response } });
  const call = <Request extends RequestShapes, Answers extends SuccessAnswers>(
    summary: string,
    request: Request,
    answers: Answers,
    errors?: readonly ErrorStatus[],
  ) => declare(summary, request, replies(answers, errors));
  const bare = <Answer extends z.ZodType>(summary: string, answer: Answer, errors?: readonly ErrorStatus[]) =>
    declare(summary, {}, bareReplies({ 200: answer }, errors));
  const file = <Request extends RequestShapes>(summary: string, request: Request, response: FileReplies) =>
    declare(summary, request, response);
  const list = <Query extends z.ZodObject, Item extends z.ZodType>(
    summary: string,
    query: Query,
    item: Item,
    errors?: readonly ErrorStatus[],
  ) => call(summary, { querystring: query }, { 200: paged(item) }, errors);
  const upload = <Params extends z.ZodObject, Answer extends z.ZodType>(
    summary: string,
    form: z.ZodObject,
    params: Params,
    answer: Answer,
    description?: string,
  ) =>
    call(
      summary,
      { ...uploadForm(form), params, ...(description ? { description } : {}) },
      { 201: answer },
      UPLOAD_ERROR_STATUSES,
    );
  const csv = <Row, Query extends z.ZodObject>(summary: string, columns: readonly CsvColumn<Row>[], query: Query) =>
    file(summary, { querystring: query }, csvReplies(columns));
  return Object.assign(call, { list, upload, csv, bare, file });
}

/**
 * The route options of the signed-in calls of one area of the API reference. A call names its
 * summary, what it reads, its answers and (unless the usual ones) its failures; the area's
 * tags, the bearer security and the envelope around every answer are the same for all of them.
 *
 *   const call = signedInCalls(['Orders']);
 *   app.get('/order/:orderId', call('One of your orders', { params: OrderParams }, { 200: OrderDetails }), ...);
 *
 * `call.list(summary, query, item)` is a list read a page at a time: filtered by `query`
 * (which takes `page` and `pageSize`), answering one page of `item`. `call.upload(summary, form,
 * params, answer, description?)` adds a file to the record `params` names: a multipart `form`
 * (src/shared/orders/uploads.contract.ts), answering what it created (201), or refusing a file too large or
 * of a type not taken. `call.csv(summary, columns, query)` is a list's export: the same filters
 * without paging (src/shared/exports/exports.contract.ts), answered as a CSV download with
 * `columns` (http/csv-answer.ts).
 * `call.file(summary, request, replies)` answers another file, not JSON (privateFileReplies);
 * `call.bare(summary, answer)` answers a body without the envelope, where an outside contract
 * fixes its shape (docs/product/api.md).
 *
 * Options a call needs besides its contract (a hook, `compress: false`, a rate limit in
 * `config`) are spread beside it: `{ ...call(...), preHandler }`.
 */
export const signedInCalls = (tags: string[]) => areaCalls(tags, { security: signedIn });

/** The same for the calls of an area that anyone may make, without a bearer token. */
export const publicCalls = (tags: string[]) => areaCalls(tags, { security: [] });

/**
 * The route config of a call that checks a secret of the signed-in caller before acting (the
 * current password, a code from the authenticator app): guessing it is slowed to a few tries
 * per account per quarter hour.
 */
export const secretGuessLimit = {
  rateLimit: {
    max: 10,
    timeWindow: '15 minutes',
    keyGenerator: (request: FastifyRequest) => request.user?.id ?? request.ip,
  },
};
