// CSV exports (docs/product/api.md, "Exports"): each file opens in a CSV parser with its
// columns, a byte-order mark, accents and quoting intact; it honours its list's filters; a
// buyer gets only their own rows, staff only what their role may read.
import { parse } from 'csv-parse/sync';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { orders } from '../../../src/server/db/schema/index.ts';
import { EXPORT_PAGE_ROWS } from '../../../src/shared/exports/exports.ts';
import { createAccount } from '../support/accounts.ts';
import { testAppSuite } from '../support/app-suite.ts';
import type { TestApp } from '../support/helper.ts';
import { orderableProduct, placeOrder, setOrder } from '../support/orders-fixtures.ts';
import { quote, sendInquiry } from '../support/quotes-fixtures.ts';
import { createAgent, createEditor } from '../support/staff-accounts.ts';

let app: TestApp;
testAppSuite((built) => (app = built));

type Headers = Record<string, string>;
const BOM = '\uFEFF';

async function download(url: string, headers: Headers) {
  const res = await app.inject({ method: 'GET', url, headers });
  expect(res.statusCode, res.body).toBe(200);
  expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
  expect(res.headers['cache-control']).toBe('private, no-store');
  const body = res.rawPayload.toString('utf8');
  expect(body.startsWith(BOM)).toBe(true);
  const records: Record<string, string>[] = parse(body, { bom: true, columns: true });
  const header: string[] = parse(body, { bom: true, to_line: 1 })[0] ?? [];
  return { res, records, header, disposition: String(res.headers['content-disposition']) };
}

const DAY_STAMP = /-\d{4}-\d{2}-\d{2}\.csv"$/;
const ISO = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;

describe('buyer exports', () => {
  it('exports only the buyer’s own orders, with the header search, ISO dates and plain numbers', async () => {
    const product = await orderableProduct(app);
    const buyer = await createAccount(app.db, { fullName: 'Adèle Kouassi' });
    const other = await createAccount(app.db);
    const first = await placeOrder(app, buyer.auth, product);
    const second = await placeOrder(app, buyer.auth, product);
    await setOrder(app, second.id, { status: 'PROCESSING' });
    const theirs = await placeOrder(app, other.auth, product);

    const { records, header, disposition } = await download('/api/buyer-hub/orders.csv', buyer.auth);
    expect(disposition).toMatch(/^attachment; filename="my-orders-/);
    expect(disposition).toMatch(DAY_STAMP);
    expect(header).toEqual([
      'Order number',
      'Placed at (UTC)',
      'Product',
      'Quantity (MT)',
      'Shipping terms',
      'Shipping type',
      'Payment terms',
      'Cost (USD)',
      'Status',
      'Approved by you',
    ]);
    // Newest first, as My Orders lists them; never another buyer's.
    expect(records.map((r) => r['Order number'])).toEqual([second.orderNumber, first.orderNumber]);
    expect(records.map((r) => r['Order number'])).not.toContain(theirs.orderNumber);
    const row = records[1]!;
    expect(row['Placed at (UTC)']).toMatch(ISO);
    expect(Number(row['Cost (USD)'])).toBe(first.cost);
    expect(row['Cost (USD)']).toMatch(/^\d+(\.\d+)?$/);
    expect(Number(row['Quantity (MT)'])).toBe(first.quantityOrdered);
    // Words, not codes (issue 41).
    expect(row).toMatchObject({
      Product: first.productName,
      'Shipping terms': 'FOB (Free on Board)',
      Status: 'Pending',
      'Approved by you': 'Yes',
    });

    // The header's search box, as the table reads it: every word must match.
    const searched = await download(`/api/buyer-hub/orders.csv?q=${encodeURIComponent('fob processing')}`, buyer.auth);
    expect(searched.records.map((r) => r['Order number'])).toEqual([second.orderNumber]);
  });

  it('quotes a cell holding a semicolon and defuses a formula after it, for spreadsheets that split on ; (French settings)', async () => {
    const buyer = await createAccount(app.db);
    await sendInquiry(app, buyer.auth, { productName: 'Acme;=1+1' });
    const { res, records } = await download('/api/buyer-hub/inquiries.csv', buyer.auth);
    expect(records[0]?.['Product']).toBe("Acme;'=1+1");
    const body = res.rawPayload.toString('utf8');
    expect(body).toContain(`,"Acme;'=1+1",`);
    // Read the French way (fields split on ;, a quote honoured only at a field's start): no
    // field is a formula.
    const french: string[][] = parse(body, { bom: true, delimiter: ';', relax_quotes: true, relax_column_count: true });
    expect(french.flat().some((cell) => cell.startsWith('='))).toBe(false);
  });

  it('exports the buyer’s inquiries with accents, commas, quotes and line breaks intact, formulas defused', async () => {
    const buyer = await createAccount(app.db);
    const other = await createAccount(app.db);
    const description = 'Qualité W320, "export grade"\nsacs de 80 kg; séchées au soleil';
    await sendInquiry(app, buyer.auth, {
      productName: 'Noix de cajou — Côte d’Ivoire',
      productDescription: description,
    });
    await sendInquiry(app, buyer.auth, { productName: '=HYPERLINK("http://x.test")', quantityRequired: '1200' });
    await sendInquiry(app, other.auth, { productName: 'Someone else’s sesame' });

    const { records, header, disposition } = await download('/api/buyer-hub/inquiries.csv', buyer.auth);
    expect(disposition).toMatch(/^attachment; filename="my-inquiries-/);
    expect(header).toEqual([
      'Sent at (UTC)',
      'Product',
      'Requirements',
      'Quantity (MT)',
      'Shipping terms',
      'Payment terms',
      'Destination',
      'Status',
    ]);
    expect(records).toHaveLength(2);
    const [formula, cashew] = records as [Record<string, string>, Record<string, string>];
    expect(cashew).toMatchObject({
      Product: 'Noix de cajou — Côte d’Ivoire',
      Requirements: description,
      'Quantity (MT)': '25',
      'Shipping terms': 'CIF (Cost, Insurance, and Freight)',
      Status: 'Pending',
    });
    // A spreadsheet shows it as text instead of running it.
    expect(formula['Product']).toBe('\'=HYPERLINK("http://x.test")');
    expect(formula['Quantity (MT)']).toBe('1200');

    const searched = await download('/api/buyer-hub/inquiries.csv?q=cajou', buyer.auth);
    expect(searched.records.map((r) => r['Product'])).toEqual(['Noix de cajou — Côte d’Ivoire']);
  });

  it('writes a French buyer’s files in French, split on ; with decimal commas, as a French spreadsheet reads them', async () => {
    const product = await orderableProduct(app);
    const buyer = await createAccount(app.db, { language: 'fr' });
    const order = await placeOrder(app, buyer.auth, product);
    await app.db.update(orders).set({ cost: 75060.5 }).where(eq(orders.id, order.id));
    await sendInquiry(app, buyer.auth, { destinationPort: 'Germany' });

    const res = await app.inject({ method: 'GET', url: '/api/buyer-hub/orders.csv', headers: buyer.auth });
    const body = res.rawPayload.toString('utf8');
    const [header, row] = parse(body, { bom: true, delimiter: ';' }) as string[][];
    expect(header).toEqual([
      'Numéro de commande',
      'Passée le (UTC)',
      'Produit',
      'Quantité (t)',
      'Conditions de livraison',
      'Type d’expédition',
      'Conditions de paiement',
      'Montant (USD)',
      'Statut',
      'Approuvée par vous',
    ]);
    expect(row?.[7]).toBe('75060,5');
    expect(row?.[8]).toBe('En attente');
    expect(row?.[4]).toBe('FOB (franco à bord)');
    expect(row?.[9]).toBe('Oui');

    const inquiries = await app.inject({ method: 'GET', url: '/api/buyer-hub/inquiries.csv', headers: buyer.auth });
    const [, inquiry] = parse(inquiries.rawPayload.toString('utf8'), { bom: true, delimiter: ';' }) as string[][];
    expect(inquiry?.slice(-2)).toEqual(['Allemagne', 'En attente']);
  });

  it('refuses anonymous callers, staff, and a search too long', async () => {
    const agent = await createAgent(app.db);
    const buyer = await createAccount(app.db);
    for (const url of ['/api/buyer-hub/orders.csv', '/api/buyer-hub/inquiries.csv']) {
      expect((await app.inject({ method: 'GET', url })).statusCode).toBe(401);
      expect((await app.inject({ method: 'GET', url, headers: agent.auth })).statusCode).toBe(403);
      const long = await app.inject({ method: 'GET', url: `${url}?q=${'x'.repeat(201)}`, headers: buyer.auth });
      expect(long.statusCode).toBe(400);
      expect(long.json().errors[0].message).toMatch(/200 characters/);
    }
  });
});

describe('staff exports', () => {
  it('exports every buyer’s orders with the desk’s filters, past one page of rows', async () => {
    const agent = await createAgent(app.db);
    const product = await orderableProduct(app);
    const chloe = await createAccount(app.db, { fullName: 'Chloé Adébáyọ̀' });
    const placed = await placeOrder(app, chloe.auth, product);
    await setOrder(app, placed.id, { status: 'CANCELLED' });
    // More than one page of the export's reads, straight into the table.
    const bulk = await createAccount(app.db, { fullName: 'Bulk Buyer' });
    const now = Date.now();
    await app.db.insert(orders).values(
      Array.from({ length: EXPORT_PAGE_ROWS + 3 }, (_, n) => ({
        orderNumber: `BULK-${now}-${n}`,
        buyerId: bulk.user.id,
        productName: 'Sesame seeds',
        cost: 1000 + n,
        pricePerMT: 1000,
        incoterm: 'FOB' as const,
        paymentTerm: 'TT' as const,
        quantityOrdered: 1,
        countryOfOrigin: 'Nigeria',
        country: 'GH',
        port: 'Tema',
        createdAt: new Date(now - n * 1000),
      })),
    );

    const all = await download(`/api/staff/orders.csv?buyerId=${bulk.user.id}`, agent.auth);
    expect(all.disposition).toMatch(/^attachment; filename="orders-/);
    expect(all.records).toHaveLength(EXPORT_PAGE_ROWS + 3);
    expect(new Set(all.records.map((r) => r['Order number'])).size).toBe(EXPORT_PAGE_ROWS + 3);
    expect(all.records[0]).toMatchObject({
      'Order number': `BULK-${now}-0`,
      'Cost (USD)': '1000',
      Buyer: 'Bulk Buyer',
    });

    const cancelled = await download(
      `/api/staff/orders.csv?status=CANCELLED&q=${encodeURIComponent('Adébáyọ̀')}`,
      agent.auth,
    );
    expect(cancelled.records).toHaveLength(1);
    expect(cancelled.records[0]).toMatchObject({
      'Order number': placed.orderNumber,
      Buyer: 'Chloé Adébáyọ̀',
      'Buyer e-mail': chloe.user.email,
      Status: 'CANCELLED',
      'Order id': placed.id,
    });
    expect(cancelled.header).toContain('Waiting for verification');

    const bad = await app.inject({ method: 'GET', url: '/api/staff/orders.csv?status=LOST', headers: agent.auth });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0].message).toMatch(/Status must be one of/);
  });

  it('exports buyers found by the search', async () => {
    const agent = await createAgent(app.db);
    const stamp = Date.now().toString(36);
    const found = await createAccount(app.db, { fullName: `Zoé Mensah ${stamp}` });
    await createAccount(app.db, { fullName: `Someone ${stamp}` });
    const { records, header, disposition } = await download(
      `/api/staff/buyers.csv?q=${encodeURIComponent(`zoé mensah ${stamp}`)}`,
      agent.auth,
    );
    expect(disposition).toMatch(/^attachment; filename="buyers-/);
    expect(header[0]).toBe('Name');
    expect(records).toEqual([
      expect.objectContaining({
        Name: `Zoé Mensah ${stamp}`,
        'E-mail': found.user.email,
        Country: 'NG',
        'E-mail verified': 'true',
        Suspended: 'false',
        'Buyer id': found.user.id,
      }),
    ]);
    expect(records[0]!['Joined at (UTC)']).toMatch(ISO);
  });

  it('exports inquiries with a row per quote version, and an unquoted one on its own row', async () => {
    const agent = await createAgent(app.db, { fullName: 'Kwame Quoter' });
    const buyer = await createAccount(app.db, { fullName: 'Inès Traoré' });
    const quoted = await sendInquiry(app, buyer.auth, { productName: 'Karité (shea butter)' });
    const waiting = await sendInquiry(app, buyer.auth, { productName: 'Sésame blanc' });
    await quote(app, agent.auth, quoted.id, { pricePerMT: 1400 });
    await quote(app, agent.auth, quoted.id, { pricePerMT: 1375.25 });

    const { records, disposition } = await download(`/api/staff/inquiries.csv?buyerId=${buyer.user.id}`, agent.auth);
    expect(disposition).toMatch(/^attachment; filename="inquiries-and-quotes-/);
    const rows = records.map((r) => [r['Product'], r['Quote version'], r['Price per MT (USD)'], r['Quote state']]);
    // The queue's order: pending (waiting for a quote) first.
    expect(rows).toEqual([
      ['Sésame blanc', '', '', ''],
      ['Karité (shea butter)', '1', '1400', 'SUPERSEDED'],
      ['Karité (shea butter)', '2', '1375.25', 'ACTIVE'],
    ]);
    const latest = records[2]!;
    expect(latest).toMatchObject({
      Buyer: 'Inès Traoré',
      'Quoted by': 'Kwame Quoter',
      Status: 'RECEIVED',
      Incoterm: 'CIF Rotterdam',
    });
    expect(Number(latest['Total (USD)'])).toBeCloseTo(1375.25 * 25.5, 2);
    expect(latest['Valid until (UTC)']).toMatch(ISO);
    expect(records[0]!['Quote due at (UTC)']).toMatch(ISO);

    const byStatus = await download(`/api/staff/inquiries.csv?buyerId=${buyer.user.id}&status=PENDING`, agent.auth);
    expect(byStatus.records.map((r) => r['Inquiry id'])).toEqual([waiting.id]);
  });

  it('exports the service-level report, each metric overall and per agent', async () => {
    const agent = await createAgent(app.db, { fullName: 'Efua Turnaround' });
    const buyer = await createAccount(app.db);
    await quote(app, agent.auth, (await sendInquiry(app, buyer.auth)).id);
    const { records, disposition } = await download('/api/staff/sla.csv', agent.auth);
    expect(disposition).toMatch(/^attachment; filename="service-levels-/);
    const overall = records.filter((r) => r['Agent'] === 'All agents');
    expect(overall.map((r) => r['Metric key'])).toEqual([
      'chatFirstResponse',
      'quoteTurnaround',
      'receiptVerification',
      'disputeAnswer',
    ]);
    // The agent's quote turnaround has a row of its own.
    expect(records.some((r) => r['Metric key'] === 'quoteTurnaround' && r['Agent'] === 'Efua Turnaround')).toBe(true);
    for (const row of overall) {
      expect(Number(row['Target (minutes)'])).toBeGreaterThan(0);
      expect(row['From (UTC)']).toMatch(ISO);
    }
  });

  it('refuses anonymous callers, buyers and staff roles without the list’s permission', async () => {
    const buyer = await createAccount(app.db);
    const editor = await createEditor(app.db);
    for (const url of [
      '/api/staff/orders.csv',
      '/api/staff/buyers.csv',
      '/api/staff/inquiries.csv',
      '/api/staff/sla.csv',
    ]) {
      expect((await app.inject({ method: 'GET', url })).statusCode, url).toBe(401);
      expect((await app.inject({ method: 'GET', url, headers: buyer.auth })).statusCode, url).toBe(403);
      expect((await app.inject({ method: 'GET', url, headers: editor.auth })).statusCode, url).toBe(403);
    }
  });
});
