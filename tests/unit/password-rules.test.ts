import { describe, expect, test } from 'vitest';
import {
  confirmationError,
  passwordRuleError,
  unmetPasswordRules,
} from '../../src/shared/auth/password-rules.ts';

describe('docs/product/validation.md password rules', () => {
  test.each([
    ['', 'Password is empty'],
    ['   ', 'Password is empty'],
    ['harmattan#2026', 'At least one Uppercase'],
    ['HARMATTAN#2026', 'At least one Lowercase'],
    ['Harmattan#', 'At least one digit'],
    ['Harmattan2026', 'At least one Special Characters'],
    ['Harmattan_2026', 'At least one Special Characters'],
    ['Ha#2026', 'At least minumum 8 characters'],
    [`Ha#2026${'x'.repeat(122)}`, 'At most 128 characters'],
    // The first failing rule is the one shown, in the order of docs/product/validation.md:
    // 'a' breaks every rule after "empty" (uppercase comes first), and each next password
    // meets one more rule.
    ['a', 'At least one Uppercase'],
    ['A', 'At least one Lowercase'],
    ['Aa', 'At least one digit'],
    ['Aa1', 'At least one Special Characters'],
    ['Aa1-', 'At least minumum 8 characters'],
  ])('%j fails with %j', (password, message) => {
    expect(passwordRuleError(password)).toBe(message);
  });

  test.each(['Harmattan#2026', 'Aa1-aaaa', 'Lagos?Port9', 'Kano$Hub7', '  Abuja!Gate1  '])('%j passes', (password) => {
    expect(passwordRuleError(password)).toBeUndefined();
  });

  test('surrounding spaces do not count towards the length', () => {
    expect(passwordRuleError('  Aa1-aaa  ')).toBe('At least minumum 8 characters');
  });

  test('confirmation must match the trimmed password', () => {
    expect(confirmationError('Harmattan#2026', 'Harmattan#2026 ')).toBeUndefined();
    expect(confirmationError('Harmattan#2026', 'Harmattan#2025')).toBe('Confirm password is not matched');
  });
});

describe('the sign-up checklist (issue 41): every unmet rule at once', () => {
  test.each([
    ['', ['password_uppercase', 'password_lowercase', 'password_digit', 'password_special', 'password_too_short']],
    ['a', ['password_uppercase', 'password_digit', 'password_special', 'password_too_short']],
    ['harmattan', ['password_uppercase', 'password_digit', 'password_special']],
    ['Harmattan2026', ['password_special']],
    ['  Aa1-  ', ['password_too_short']],
    ['Harmattan#2026', []],
  ])('%j still needs %j', (password, reasons) => {
    expect(unmetPasswordRules(password)).toEqual(reasons);
  });
});
