import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { mailOutbox, notifications } from '../../../src/server/db/schema/index.ts';
import { CATALOGUE } from '../../../src/server/db/seed/catalogue.ts';
import { FRENCH_COUNTRY_NAMES } from '../../../src/shared/i18n/country-names-fr.ts';
import { countryNameIn, placeIn } from '../../../src/shared/i18n/country-by-name.ts';
import { productNameIn } from '../../../src/shared/i18n/trade-names.ts';
import { countryLabel } from '../../../src/shared/common/countries.ts';
import type { OrderDetails, OrderListItem } from '../../../src/shared/orders/orders.contract.ts';
import type { Proforma } from '../../../src/shared/payment/payment-instructions.contract.ts';
import type { AcceptedOrder } from '../../../src/shared/quotes/quotes.contract.ts';
import type { Product } from '../../../src/shared/products/products.ts';
import { createAccount, type Account } from '../support/accounts.ts';
import { testAppSuite } from '../support/app-suite.ts';
import { readData, type TestApp } from '../support/helper.ts';
import { placeOrder } from '../support/orders-fixtures.ts';
import { answer, quote, sendInquiry } from '../support/quotes-fixtures.ts';
import { signContract } from '../support/contracts-fixtures.ts';

// Issue 41, item 7: a French buyer's trade, from the quote to the order, its pro-forma, its
// mails and its notifications, reads French: none of the catalogue's English names, the English
// names of the origins or the English labels of the site may reach them.

/** The catalogue's English names, and the English names of the countries it trades from where French differs. */
const ENGLISH_NAMES = [
  ...CATALOGUE.map((entry) => entry.productName),
  ...CATALOGUE.flatMap((entry) => entry.origins.map((origin) => origin.countryCode))
    .map((code) => ({ english: countryLabel(code) ?? code, french: FRENCH_COUNTRY_NAMES[code] }))
    .filter(({ english, french }) => english !== french)
    .map(({ english }) => english),
];

/** English words of the site's own labels a French reader met before (issue 41). */
const ENGLISH_LABELS = [
  'Sourcing Agent',
  'Profile',
  'per MT',
  ' from ',
  'Order ',
  'Quote ',
  'Payment reference',
  'confirmed',
  'awaits your approval',
];

const ENGLISH = [...new Set([...ENGLISH_NAMES, ...ENGLISH_LABELS])];

/** The English words found in `text` (case-insensitive, as a reader would notice them). */
const englishIn = (text: string) => ENGLISH.filter((word) => text.toLowerCase().includes(word.toLowerCase()));

describe('a French buyer’s trade reads French end to end', () => {
  let app: TestApp;
  let buyer: Account;
  let agent: Account;
  let cashew: Product;

  testAppSuite({}, async (built) => {
    app = built;
    buyer = await createAccount(app.db, { fullName: 'Awa Koné', language: 'fr' });
    agent = await createAccount(app.db, { type: 'agent', fullName: 'Kofi Boateng' });
    const res = await app.inject({ method: 'GET', url: '/api/product' });
    cashew = (res.json().data as Product[]).find((p) => p.productName === 'Raw Cashew Nuts (In Shell)')!;
  });

  it('knows the English it looks for', () => {
    expect(ENGLISH).toContain('Raw Cashew Nuts (In Shell)');
    expect(ENGLISH).toContain('Ivory Coast');
    expect(englishIn('Noix de cajou brutes (en coque), en provenance de Ivory Coast')).toEqual(['Ivory Coast']);
  });

  it('quotes, orders, pro-forma, mails and notifications name the product and its origin in French', async () => {
    expect(cashew.productNameFr).toBe('Noix de cajou brutes (en coque)');
    const ivoryCoast = cashew.CountryTraded.find((origin) => origin.countryCode === 'CI')!;

    // An inquiry from the product page, quoted by an agent from Ivory Coast, accepted.
    const inquiry = await sendInquiry(app, buyer.auth, { productId: cashew.id, productName: cashew.productName });
    const offer = await quote(app, agent.auth, inquiry.id, { countryOfOrigin: ivoryCoast.countryName });
    const accepted = await answer(app, buyer.auth, inquiry.id, offer.id, 'accept');
    expect(accepted.statusCode).toBe(200);
    const fromQuote = accepted.json().data as AcceptedOrder;
    expect(productNameIn(fromQuote, 'fr')).toBe('Noix de cajou brutes (en coque)');

    // A direct order from Ivory Coast, paid by transfer (its pro-forma carries how to pay).
    const placed = await placeOrder(app, buyer.auth, cashew, {
      countryOfOrigin: ivoryCoast.countryName,
      paymentTerm: 'TT',
      country: 'SN',
      port: 'Dakar',
    });

    // Both sides sign the sales contract; the agent moves it on: the buyer is told by the bell and by mail.
    await signContract(app, buyer.auth, placed.id);
    const status = await app.inject({
      method: 'POST',
      url: `/api/staff/orders/${placed.id}/status`,
      headers: agent.auth,
      payload: { status: 'PROCESSING' },
    });
    expect(status.statusCode).toBe(200);

    // What the order page and the order table show, through the islands' rules.
    const details = await readData<OrderDetails>(app, buyer.auth, `/api/order/${placed.id}`);
    const list = await readData<OrderListItem[]>(app, buyer.auth, '/api/buyer-hub/all-orders');
    const proforma = await readData<Proforma>(app, buyer.auth, `/api/order/${placed.id}/proforma`);
    const shown = [
      productNameIn(details, 'fr'),
      productNameIn(details.product!, 'fr'),
      countryNameIn(details.countryOfOrigin, 'fr'),
      countryNameIn(details.country, 'fr'),
      ...list.map((row) => productNameIn(row, 'fr')),
      productNameIn(proforma, 'fr'),
      countryNameIn(proforma.countryOfOrigin, 'fr'),
      placeIn(proforma.namedPlace, 'fr'),
      placeIn(proforma.destination, 'fr'),
      ...proforma.buyer.addressLines.map((line) => placeIn(line, 'fr')),
    ].join('\n');
    expect(shown).toContain('Noix de cajou brutes (en coque)');
    expect(shown).toContain('Côte d’Ivoire');
    expect(shown).toContain('Sénégal');
    expect(englishIn(shown)).toEqual([]);

    // Every mail and notification the buyer received.
    await app.outbox.drain();
    const mails = await app.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, buyer.user.email));
    const notes = await app.db.select().from(notifications).where(eq(notifications.buyerId, buyer.user.id));
    expect(mails.length).toBeGreaterThanOrEqual(3);
    expect(notes.length).toBeGreaterThanOrEqual(2);
    const mailText = mails.map((mail) => `${mail.subject}\n${mail.textBody}\n${mail.htmlBody ?? ''}`).join('\n');
    expect(mailText).toContain('Noix de cajou brutes (en coque)');
    expect(mailText).toContain('Côte d’Ivoire');
    expect(englishIn(mailText)).toEqual([]);
    const noteText = notes.map((note) => note.titleFr).join('\n');
    expect(noteText).toContain('Noix de cajou brutes (en coque)');
    expect(englishIn(noteText)).toEqual([]);
  });
});
