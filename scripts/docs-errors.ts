// npm run docs:errors: rewrites the table of error codes in docs/product/errors.md from
// src/shared/i18n/errors.ts (scripts/errors-doc.ts).
import { readFileSync, writeFileSync } from 'node:fs';
import { ERRORS_DOC, errorsDoc } from './errors-doc.ts';

const current = readFileSync(ERRORS_DOC, 'utf8');
const next = await errorsDoc(current);
if (next === current) console.log('docs/product/errors.md is up to date.');
else {
  writeFileSync(ERRORS_DOC, next);
  console.log('docs/product/errors.md rewritten from src/shared/i18n/errors.ts.');
}
