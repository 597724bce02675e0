// npm run bench:reconcile: a statement of 10,000 credits matched against 10,000 open
// instalments with the rule the import uses (src/shared/payments/reconcile.ts: index maps by
// order number and by amount, never every entry against every instalment). Half the entries
// name their order, a quarter only pay an open amount, a quarter match nothing.
import { performance } from 'node:perf_hooks';
import { readStatement } from '../src/server/services/bank-statements.ts';
import { indexOpenInstalments, type OpenInstalment, suggestFor } from '../src/shared/payments/reconcile.ts';

const N = 10_000;
const ALPHABET = '23456789ABCDEFGHJKMNPQRSTVWXYZ';
const orderNumber = (i: number) => {
  let suffix = '';
  for (let n = i, k = 0; k < 5; k += 1, n = Math.floor(n / ALPHABET.length)) suffix += ALPHABET[n % ALPHABET.length];
  return `ATH-2611-${suffix}`;
};

const open: OpenInstalment[] = Array.from({ length: N }, (_, i) => ({
  instalmentId: `i${i}`,
  orderId: `o${i}`,
  orderNumber: orderNumber(i),
  currency: 'USD',
  outstandingCents: 100_000 + i * 37,
  payerNames: [`Buyer ${i} Trading`],
}));

const entries = Array.from({ length: N }, (_, i) => {
  const kind = i % 4;
  return {
    amountCents: kind === 3 ? 7 + i : 100_000 + i * 37,
    currency: 'USD',
    reference: kind < 2 ? `Payment ${orderNumber(i).replaceAll('-', ' ')}` : 'Invoice payment',
    counterparty: kind === 2 ? `BUYER ${i} TRADING LTD` : 'Unknown',
  };
});

// The same credits as a CSV statement, read as the import reads it.
const csv = Buffer.from(
  `date,amount,currency,reference,counterparty\n${entries
    .map((entry) => `2026-11-30,${(entry.amountCents / 100).toFixed(2)},USD,${entry.reference},${entry.counterparty}`)
    .join('\n')}\n`,
);
const parseStarted = performance.now();
const parsed = readStatement(csv);
const parseMs = performance.now() - parseStarted;
console.log(`parse: ${parsed.entries.length.toLocaleString('en-US')} CSV rows in ${parseMs.toFixed(1)} ms`);

const started = performance.now();
const index = indexOpenInstalments(open);
let suggested = 0;
for (const entry of parsed.entries) if (suggestFor(entry, index).length > 0) suggested += 1;
const ms = performance.now() - started;
console.log(
  `reconcile: ${N.toLocaleString('en-US')} entries x ${N.toLocaleString('en-US')} open instalments in ${ms.toFixed(1)} ms (${suggested.toLocaleString('en-US')} with suggestions)`,
);
