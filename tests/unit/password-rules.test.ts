import { describe, expect, test } from 'vitest';
import { confirmationError, passwordRuleError } from '../../src/shared/auth/password-rules.ts';

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
  ])('%j fails with %j', (password, message) => {
    expect(passwordRuleError(password)).toBe(message);
  });

  test('the first failing rule is the one shown, in the order of docs/product/validation.md', () => {
    // Breaks every rule after "empty": uppercase comes first.
    expect(passwordRuleError('a')).toBe('At least one Uppercase');
    expect(passwordRuleError('A')).toBe('At least one Lowercase');
    expect(passwordRuleError('Aa')).toBe('At least one digit');
    expect(passwordRuleError('Aa1')).toBe('At least one Special Characters');
    expect(passwordRuleError('Aa1-')).toBe('At least minumum 8 characters');
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
