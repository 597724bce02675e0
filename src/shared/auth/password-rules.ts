// The password rules of docs/product/validation.md and docs/product/limits.md, once, for the Set New Password screen and the
// server (registration, reset, password change). The server adds a common-password check
// (src/server/services/password-policy.ts) that is too large to ship to the browser.
import { errorText, type Reason } from '../i18n/errors.ts';

/** The special characters docs/product/validation.md names; other symbols are allowed but do not count. */
export const PASSWORD_SPECIALS = '#?!@$%^&*-';

export const PASSWORD_MIN_LENGTH = 8;
/** Long enough for any passphrase, short enough that hashing cannot be abused. */
export const PASSWORD_MAX_LENGTH = 128;

export interface PasswordRule {
  /** Why the password is refused when the rule fails (its docs/product/validation.md wording is in src/shared/i18n/errors.ts). */
  reason: Reason;
  passes: (password: string) => boolean;
}

const hasSpecial = (password: string) => [...password].some((char) => PASSWORD_SPECIALS.includes(char));

/** docs/product/validation.md order: the first failing rule is the one shown. */
export const PASSWORD_RULES: readonly PasswordRule[] = [
  { reason: 'password_empty', passes: (p) => p.length > 0 },
  { reason: 'password_uppercase', passes: (p) => /\p{Lu}/u.test(p) },
  { reason: 'password_lowercase', passes: (p) => /\p{Ll}/u.test(p) },
  { reason: 'password_digit', passes: (p) => /\d/.test(p) },
  { reason: 'password_special', passes: hasSpecial },
  { reason: 'password_too_short', passes: (p) => p.length >= PASSWORD_MIN_LENGTH },
  {
    reason: { code: 'password_too_long', params: { max: PASSWORD_MAX_LENGTH } },
    passes: (p) => p.length <= PASSWORD_MAX_LENGTH,
  },
];

/**
 * The first rule the password breaks, or undefined when it passes them all.
 * The password is trimmed first, as the Set New Password screen does (docs/product/validation.md).
 */
export function passwordRuleRefusal(password: string): Reason | undefined {
  const trimmed = password.trim();
  return PASSWORD_RULES.find((rule) => !rule.passes(trimmed))?.reason;
}

/** The message of the first rule the password breaks (passwordRuleRefusal), or undefined. */
export function passwordRuleError(password: string): string | undefined {
  const reason = passwordRuleRefusal(password);
  return reason && errorText(reason);
}

/** docs/product/validation.md: confirm must equal the (trimmed) password. */
export const confirmationRefusal = (password: string, confirmation: string): Reason | undefined =>
  password.trim() === confirmation.trim() ? undefined : 'password_mismatch';

/** confirmationRefusal's reason in English, or undefined. */
export const confirmationError = (password: string, confirmation: string): string | undefined => {
  const reason = confirmationRefusal(password, confirmation);
  return reason && errorText(reason);
};

/**
 * The rules a sign-up form lists before anything is typed, in docs/product/validation.md order:
 * every rule a password must meet, without "is empty" (not a rule to meet) and the upper bound
 * (no passphrase reaches it).
 */
export const PASSWORD_CHECKLIST: readonly PasswordRule[] = PASSWORD_RULES.filter(
  (rule) => rule.reason !== 'password_empty' && typeof rule.reason === 'string',
);

/** Every checklist rule the (trimmed) password does not meet yet, all at once. */
export function unmetPasswordRules(password: string): Reason[] {
  const trimmed = password.trim();
  return PASSWORD_CHECKLIST.filter((rule) => !rule.passes(trimmed)).map((rule) => rule.reason);
}
