import type { ErrorEnvelope, FieldError } from '../../shared/envelope.ts';

/** The `/api` success envelope (ARCHITECTURE.md). */
export const ok = <T>(data: T) => ({ data });

/** The `/api` failure envelope. */
export const fail = (errors: FieldError[]): ErrorEnvelope => ({ errors });
