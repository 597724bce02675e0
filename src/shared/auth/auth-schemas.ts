// Payloads of the /api/auth calls (docs/product/data.md, docs/product/api.md) and their field rules. The server validates
// every request with these; messages are written for the person filling in the form.
// Uses libphonenumber's full metadata: import from server code or lazily loaded islands only.
import { parsePhoneNumberFromString } from 'libphonenumber-js/max';
import { z } from 'zod';
import { passwordRuleRefusal } from './password-rules.ts';
import { reasonIssue } from '../i18n/errors.ts';
import { SecondFactorCode } from '../staff/staff.contract.ts';
import { FIELD_LIMITS } from '../common/field-limits.ts';
import { LOCALES } from '../i18n/locales.ts';

/** docs/product/limits.md: phone numbers without a country code are read as Nigerian. */
export const DEFAULT_PHONE_COUNTRY = 'NG';

const EMAIL_MAX = FIELD_LIMITS.email;
const NAME_MAX = FIELD_LIMITS.fullName;
/** Sign-in accepts any stored password; the cap only keeps hashing cheap. */
const SIGN_IN_PASSWORD_MAX = 1024;
/** Tokens are 43 characters of base64url; anything far longer is not ours. */
const TOKEN_MAX = 200;

/** An e-mail address, trimmed and lower-cased (addresses are unique regardless of case). */
export const EmailField = z
  .string({ error: 'E-mail address is required' })
  .trim()
  .toLowerCase()
  .min(1, 'E-mail address is required')
  .max(EMAIL_MAX, `E-mail address must be at most ${EMAIL_MAX} characters`)
  .pipe(z.email({ error: 'Enter a valid e-mail address, like name@company.com' }));

/** A new password: the docs/product/validation.md and docs/product/limits.md rules; the server adds the common-password check. */
export const NewPasswordField = z.string({ error: 'Password is required' }).superRefine((password, ctx) => {
  const reason = passwordRuleRefusal(password);
  if (reason) ctx.addIssue({ code: 'custom', ...reasonIssue(reason) });
});

/** The phone number in E.164 form and its country, or undefined when it is not a valid number. */
export function normalizePhoneNumber(value: string): { number: string; country: string | null } | undefined {
  const phone = parsePhoneNumberFromString(value.trim(), DEFAULT_PHONE_COUNTRY);
  if (!phone?.isValid()) return undefined;
  return { number: phone.number, country: phone.country ?? null };
}

export const PhoneNumberField = z
  .string({ error: 'Phone number is required' })
  .trim()
  .min(1, 'Phone number is required')
  .refine((value) => normalizePhoneNumber(value) !== undefined, {
    message: 'Enter a valid phone number for the selected country, e.g. +234 802 123 4567',
  });

/** Longer than any page of ours with its query string. */
const RETURN_PATH_MAX = 2000;

export const RegisterBuyerBody = z
  .object({
    fullName: z
      .string({ error: 'Full name is required' })
      .trim()
      .min(1, 'Full name is required')
      .max(NAME_MAX, `Full name must be at most ${NAME_MAX} characters`),
    email: EmailField,
    password: NewPasswordField,
    phoneNumber: PhoneNumberField,
    /** The site's language as the buyer signs up; without it the server reads the request's. */
    language: z.enum(LOCALES, { error: 'Choose English or French.' }).optional(),
    /**
     * The page the buyer was on before signing up (the form's `?next=`): the verification link
     * returns there after sign-in. Only a path of our own site is kept (return-path.ts); anything
     * else is dropped rather than refused, as sign-in does.
     */
    next: z.string().max(RETURN_PATH_MAX).optional(),
  })
  .meta({
    example: {
      fullName: 'Amina Bello',
      email: 'amina@bellocommodities.ng',
      password: 'Cashew#Harvest2026',
      phoneNumber: '+234 802 123 4567',
      language: 'fr',
    },
  });
export type RegisterBuyerInput = z.infer<typeof RegisterBuyerBody>;

export const SignInBody = z
  .object({
    email: EmailField,
    password: z
      .string({ error: 'Password is required' })
      .min(1, 'Password is required')
      .max(SIGN_IN_PASSWORD_MAX, 'Password is too long'),
  })
  .meta({ example: { email: 'amina@bellocommodities.ng', password: 'Cashew#Harvest2026' } });
export type SignInInput = z.infer<typeof SignInBody>;

/** Staff sign in with the same fields, plus the TOTP or recovery code once TOTP is on. */
export const StaffSignInBody = SignInBody.extend({ code: SecondFactorCode.optional() }).meta({
  example: { email: 'kofi.mensah@afritradehub.com', password: 'Sesame!Lome2026', code: '482913' },
});
export type StaffSignInInput = z.infer<typeof StaffSignInBody>;

/** Forgot password and resend verification (docs/product/data.md). */
export const EmailBody = z.object({ email: EmailField }).meta({ example: { email: 'amina@bellocommodities.ng' } });

const TokenField = z
  .string({ error: 'This link is not valid.' })
  .trim()
  .min(1, 'This link is not valid.')
  .max(TOKEN_MAX, 'This link is not valid.');

export const VerifyEmailBody = z
  .object({
    buyerId: z.uuid({ error: 'This verification link is not valid.' }),
    token: TokenField,
  })
  .meta({
    example: { buyerId: '5b0e3a52-6f1c-4c1e-9d7a-2f8b1c0d9e4a', token: 'q3V9xN2kLr8TzYw4bHc6pJm1sDf7gAe0uKi5oRt2nXy' },
  });

export const ResetPasswordParams = z.object({ resetToken: TokenField });
export const ResetPasswordBody = z
  .object({ password: NewPasswordField })
  .meta({ example: { password: 'Shea&Butter#Bamako9' } });
