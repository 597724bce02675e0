// Reading a bank statement file into its credits: ISO 20022 camt.053 (BkToCstmrStmt) with
// fast-xml-parser, or CSV `date,amount,currency,reference,counterparty` with csv-parse.
// Debits are left out: only money received pays instalments.
import { createHash } from 'node:crypto';
import { parse as parseCsv } from 'csv-parse/sync';
import { XMLParser } from 'fast-xml-parser';
import { refused } from '../http/api-error.ts';

export interface ParsedEntry {
  /** Names the entry across statements: the bank's reference, else a hash of what it says. */
  key: string;
  bookedOn: string;
  amountCents: number;
  currency: string;
  reference: string;
  counterparty: string;
}

export interface ParsedStatement {
  format: 'CAMT053' | 'CSV';
  entries: ParsedEntry[];
}

const DAY = /^\d{4}-\d{2}-\d{2}/;
const AMOUNT = /^-?\d{1,13}(\.\d{1,2})?$/;

const list = <T>(value: T | T[] | undefined): T[] =>
  value === undefined ? [] : Array.isArray(value) ? value : [value];
const text = (value: unknown): string =>
  typeof value === 'string' || typeof value === 'number'
    ? String(value).trim()
    : value && typeof value === 'object' && '#text' in value
      ? text((value as { '#text': unknown })['#text'])
      : '';

const hashKey = (parts: readonly (string | number)[]) =>
  `h:${createHash('sha256').update(parts.join('\u001f')).digest('hex').slice(0, 32)}`;

function cents(amount: string): number | null {
  const trimmed = amount.trim();
  return AMOUNT.test(trimmed) ? Math.round(Number(trimmed) * 100) : null;
}

type Node = Record<string, unknown>;
const child = (node: unknown, name: string): unknown =>
  node && typeof node === 'object' ? (node as Node)[name] : undefined;

/** camt.053: every credit entry (CdtDbtInd CRDT) of every statement in the file. */
function readCamt(xml: string): ParsedEntry[] {
  const parser = new XMLParser({
    ignoreAttributes: false,
    attributeNamePrefix: '@',
    removeNSPrefix: true,
    parseTagValue: false,
  });
  let document: unknown;
  try {
    document = parser.parse(xml, true);
  } catch {
    throw refused('statement_unreadable', 'file');
  }
  const statements = list(child(child(child(document, 'Document'), 'BkToCstmrStmt'), 'Stmt') as Node | Node[]);
  if (statements.length === 0) throw refused('statement_unreadable', 'file');
  const entries: ParsedEntry[] = [];
  for (const statement of statements) {
    const account =
      text(child(child(child(statement, 'Acct'), 'Id'), 'IBAN')) ||
      text(child(child(child(child(statement, 'Acct'), 'Id'), 'Othr'), 'Id'));
    for (const [position, entry] of list(child(statement, 'Ntry') as Node | Node[]).entries()) {
      if (text(child(entry, 'CdtDbtInd')) !== 'CRDT') continue;
      const amountNode = child(entry, 'Amt');
      const amount = cents(text(amountNode));
      const currency = text(child(amountNode, '@Ccy')).toUpperCase();
      const booked = text(child(child(entry, 'BookgDt'), 'Dt')) || text(child(child(entry, 'BookgDt'), 'DtTm'));
      if (amount === null || amount <= 0 || !currency || !DAY.test(booked)) continue;
      const details = list(child(child(entry, 'NtryDtls'), 'TxDtls') as Node | Node[]);
      const remittance = details
        .flatMap((detail) => list(child(child(detail, 'RmtInf'), 'Ustrd') as unknown))
        .map(text)
        .concat(text(child(entry, 'AddtlNtryInf')))
        .filter(Boolean)
        .join(' ');
      const debtor = details
        .map((detail) => {
          const party = child(child(detail, 'RltdPties'), 'Dbtr');
          return text(child(party, 'Nm')) || text(child(child(party, 'Pty'), 'Nm'));
        })
        .find(Boolean);
      const bankReference = text(child(entry, 'AcctSvcrRef')) || text(child(entry, 'NtryRef'));
      const bookedOn = booked.slice(0, 10);
      entries.push({
        key: bankReference
          ? `camt:${account}:${bankReference}`
          : hashKey([account, bookedOn, amount, currency, remittance, debtor ?? '', position]),
        bookedOn,
        amountCents: amount,
        currency,
        reference: remittance.slice(0, 500),
        counterparty: (debtor ?? '').slice(0, 200),
      });
    }
  }
  return entries;
}

/** CSV with a header row `date,amount,currency,reference,counterparty`; negative amounts (debits) are left out. */
function readCsv(csv: string): ParsedEntry[] {
  let rows: Record<string, string>[];
  try {
    rows = parseCsv(csv, {
      columns: (header: string[]) => header.map((name) => name.trim().toLowerCase()),
      skip_empty_lines: true,
      trim: true,
      bom: true,
    });
  } catch {
    throw refused('statement_unreadable', 'file');
  }
  const entries: ParsedEntry[] = [];
  for (const [position, row] of rows.entries()) {
    const amount = cents(row['amount'] ?? '');
    const date = row['date'] ?? '';
    const currency = (row['currency'] ?? '').toUpperCase();
    if (amount === null || !DAY.test(date) || !/^[A-Z]{3}$/.test(currency)) {
      throw refused({ code: 'statement_row_invalid', params: { row: position + 2 } }, 'file');
    }
    if (amount <= 0) continue;
    const reference = (row['reference'] ?? '').slice(0, 500);
    const counterparty = (row['counterparty'] ?? '').slice(0, 200);
    entries.push({
      key: hashKey(['csv', date, amount, currency, reference, counterparty, position]),
      bookedOn: date.slice(0, 10),
      amountCents: amount,
      currency,
      reference,
      counterparty,
    });
  }
  return entries;
}

/** The credits of a statement file, its format judged by its content (XML or CSV). */
export function readStatement(buffer: Buffer): ParsedStatement {
  const content = buffer.toString('utf8').replace(/^\uFEFF/, '');
  const start = content.trimStart();
  if (start.startsWith('<')) return { format: 'CAMT053', entries: readCamt(content) };
  if (/^date\s*,/i.test(start)) return { format: 'CSV', entries: readCsv(content) };
  throw refused('statement_unreadable', 'file');
}

export const fileHash = (buffer: Buffer) => createHash('sha256').update(buffer).digest('hex');
