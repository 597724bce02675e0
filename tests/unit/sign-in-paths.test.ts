import { describe, expect, it } from 'vitest';
import { forgotPasswordPath, passwordResetPath, signInPath, signInPathFrom } from '../../src/shared/auth/sign-in-paths.ts';

describe('sign-in paths', () => {
  it('sends buyers to the site and staff to the console', () => {
    expect(signInPath('buyer')).toBe('/login');
    expect(signInPath('agent')).toBe('/console');
    expect(signInPath('admin')).toBe('/console');
  });

  it("brings a staff member's reset and forgot links back to the console, and a buyer's to /login", () => {
    const staffLink = new URL(passwordResetPath('tok/en', 'admin'), 'https://x.test');
    expect(staffLink.pathname).toBe('/passwordreset/tok%2Fen');
    expect(signInPathFrom(staffLink.search)).toBe('/console');
    expect(signInPathFrom(new URL(forgotPasswordPath('agent'), 'https://x.test').search)).toBe('/console');
    expect(forgotPasswordPath('buyer')).toBe('/forgotpassword');

    const buyerLink = new URL(passwordResetPath('token', 'buyer'), 'https://x.test');
    expect(buyerLink.search).toBe('');
    expect(signInPathFrom(buyerLink.search)).toBe('/login');
    expect(signInPathFrom('?signin=elsewhere')).toBe('/login');
  });
});
