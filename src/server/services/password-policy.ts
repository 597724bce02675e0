import { dictionary } from '@zxcvbn-ts/language-common';
import { passwordRuleRefusal } from '../../shared/auth/password-rules.ts';
import type { Reason } from '../../shared/i18n/errors.ts';

/** Decoration people add to a common word to pass character rules, e.g. "Password123!". */
const MAX_DECORATION = 4;
/** Shorter stems would reject strong passwords that merely start with a short word. */
const MIN_STEM = 4;
const LEET: Record<string, string> = {
  '@': 'a',
  '4': 'a',
  '3': 'e',
  '1': 'i',
  '!': 'i',
  '0': 'o',
  $: 's',
  '5': 's',
  '7': 't',
};

let common: Set<string> | undefined;
/** The ~49,000 most common passwords (lower-case), loaded on first use. */
const commonPasswords = () => (common ??= new Set(dictionary['passwords-common']));

const unleet = (text: string) => [...text].map((char) => LEET[char] ?? char).join('');

const DECORATED = new RegExp(`^[^\\p{L}]{0,${MAX_DECORATION}}(.*?)[^\\p{L}]{0,${MAX_DECORATION}}$`, 'u');

/** The password without up to MAX_DECORATION non-letters at either end, when a word is left. */
function stem(lower: string): string | undefined {
  const core = DECORATED.exec(lower)?.[1] ?? lower;
  return core.length >= MIN_STEM ? core : undefined;
}

/**
 * True when the password is one of the most common passwords, also when written in
 * leetspeak ("P@ssw0rd") or decorated with a few digits and symbols ("Password123!").
 */
export function isCommonPassword(password: string): boolean {
  const lower = password.trim().toLowerCase();
  const candidates = new Set([lower, unleet(lower)]);
  const core = stem(lower);
  if (core) {
    candidates.add(core);
    candidates.add(unleet(core));
  }
  const list = commonPasswords();
  return [...candidates].some((candidate) => list.has(candidate));
}

/**
 * Every password rule the server enforces, in order: docs/product/validation.md and docs/product/limits.md (shared with the browser),
 * then the common-password list. Returns why the password is refused, or undefined when acceptable.
 */
export function passwordPolicyRefusal(password: string): Reason | undefined {
  return passwordRuleRefusal(password) ?? (isCommonPassword(password) ? 'password_common' : undefined);
}
