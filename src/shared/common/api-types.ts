// Shapes of API answers that both the browser and the server rely on.

export type { FieldError } from './envelope.ts';

export type { CurrentUser } from '../auth/auth.contract.ts';
