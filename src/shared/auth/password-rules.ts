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
  /** Why the password is refused when the rule fails (src/shared/i18n/errors.ts). */
  reason: Reason;
  /** Its message (docs/product/validation.md wording, kept verbatim). */
  message: string;
  passes: (password: string) => boolean;
}

const rule = (reason: Reason, passes: PasswordRule['passes']): PasswordRule => ({
  reason,
  message: errorText(reason),
  passes,
});

const hasSpecial = (password: string) => [...password].some((char) => PASSWORD_SPECIALS.includes(char));

/** docs/product/validation.md order: the first failing rule is the one shown. */
export const PASSWORD_RULES: readonly PasswordRule[] = [
  rule('password_empty', (p) => p.length > 0),
  rule('password_uppercase', (p) => /\p{Lu}/u.test(p)),
  rule('password_lowercase', (p) => /\p{Ll}/u.test(p)),
  rule('password_digit', (p) => /\d/.test(p)),
  rule('password_special', hasSpecial),
  rule('password_too_short', (p) => p.length >= PASSWORD_MIN_LENGTH),
  rule({ code: 'password_too_long', params: { max: PASSWORD_MAX_LENGTH } }, (p) => p.length <= PASSWORD_MAX_LENGTH),
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

export const CONFIRM_MISMATCH_MESSAGE = errorText('password_mismatch');

/** docs/product/validation.md: confirm must equal the (trimmed) password. */
export const confirmationError = (password: string, confirmation: string): string | undefined =>
  password.trim() === confirmation.trim() ? undefined : CONFIRM_MISMATCH_MESSAGE;
