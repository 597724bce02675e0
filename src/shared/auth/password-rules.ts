// The password rules of docs/product/validation.md and docs/product/limits.md, once, for the Set New Password screen and the
// server (registration, reset, password change). The server adds a common-password check
// (src/server/services/password-policy.ts) that is too large to ship to the browser.
import { errorText } from '../i18n/errors.ts';

/** The special characters docs/product/validation.md names; other symbols are allowed but do not count. */
export const PASSWORD_SPECIALS = '#?!@$%^&*-';

export const PASSWORD_MIN_LENGTH = 8;
/** Long enough for any passphrase, short enough that hashing cannot be abused. */
export const PASSWORD_MAX_LENGTH = 128;

export interface PasswordRule {
  /** The message shown when the rule fails (docs/product/validation.md wording, kept verbatim). */
  message: string;
  passes: (password: string) => boolean;
}

const hasSpecial = (password: string) => [...password].some((char) => PASSWORD_SPECIALS.includes(char));

/** docs/product/validation.md order: the first failing rule is the one shown. */
export const PASSWORD_RULES: readonly PasswordRule[] = [
  { message: errorText('password_empty'), passes: (p) => p.length > 0 },
  { message: errorText('password_uppercase'), passes: (p) => /\p{Lu}/u.test(p) },
  { message: errorText('password_lowercase'), passes: (p) => /\p{Ll}/u.test(p) },
  { message: errorText('password_digit'), passes: (p) => /\d/.test(p) },
  { message: errorText('password_special'), passes: hasSpecial },
  { message: errorText('password_too_short'), passes: (p) => p.length >= PASSWORD_MIN_LENGTH },
  { message: `At most ${PASSWORD_MAX_LENGTH} characters`, passes: (p) => p.length <= PASSWORD_MAX_LENGTH },
];

/**
 * The first rule the password breaks, or undefined when it passes them all.
 * The password is trimmed first, as the Set New Password screen does (docs/product/validation.md).
 */
export function passwordRuleError(password: string): string | undefined {
  const trimmed = password.trim();
  return PASSWORD_RULES.find((rule) => !rule.passes(trimmed))?.message;
}

export const CONFIRM_MISMATCH_MESSAGE = errorText('password_mismatch');

/** docs/product/validation.md: confirm must equal the (trimmed) password. */
export const confirmationError = (password: string, confirmation: string): string | undefined =>
  password.trim() === confirmation.trim() ? undefined : CONFIRM_MISMATCH_MESSAGE;
