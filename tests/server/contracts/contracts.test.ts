// Sales contracts (issue 39): issued with the order, signing rights, stale versions, voiding on a
// change of terms, the processing rule, and the PDF read back as text in English and French.
import { eq } from 'drizzle-orm';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders } from '../../../src/server/db/schema/index.ts';
import { issueContract } from '../../../src/server/services/contracts.service.ts';
import type { Contract, StaffContract } from '../../../src/shared/contracts/contracts.contract.ts';
import type { Product } from '../../../src/shared/products/products.ts';
import { createAccount, type Account } from '../support/accounts.ts';
import { buyerContract, buyerSigns, houseAdmin, houseSigns, signContract } from '../support/contracts-fixtures.ts';
import { buildTestApp, type TestApp } from '../support/helper.ts';
import { approve, moveOrder } from '../support/order-desk-fixtures.ts';
import { orderableProduct, placeOrder, setOrder } from '../support/orders-fixtures.ts';

let app: TestApp;
let buyer: Account;
let frBuyer: Account;
let other: Account;
let agent: Account;
let product: Product;

beforeAll(async () => {
  app = await buildTestApp();
  buyer = await createAccount(app.db, { fullName: 'Ngozi Okafor' });
  frBuyer = await createAccount(app.db, { fullName: 'Aïssatou Diallo', language: 'fr' });
  other = await createAccount(app.db, { fullName: 'Kwame Asante' });
  agent = await createAccount(app.db, { type: 'agent', fullName: 'Kofi Mensah' });
  product = await orderableProduct(app);
});
afterAll(async () => {
  await app?.close();
});

const contractOf = async (auth: { authorization: string }, orderId: string) => {
  const res = await buyerContract(app, auth, orderId);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as Contract;
};

/** The PDF behind the answer's signed link, as text. */
async function pdfText(contract: Contract) {
  const res = await app.inject({ method: 'GET', url: contract.pdfUrl });
  expect(res.statusCode, res.body).toBe(200);
  expect(res.headers['content-type']).toContain('application/pdf');
  const bytes = res.rawPayload;
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(bytes)), { mergePages: true });
  return { text: text.replace(/\s+/g, ' '), bytes };
}

describe('issuing', () => {
  it('gives a placed order its contract at once, numbered SC-<year>-NNNNNN, in the buyer’s language, with the sha256 of the exact PDF', async () => {
    const order = await placeOrder(app, buyer.auth, product);
    const contract = await contractOf(buyer.auth, order.id);
    expect(contract).toMatchObject({ version: 1, status: 'AWAITING_BUYER', language: 'en', signatures: [] });
    expect(contract.number).toMatch(/^SC-\d{4}-\d{6}$/);
    const { text, bytes } = await pdfText(contract);
    const { createHash } = await import('node:crypto');
    expect(createHash('sha256').update(bytes).digest('hex')).toBe(contract.sha256);
    expect(text).toContain(contract.number);
    expect(text).toContain('Ngozi Okafor');
    expect(text).toContain(`${contract.terms.incoterm} (Incoterms® 2020)`);
    expect(text).toContain('Force majeure');
  });

  it('numbers consecutive orders one after the other', async () => {
    const a = await contractOf(buyer.auth, (await placeOrder(app, buyer.auth, product)).id);
    const b = await contractOf(buyer.auth, (await placeOrder(app, buyer.auth, product)).id);
    expect(Number(b.number.slice(-6))).toBe(Number(a.number.slice(-6)) + 1);
  });

  it('hides another buyer’s contract (404)', async () => {
    const order = await placeOrder(app, buyer.auth, product);
    expect((await buyerContract(app, other.auth, order.id)).statusCode).toBe(404);
  });
});

describe('signing', () => {
  it('lets the buyer sign under their full name, the house countersign, and shows both signatures and the hash in the PDF (English)', async () => {
    const order = await placeOrder(app, buyer.auth, product);
    const issued = await contractOf(buyer.auth, order.id);
    const signed = await signContract(app, buyer.auth, order.id);
    expect(signed.status).toBe('SIGNED');
    expect(signed.signatures.map((s) => s.party)).toEqual(['BUYER', 'SELLER']);
    const trail = signed.versions[0]?.signatures ?? [];
    expect(trail.every((s) => s.sha256 === issued.sha256 && s.version === 1 && s.ip)).toBe(true);
    const { text } = await pdfText(await contractOf(buyer.auth, order.id));
    expect(text).toContain(issued.number);
    expect(text).toContain('Buyer: signed by Ngozi Okafor');
    expect(text).toContain('Seller: signed by Adaeze Counsel');
    expect(text).toContain(issued.sha256);
    expect(text).toMatch(/Quantity: [\d,.]+ MT ±5 %/);
  });

  it('writes the French buyer’s contract in French, signatures included', async () => {
    const order = await placeOrder(app, frBuyer.auth, product);
    const issued = await contractOf(frBuyer.auth, order.id);
    expect(issued.language).toBe('fr');
    await signContract(app, frBuyer.auth, order.id);
    const { text } = await pdfText(await contractOf(frBuyer.auth, order.id));
    expect(text).toContain(`Contrat de vente ${issued.number}`);
    expect(text).toContain('Acheteur : signé par Aïssatou Diallo');
    expect(text).toContain('Vendeur : signé par Adaeze Counsel');
    expect(text).toContain('Quantité');
    expect(text).toContain(issued.terms.incoterm);
    expect(text).toContain('Force majeure');
  });

  it('refuses a wrong name, a missing acceptance, another buyer, and a countersignature before the buyer’s', async () => {
    const order = await placeOrder(app, buyer.auth, product);
    const admin = await houseAdmin(app);
    expect((await houseSigns(app, admin.auth, order.id, 1)).json().errors[0].code).toBe('contract_buyer_first');
    const wrongName = await buyerSigns(app, buyer.auth, order.id, {
      fullName: 'Someone Else',
      accept: true,
      version: 1,
    });
    expect([wrongName.statusCode, wrongName.json().errors[0].code]).toEqual([400, 'contract_name_mismatch']);
    const notAccepted = await buyerSigns(app, buyer.auth, order.id, {
      fullName: 'ngozi  okafor',
      accept: false,
      version: 1,
    });
    expect(notAccepted.json().errors[0].code).toBe('contract_accept_required');
    const stranger = await buyerSigns(app, other.auth, order.id, {
      fullName: 'Kwame Asante',
      accept: true,
      version: 1,
    });
    expect(stranger.statusCode).toBe(404);
    // An agent may read the contract but not countersign it (permission contracts.sign: admins).
    const byAgent = await houseSigns(app, agent.auth, order.id, 1);
    expect(byAgent.statusCode).toBe(403);
    const ok = await buyerSigns(app, buyer.auth, order.id, { fullName: ' ngozi  okafor ', accept: true, version: 1 });
    expect(ok.json().data.status).toBe('AWAITING_SELLER');
    const again = await buyerSigns(app, buyer.auth, order.id, { fullName: 'Ngozi Okafor', accept: true, version: 1 });
    expect([again.statusCode, again.json().errors[0].code]).toEqual([409, 'contract_already_signed']);
  });
});

describe('a change of terms', () => {
  it('voids the current version and issues the next under the same number; signing the old one answers 409 contract_version_stale', async () => {
    const order = await placeOrder(app, buyer.auth, product);
    const first = await contractOf(buyer.auth, order.id);
    await buyerSigns(app, buyer.auth, order.id, { fullName: 'Ngozi Okafor', accept: true, version: 1 });
    // The desk agrees a new price on the pending order: the contract is issued again.
    await app.db
      .update(orders)
      .set({ pricePerMT: 999, cost: 999 * first.terms.quantity })
      .where(eq(orders.id, order.id));
    const [row] = await app.db.select().from(orders).where(eq(orders.id, order.id));
    await app.db.transaction((tx) => issueContract({ now: () => new Date() }, tx, row!));
    const second = await contractOf(buyer.auth, order.id);
    expect(second).toMatchObject({ number: first.number, version: 2, status: 'AWAITING_BUYER', signatures: [] });
    expect(second.sha256).not.toBe(first.sha256);
    expect(second.terms.pricePerMT).toBe(999);
    const admin = await houseAdmin(app);
    const stale = await houseSigns(app, admin.auth, order.id, 1);
    expect([stale.statusCode, stale.json().errors[0].code]).toEqual([409, 'contract_version_stale']);
    const staleBuyer = await buyerSigns(app, buyer.auth, order.id, {
      fullName: 'Ngozi Okafor',
      accept: true,
      version: 1,
    });
    expect(staleBuyer.json().errors[0].code).toBe('contract_version_stale');
    const desk = (
      await app.inject({ method: 'GET', url: `/api/staff/orders/${order.id}/contract`, headers: agent.auth })
    ).json().data as StaffContract;
    expect(desk.versions.map((v) => [v.version, v.status])).toEqual([
      [2, 'AWAITING_BUYER'],
      [1, 'VOID'],
    ]);
    expect(desk.versions[1]?.signatures.map((s) => s.party)).toEqual(['BUYER']);
  });
});

describe('the processing rule', () => {
  async function approvedUnsigned() {
    const order = await placeOrder(app, buyer.auth, product);
    await setOrder(app, order.id, { paymentTerm: 'DP', status: 'PENDING' });
    await approve(app, buyer.auth, order.id);
    return order;
  }

  it('refuses to start an order whose contract is not signed (409 contract_not_signed), and starts it once signed', async () => {
    const order = await approvedUnsigned();
    const refused = await moveOrder(app, agent.auth, order.id, 'PROCESSING');
    expect([refused.statusCode, refused.json().errors[0].code]).toEqual([409, 'contract_not_signed']);
    await signContract(app, buyer.auth, order.id);
    expect((await moveOrder(app, agent.auth, order.id, 'PROCESSING')).statusCode).toBe(200);
  });

  it('lets an admin override one order with a note, but not an agent', async () => {
    const order = await approvedUnsigned();
    const admin = await houseAdmin(app);
    const byAgent = await app.inject({
      method: 'POST',
      url: `/api/staff/orders/${order.id}/status`,
      headers: agent.auth,
      payload: { status: 'PROCESSING', note: 'urgent', contractOverride: true },
    });
    // Unpublished codes go out as their status's code; the message names the rule.
    expect([byAgent.statusCode, byAgent.json().errors[0].message]).toEqual([
      403,
      'Only an administrator may start an order without its signed contract.',
    ]);
    const noNote = await app.inject({
      method: 'POST',
      url: `/api/staff/orders/${order.id}/status`,
      headers: admin.auth,
      payload: { status: 'PROCESSING', contractOverride: true },
    });
    expect([noNote.statusCode, noNote.json().errors[0].field]).toEqual([400, 'note']);
    const ok = await app.inject({
      method: 'POST',
      url: `/api/staff/orders/${order.id}/status`,
      headers: admin.auth,
      payload: { status: 'PROCESSING', note: 'Buyer signed on paper', contractOverride: true },
    });
    expect(ok.statusCode, ok.body).toBe(200);
  });

  it('lets admins turn the rule off', async () => {
    const admin = await houseAdmin(app);
    const put = (requiredBeforeProcessing: boolean) =>
      app.inject({
        method: 'PUT',
        url: '/api/staff/settings/contracts',
        headers: admin.auth,
        payload: { requiredBeforeProcessing },
      });
    expect(
      (
        await app.inject({
          method: 'PUT',
          url: '/api/staff/settings/contracts',
          headers: agent.auth,
          payload: { requiredBeforeProcessing: false },
        })
      ).statusCode,
    ).toBe(403);
    expect((await put(false)).json().data).toEqual({ requiredBeforeProcessing: false });
    try {
      const order = await approvedUnsigned();
      expect((await moveOrder(app, agent.auth, order.id, 'PROCESSING')).statusCode).toBe(200);
    } finally {
      await put(true);
    }
  });
});
