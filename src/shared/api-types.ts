// Shapes of API answers that both the browser and the server rely on.
import type { UserType } from './enums.ts';

export type { FieldError } from './envelope.ts';

export interface CurrentUser {
  id: string;
  type: UserType;
  fullName: string;
  email: string;
  phoneNumber: string | null;
  /** ISO 3166-1 alpha-2 code. */
  country: string | null;
  /** The sign-in before the current one; null until the buyer has signed in twice. */
  lastLoggedIn: string | null;
  createdAt: string;
}
