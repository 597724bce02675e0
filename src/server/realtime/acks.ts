import type { FastifyBaseLogger } from 'fastify';
import { ZodError } from 'zod';
import type { Ack } from '../../shared/chat/chat.ts';
import { ApiError, ApiErrors, refused } from '../http/api-error.ts';
import { fail } from '../http/envelope.ts';
import { issueError } from '../http/validation-errors.ts';

/** The same failure envelope the API answers with, plus its HTTP-like status. */
export function failureAck(error: unknown, log: FastifyBaseLogger): Ack<never> {
  if (error instanceof ApiError) {
    return { status: error.status, ...fail(error.status, [error.entry]) };
  }
  if (error instanceof ApiErrors) return { status: error.status, ...fail(error.status, error.errors) };
  if (error instanceof ZodError) return { status: 400, ...fail(400, error.issues.map(issueError)) };
  log.error({ err: error }, 'socket event failed');
  return { status: 500, ...fail(500, [refused('server_error').entry]) };
}

/**
 * Runs an event handler and acknowledges with `{data}` or the failure envelope. A client
 * that asked for no acknowledgement gets none; a failure is then only logged if unexpected.
 */
export async function answer<T>(ack: unknown, log: FastifyBaseLogger, run: () => Promise<T>): Promise<void> {
  let reply: Ack<T>;
  try {
    reply = { data: await run() };
  } catch (error) {
    reply = failureAck(error, log);
  }
  if (typeof ack === 'function') (ack as (answer: Ack<T>) => void)(reply);
}

/**
 * The payload and acknowledgement of an event, whatever the client sent: the payload is the
 * first argument unless that is the callback, the acknowledgement is the last argument when it
 * is a function. A client that sends too few or too many arguments still gets its answer.
 */
export function eventArguments(args: unknown[]): { payload: unknown; ack: unknown } {
  const last = args.at(-1);
  return {
    payload: typeof args[0] === 'function' ? undefined : args[0],
    ack: typeof last === 'function' ? last : undefined,
  };
}
