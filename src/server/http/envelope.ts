import type { FastifyReply } from 'fastify';
import type { ErrorEnvelope, FieldError } from '../../shared/common/envelope.ts';
import { statusErrorCode } from '../../shared/i18n/errors.ts';

/** The `/api` success envelope (docs/product/api.md). */
export const ok = <T>(data: T) => ({ data });

/** A 201 answer: what the call created, in the success envelope. */
export const created = <T>(reply: FastifyReply, data: T) => reply.status(201).send(ok(data));

type CodedError = ErrorEnvelope['errors'][number];

/** A failure with its stable code: the one it was refused with, else its status's. */
export const coded = (error: FieldError, status: number): CodedError => ({
  ...error,
  code: error.code ?? statusErrorCode(status),
});

/** The `/api` failure envelope: every error carries a code (src/shared/i18n/errors.ts). */
export const fail = (status: number, errors: FieldError[]): ErrorEnvelope => ({
  errors: errors.map((error) => coded(error, status)),
});
