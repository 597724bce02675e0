import { HTTPError } from 'ky';
import { afterEach, describe, expect, it } from 'vitest';
import { ApiFailure, toFailure } from '../../src/lib/api/failure.ts';
import { browserLocale, followLocale } from '../../src/lib/i18n/browser-locale.ts';
import { envelopeCode, ERROR_CODES, errorMessage, errorText, reasonStatus } from '../../src/shared/i18n/errors.ts';

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

  it('writes a reason once: its English for the server and the console, its French for the hub', () => {
    expect(errorText('receipt_already_uploaded')).toBe(
      'A payment receipt was already uploaded for this order and waits for verification.',
    );
    expect(errorText('receipt_already_uploaded', 'fr')).toBe(
      'Un justificatif de paiement a déjà été envoyé pour cette commande et attend sa vérification.',
    );
    const exempt = { code: 'receipt_terms_exempt', params: { terms: 'CAD' } } as const;
    expect(errorText(exempt)).toBe('Payment proof is not uploaded for CAD payment terms.');
    // A staff-only reason has no French: the console is English.
    expect(errorText('receipt_none', 'fr')).toBe('No payment proof was uploaded for this order.');
  });

  it('sends a published code as itself, one clients do not know yet as its status’s', () => {
    expect(envelopeCode('receipt_already_uploaded')).toBe('receipt_already_uploaded');
    expect(reasonStatus('receipt_already_uploaded')).toBe(409);
    expect(envelopeCode({ code: 'receipt_terms_exempt', params: { terms: 'DP' } })).toBe('bad_request');
    expect(envelopeCode('receipt_decided_meanwhile')).toBe('conflict');
    expect(ERROR_CODES).toContain('receipt_already_uploaded');
    expect(ERROR_CODES).not.toContain('receipt_decided_meanwhile');
  });

  it('keeps the server’s English for a code whose message is written from values', () => {
    expect(errorMessage({ message: 'This document link is not valid.', code: 'link_invalid' }, 'fr')).toBe(
      'Ce lien n’est pas valide.',
    );
    expect(
      errorMessage({ message: 'Payment proof is not uploaded for DP payment terms.', code: 'bad_request' }, 'fr'),
    ).toBe('Payment proof is not uploaded for DP payment terms.');
  });
});
