import { HTTPError } from 'ky';
import { afterEach, describe, expect, it } from 'vitest';
import { ApiFailure, toFailure } from '../../src/lib/api/failure.ts';
import { browserLocale, followLocale } from '../../src/lib/i18n/browser-locale.ts';
import { ERROR_CODES, errorCodeOfMessage, errorMessage, englishError } from '../../src/shared/i18n/errors.ts';

describe('server errors in the buyer’s language', () => {
  const wrongPassword = {
    message: 'The e-mail address or password is incorrect.',
    code: 'invalid_credentials' as const,
  };

  it('shows the French text of a code to a French reader, the server’s English to others', () => {
    expect(errorMessage(wrongPassword, 'fr')).toBe('L’adresse e-mail ou le mot de passe est incorrect.');
    expect(errorMessage(wrongPassword, 'en')).toBe(wrongPassword.message);
  });

  it('keeps the server’s message for a code it does not know, a missing code, or a code without French', () => {
    expect(errorMessage({ message: 'Something new.', code: 'from_a_newer_server' }, 'fr')).toBe('Something new.');
    expect(errorMessage({ message: 'No code here.' }, 'fr')).toBe('No code here.');
    // "Enter at least 8 characters" says more than a generic French "too short" would.
    expect(errorMessage({ message: 'Keep it under 80 characters.', code: 'value_too_large' }, 'fr')).toBe(
      'Keep it under 80 characters.',
    );
  });

  it('an API failure reads in French: its message, its field errors and its general message', async () => {
    const failure = new ApiFailure(
      400,
      [
        { field: 'oldPassword', message: 'Your current password is incorrect.', code: 'password_wrong' },
        { message: 'Something went wrong on our side. Please try again.', code: 'server_error' },
      ],
      false,
      'fr',
    );
    expect(failure.message).toBe('Votre mot de passe actuel est incorrect.');
    expect(failure.fieldErrors).toEqual({ oldPassword: 'Votre mot de passe actuel est incorrect.' });
    expect(failure.generalMessage).toBe('Une erreur s’est produite de notre côté. Veuillez réessayer.');

    const request = new Request('http://localhost/api/auth/signin-buyer', { method: 'POST' });
    const response = new Response(JSON.stringify({ errors: [wrongPassword] }), { status: 401 });
    const error = new HTTPError(response, request, {} as never);
    Object.assign(error, { data: { errors: [wrongPassword] } });
    expect(toFailure(error, 'fr').message).toBe('L’adresse e-mail ou le mot de passe est incorrect.');
    expect(toFailure(error, 'en').message).toBe(wrongPassword.message);
  });

  describe('the page’s language', () => {
    afterEach(() => {
      Reflect.deleteProperty(globalThis, 'document');
    });
    const page = (lang: string, cookie = '') =>
      Object.assign(globalThis, { document: { documentElement: { lang }, cookie } });

    it('follows a French page, else the language chosen last, else English', () => {
      page('fr');
      expect(browserLocale()).toBe('fr');
      page('en', 'theme=dark; lang=fr');
      expect(browserLocale()).toBe('fr');
      page('en', 'lang=de');
      expect(browserLocale()).toBe('en');
      Reflect.deleteProperty(globalThis, 'document');
      expect(browserLocale()).toBe('en');
    });

    it('follows the islands’ language once their store is loaded', () => {
      page('en');
      followLocale(() => 'fr');
      expect(browserLocale()).toBe('fr');
      expect(
        new ApiFailure(401, [{ message: 'Please sign in to continue.', code: 'sign_in_required' }], false).message,
      ).toBe('Veuillez vous connecter pour continuer.');
    });
  });

  it('gives each fixed English text to one code only, so the server finds the code of a message', () => {
    const fixed = ERROR_CODES.flatMap((code) => {
      try {
        return [[code, englishError(code)] as const];
      } catch {
        return [];
      }
    });
    expect(new Set(fixed.map(([, text]) => text)).size).toBe(fixed.length);
    for (const [code, text] of fixed) expect(errorCodeOfMessage(text)).toBe(code);
  });
});
