import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ERRORS_DOC, errorsDoc } from '../../scripts/errors-doc.ts';

describe('docs/product/errors.md', () => {
  const committed = readFileSync(ERRORS_DOC, 'utf8');

  it('lists every error code as src/shared/i18n/errors.ts has it (run `npm run docs:errors` after changing it)', async () => {
    expect(committed).toBe(await errorsDoc(committed));
  });

  it('shows a code’s status, envelope code, English and French, and a message’s values as {name}', () => {
    const cells = (code: string) =>
      committed
        .split('\n')
        .find((line) => line.startsWith(`| \`${code}\` `))
        ?.split('|')
        .slice(1, -1)
        .map((cell) => cell.trim());
    expect(cells('invalid_credentials')).toEqual([
      '`invalid_credentials`',
      '401',
      '`invalid_credentials`',
      'The e-mail address or password is incorrect.',
      'L’adresse e-mail ou le mot de passe est incorrect.',
    ]);
    expect(cells('receipt_terms_exempt')?.slice(1, 4)).toEqual([
      '400',
      '`bad_request`',
      'Payment proof is not uploaded for {terms} payment terms.',
    ]);
  });
});
