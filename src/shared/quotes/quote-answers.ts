// Helpers over a quote as the API answers it (quotes.contract.ts): its card in the chat and the
// card's text. Apart from quotes.ts so the rules there never import the contract.
import type { Inquiry } from '../inquiries/inquiries.ts';
import type { Quote, QuoteCard } from './quotes.contract.ts';

/** 'CIF Rotterdam': the incoterm with its named place. */
export const incotermWithPlace = (quote: Pick<Quote, 'incoterm' | 'namedPlace'>) =>
  `${quote.incoterm} ${quote.namedPlace}`;

export const toQuoteCard = (quote: Quote, productName: string): QuoteCard => ({
  quoteId: quote.id,
  inquiryId: quote.inquiryId,
  version: quote.version,
  productName,
  quantity: quote.quantity,
  pricePerMT: quote.pricePerMT,
  total: quote.total,
  incoterm: quote.incoterm,
  namedPlace: quote.namedPlace,
  paymentTerm: quote.paymentTerm,
  leadTimeDays: quote.leadTimeDays,
  validUntil: quote.validUntil,
});

const usd = (value: number) => value.toLocaleString('en-US', { maximumFractionDigits: 2 });

/** The text stored with a QUOTE card, for clients (and e-mail previews) that cannot draw it. */
export const quoteCardText = (card: QuoteCard) =>
  `Quote ${card.version > 1 ? `v${card.version} ` : ''}for ${card.productName}: USD ${usd(card.pricePerMT)} per MT, ` +
  `${usd(card.quantity)} MT, ${incotermWithPlace(card)}, ${card.paymentTerm}, valid until ${card.validUntil.slice(0, 10)}`;

/** GET /rfq/{id}: the inquiry with every version of its quotes, newest first. */
export interface InquiryWithQuotes extends Inquiry {
  quotes: Quote[];
}
