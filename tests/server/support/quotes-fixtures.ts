import type { Inquiry } from '../../../src/shared/inquiries/inquiries.ts';
import type { InquiryWithQuotes } from '../../../src/shared/quotes/quote-answers.ts';
import type { Quote } from '../../../src/shared/quotes/quotes.contract.ts';
import type { Auth } from './orders-fixtures.ts';
import { readData, type TestApp } from './helper.ts';
import { DAY } from './clock.ts';

// Helpers for the quote suites: a buyer's inquiry, an agent's quote, the buyer's reads.

export async function sendInquiry(app: TestApp, buyer: Auth, change: Record<string, unknown> = {}): Promise<Inquiry> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/rfq',
    headers: buyer,
    payload: {
      productName: 'Raw cashew nuts',
      productDescription: 'W320, outturn 48 lbs, 80 kg jute bags',
      quantityRequired: '25',
      destinationPort: 'Netherlands',
      termsOfTrade: 'CIF',
      paymentTerms: 'LC',
      ...change,
    },
  });
  if (res.statusCode !== 201) throw new Error(`sending an inquiry failed: ${res.statusCode} ${res.body}`);
  return res.json().data as Inquiry;
}

/** A valid quote payload, valid for a week after `now`; override any field. */
export const quotePayload = (now: Date, change: Record<string, unknown> = {}) => ({
  countryOfOrigin: 'Nigeria',
  quantity: 25.5,
  pricePerMT: 1450.5,
  incoterm: 'CIF',
  namedPlace: 'Rotterdam',
  paymentTerm: 'LC',
  leadTimeDays: 21,
  validUntil: new Date(now.getTime() + 7 * DAY).toISOString(),
  note: 'Price includes fumigation and marine insurance.',
  ...change,
});

export const postQuote = (app: TestApp, staff: Auth, inquiryId: string, payload: Record<string, unknown>) =>
  app.inject({ method: 'POST', url: `/api/staff/inquiries/${inquiryId}/quotes`, headers: staff, payload });

/** Sends a quote and expects success. */
export async function quote(
  app: TestApp,
  staff: Auth,
  inquiryId: string,
  change: Record<string, unknown> = {},
): Promise<Quote> {
  const res = await postQuote(app, staff, inquiryId, quotePayload(app.clock(), change));
  if (res.statusCode !== 201) throw new Error(`sending a quote failed: ${res.statusCode} ${res.body}`);
  return res.json().data as Quote;
}

/** A buyer's inquiry (the default one) with an agent's quote on it (the default one). */
export async function quotedInquiry(app: TestApp, buyer: Auth, staff: Auth) {
  const inquiry = await sendInquiry(app, buyer);
  return { inquiry, offer: await quote(app, staff, inquiry.id) };
}

export const readInquiry = (app: TestApp, buyer: Auth, inquiryId: string) =>
  readData<InquiryWithQuotes>(app, buyer, `/api/rfq/${inquiryId}`);

export const answer = (
  app: TestApp,
  buyer: Auth,
  inquiryId: string,
  quoteId: string,
  action: 'accept' | 'decline',
  payload: Record<string, unknown> = {},
) => app.inject({ method: 'POST', url: `/api/rfq/${inquiryId}/quotes/${quoteId}/${action}`, headers: buyer, payload });

export async function inquirySummary(app: TestApp, buyer: Auth) {
  const res = await app.inject({ method: 'GET', url: '/api/buyer-hub/enquiry-summary', headers: buyer });
  return res.json().data as {
    total_pending_enquiries: number;
    total_received_quote: number;
    total_sent_enquiries: number;
  };
}
