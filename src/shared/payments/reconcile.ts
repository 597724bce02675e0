// Bank reconciliation (issue 38): which open instalments a bank statement entry may pay, with
// a score. Index maps keyed by order number and by amount, so a statement of N entries
// against M open instalments costs about N + M lookups, never N x M comparisons.

/** A credit on the house's account, as a statement lists it. */
export interface StatementCredit {
  amountCents: number;
  currency: string;
  /** Remittance information: what the payer wrote (often the order number). */
  reference: string;
  counterparty: string;
}

/** An instalment still to be paid, with its order and the names its buyer pays under. */
export interface OpenInstalment {
  instalmentId: string;
  orderId: string;
  orderNumber: string;
  currency: string;
  outstandingCents: number;
  /** The buyer's name (and company, when known): what a counterparty is compared with. */
  payerNames: readonly string[];
}

export interface Suggestion {
  orderId: string;
  orderNumber: string;
  instalmentId: string;
  /** 0..1: how sure the match is. */
  score: number;
}

export const ENTRY_STATUSES = ['UNMATCHED', 'SUGGESTED', 'MATCHED', 'IGNORED'] as const;
export type EntryStatus = (typeof ENTRY_STATUSES)[number];

/** Order numbers as newOrderNumber writes them: ATH-YYMM-XXXXX. */
const ORDER_NUMBER = /ATH-?\s?(\d{4})-?\s?([2-9A-HJ-NP-TV-Z]{5})/gi;

/** The order numbers a remittance text names, normalised (payers drop or space the dashes). */
export function orderNumbersIn(text: string): string[] {
  const found = new Set<string>();
  for (const match of text.toUpperCase().matchAll(ORDER_NUMBER)) found.add(`ATH-${match[1]}-${match[2]}`);
  return [...found];
}

/** A name reduced to its words, for comparing a counterparty with a buyer. */
const words = (name: string) =>
  name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter((word) => word.length > 1);

/** The share of the buyer name's words found in the counterparty (best over the buyer's names). */
export function payerSimilarity(counterparty: string, payerNames: readonly string[]): number {
  const said = new Set(words(counterparty));
  if (said.size === 0) return 0;
  let best = 0;
  for (const name of payerNames) {
    const wanted = words(name);
    if (wanted.length === 0) continue;
    best = Math.max(best, wanted.filter((word) => said.has(word)).length / wanted.length);
  }
  return best;
}

export const MAX_SUGGESTIONS = 3;

/**
 * The index maps one statement is matched against: open instalments by order number and by
 * (currency, outstanding amount). Built once per import.
 */
export function indexOpenInstalments(open: readonly OpenInstalment[]) {
  const byOrderNumber = new Map<string, OpenInstalment[]>();
  const byAmount = new Map<string, OpenInstalment[]>();
  for (const instalment of open) {
    const orderKey = instalment.orderNumber.toUpperCase();
    byOrderNumber.set(orderKey, [...(byOrderNumber.get(orderKey) ?? []), instalment]);
    const amountKey = `${instalment.currency}:${instalment.outstandingCents}`;
    const list = byAmount.get(amountKey);
    if (list) list.push(instalment);
    else byAmount.set(amountKey, [instalment]);
  }
  return { byOrderNumber, byAmount };
}

export type InstalmentIndex = ReturnType<typeof indexOpenInstalments>;

/**
 * What an entry may pay, best first (at most MAX_SUGGESTIONS):
 * - an order number in the remittance text: its unpaid instalments, 0.9 for the one whose
 *   outstanding amount the entry pays exactly, 0.7 for the others (a part or a lump payment);
 * - else the open instalments outstanding for exactly the amount: 0.4, up to 0.8 as the
 *   counterparty names the buyer.
 */
export function suggestFor(entry: StatementCredit, index: InstalmentIndex): Suggestion[] {
  const scored = new Map<string, Suggestion>();
  const offer = (instalment: OpenInstalment, score: number) => {
    const held = scored.get(instalment.instalmentId);
    if (held && held.score >= score) return;
    scored.set(instalment.instalmentId, {
      orderId: instalment.orderId,
      orderNumber: instalment.orderNumber,
      instalmentId: instalment.instalmentId,
      score: Math.round(score * 100) / 100,
    });
  };
  for (const orderNumber of orderNumbersIn(entry.reference)) {
    for (const instalment of index.byOrderNumber.get(orderNumber) ?? []) {
      if (instalment.currency !== entry.currency) continue;
      offer(instalment, instalment.outstandingCents === entry.amountCents ? 0.9 : 0.7);
    }
  }
  if (scored.size === 0) {
    // A common amount (many orders of one size) is judged on its first candidates only.
    for (const instalment of (index.byAmount.get(`${entry.currency}:${entry.amountCents}`) ?? []).slice(0, 200)) {
      offer(instalment, 0.4 + 0.4 * payerSimilarity(entry.counterparty, instalment.payerNames));
    }
  }
  return [...scored.values()]
    .sort((a, b) => b.score - a.score || a.orderNumber.localeCompare(b.orderNumber))
    .slice(0, MAX_SUGGESTIONS);
}
