// Answers of the /api/auth calls (docs/product/data.md, docs/product/api.md); their request bodies are in ../auth-schemas.ts.
import { z } from 'zod';
import { done, Timestamp, UserType } from '../common/common.contract.ts';
import { LOCALES } from '../i18n/locales.ts';

const CURRENT_USER_EXAMPLE = {
  id: '5b0e3a52-6f1c-4c1e-9d7a-2f8b1c0d9e4a',
  type: 'buyer',
  fullName: 'Amina Bello',
  email: 'amina@bellocommodities.ng',
  phoneNumber: '+2348021234567',
  country: 'NG',
  language: 'en',
  lastLoggedIn: '2026-11-20T08:12:00.000Z',
  createdAt: '2026-10-02T14:00:00.000Z',
} as const;

export const CurrentUser = z
  .object({
    id: z.uuid(),
    type: UserType,
    fullName: z.string(),
    email: z.string(),
    phoneNumber: z.string().nullable(),
    country: z.string().nullable().meta({ description: 'ISO 3166-1 alpha-2 code.' }),
    language: z
      .enum(LOCALES)
      .meta({ description: 'The language the user reads: the site follows it, mails go out in it.' }),
    lastLoggedIn: Timestamp.nullable().meta({
      description: 'The sign-in before the current one; null until the user has signed in twice.',
    }),
    createdAt: Timestamp,
  })
  .meta({
    id: 'CurrentUser',
    example: CURRENT_USER_EXAMPLE,
  });
export type CurrentUser = z.infer<typeof CurrentUser>;

/** What a sign-in answers: the bearer token for every later call, and who signed in. */
export const Session = z.object({ token: z.string(), user: CurrentUser }).meta({
  id: 'Session',
  example: { token: 'hT4nQ8wZ2cV6bL0xR5yK9mP3sF7gJ1dA4eU8iO2tW6q', user: CURRENT_USER_EXAMPLE },
});

export const CurrentUserAnswer = z
  .object({ currentUser: CurrentUser })
  .meta({ example: { currentUser: CURRENT_USER_EXAMPLE } });

/** Registration, verification, resend and forgot-password name the address they acted on. */
export const EmailAnswer = z.object({ email: z.string() }).meta({ example: { email: 'amina@bellocommodities.ng' } });

export const SignedOut = done('signedOut').meta({ example: { signedOut: true } });
export const PasswordChanged = done('passwordChanged').meta({ example: { passwordChanged: true } });
