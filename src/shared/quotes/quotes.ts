// Quotes (docs/product/console.md): the one state machine the console, the
// buyer hub and the server all read, and the rules of a quote an agent sends. Plain
// functions and types only, so zod stays out of the buyer hub's bundle; the schemas the
// server validates and answers with are in quotes.contract.ts.
import type { QuoteState, StoredQuoteState } from '../common/enums.ts';
import { orderCost } from '../orders/order-rules.ts';
import { errorText, type Reason } from '../i18n/errors.ts';
import { FIELD_LIMITS } from '../common/field-limits.ts';

// ---------------------------------------------------------------------------------------
// The state machine: ACTIVE -> ACCEPTED | DECLINED | SUPERSEDED | EXPIRED.

/** Every move a quote can make; the four ends are final. */
export const QUOTE_TRANSITIONS: Record<QuoteState, readonly QuoteState[]> = {
  ACTIVE: ['ACCEPTED', 'DECLINED', 'SUPERSEDED', 'EXPIRED'],
  ACCEPTED: [],
  DECLINED: [],
  SUPERSEDED: [],
  EXPIRED: [],
};

export const canMoveQuote = (from: QuoteState, to: QuoteState) => QUOTE_TRANSITIONS[from].includes(to);

/** What is stored about a quote's fate; its state is read from it at a given moment. */
export interface QuoteFate {
  status: StoredQuoteState;
  validUntil: Date | string;
  /** When it was accepted, declined or superseded. */
  decidedAt: Date | string | null;
}

const time = (value: Date | string) => (value instanceof Date ? value.getTime() : Date.parse(value));

/**
 * A quote's state at `now`. Expiry is computed, not stored: an ACTIVE quote whose validity
 * has passed reads EXPIRED. A quote superseded only after it had expired also reads EXPIRED,
 * since that is what happened to it first.
 */
export function quoteState(quote: QuoteFate, now: Date): QuoteState {
  const expiresAt = time(quote.validUntil);
  if (quote.status === 'ACTIVE') return now.getTime() >= expiresAt ? 'EXPIRED' : 'ACTIVE';
  if (quote.status === 'SUPERSEDED' && quote.decidedAt !== null && time(quote.decidedAt) >= expiresAt) return 'EXPIRED';
  return quote.status;
}

/** Only an active quote (the newest, since a new one supersedes it) can be answered. */
export const isQuoteOpen = (state: QuoteState) => state === 'ACTIVE';

export type QuoteAnswer = 'accept' | 'decline';

/** Why a buyer cannot accept or decline a quote in this state (answered with 409), or undefined. */
export function quoteAnswerRefusal(state: QuoteState, answer: QuoteAnswer): Reason | undefined {
  switch (state) {
    case 'ACTIVE':
      return undefined;
    case 'EXPIRED':
      return 'quote_expired';
    case 'SUPERSEDED':
      return 'quote_superseded';
    case 'ACCEPTED':
      return answer === 'accept' ? undefined : 'quote_already_accepted';
    case 'DECLINED':
      return answer === 'decline' ? undefined : 'quote_declined';
  }
}

/** quoteAnswerRefusal's reason in English, or undefined. */
export function quoteRefusal(state: QuoteState, answer: QuoteAnswer): string | undefined {
  const reason = quoteAnswerRefusal(state, answer);
  return reason && errorText(reason);
}

// ---------------------------------------------------------------------------------------
// What an agent sends: POST /staff/inquiries/{id}/quotes (schema in quotes.contract.ts).

export const QUOTE_LIMITS = {
  namedPlace: FIELD_LIMITS.quoteNamedPlace,
  note: FIELD_LIMITS.quoteNote,
  declineReason: FIELD_LIMITS.quoteDeclineReason,
  maxPricePerMT: 1_000_000,
  maxLeadTimeDays: 365,
  /** A quote binds the company to a price; commodity prices move, so validity is short. */
  maxValidityDays: 90,
} as const;

export const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Reads a validity: an ISO date-time, or a calendar date meaning the end of that day (UTC),
 * which is what a date picker gives.
 */
export function parseValidUntil(text: string): Date | undefined {
  const value = text.trim();
  const day = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  const date = day ? new Date(`${value}T23:59:59.999Z`) : new Date(value);
  if (Number.isNaN(date.getTime())) return undefined;
  // Reject dates that roll over (2026-02-31 reads as March).
  if (day && date.toISOString().slice(0, 10) !== value) return undefined;
  return date;
}

/** A validity must lie ahead, and not too far: the rule the form and the server both apply. */
export function validUntilRefusal(validUntil: Date, now: Date): Reason | undefined {
  if (validUntil.getTime() <= now.getTime()) return 'quote_validity_past';
  if (validUntil.getTime() - now.getTime() > QUOTE_LIMITS.maxValidityDays * DAY_MS) {
    return { code: 'quote_validity_too_long', params: { days: QUOTE_LIMITS.maxValidityDays } };
  }
  return undefined;
}

/** validUntilRefusal's reason in English, or undefined. */
export function validUntilError(validUntil: Date, now: Date): string | undefined {
  const reason = validUntilRefusal(validUntil, now);
  return reason && errorText(reason);
}

/** The quote's total in USD: price per MT x quantity, to the cent (the order rule). */
export const quoteTotal = (pricePerMT: number, quantity: number) => orderCost(pricePerMT, quantity);
