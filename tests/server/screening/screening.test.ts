// Issue 40, screening: an admin loads the UN consolidated list, every buyer is screened against
// it (and at sign-up and on a name change), a match holds the buyer's orders and quote
// acceptance until an admin clears or confirms it, and all of it is audited.
import { readFileSync } from 'node:fs';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditLog, users } from '../../../src/server/db/schema/index.ts';
import type { ScreeningListImport, ScreeningResult } from '../../../src/shared/screening/screening.contract.ts';
import { syntheticConsolidatedList } from '../../fixtures/screening/synthetic-list.ts';
import { type Account, createAccount, TEST_PASSWORD } from '../support/accounts.ts';
import { testAppSuite } from '../support/app-suite.ts';
import { dataOf, errorFields } from '../support/contract.ts';
import type { TestApp } from '../support/helper.ts';
import { orderableProduct, orderPayload, postForm, setOrder } from '../support/orders-fixtures.ts';
import { answer, quotedInquiry } from '../support/quotes-fixtures.ts';
import { createAdmin, createAgent } from '../support/staff-accounts.ts';

const SAMPLE = readFileSync('tests/fixtures/screening/un-consolidated-sample.xml');

let app: TestApp;
let admin: Account;
let agent: Account;
let listed: Account;
let innocent: Account;

testAppSuite(async (built) => {
  app = built;
  admin = await createAdmin(app.db);
  agent = await createAgent(app.db);
  // Buyers who signed up before any list was loaded: the import screens them.
  listed = await createAccount(app.db, { fullName: 'Bakari Travagny' });
  innocent = await createAccount(app.db, { fullName: 'Kwame Mensah' });
});

const upload = (account: Account, bytes: Buffer, filename = 'consolidated.xml') =>
  postForm(app, account.auth, '/api/staff/screening/lists', { file: { bytes, filename, type: 'text/xml' } });
const screeningOf = async (buyerId: string) =>
  dataOf<ScreeningResult>(
    await app.inject({ method: 'GET', url: `/api/staff/screening/subjects/${buyerId}`, headers: admin.auth }),
    200,
  );
const decide = (account: Account, buyerId: string, payload: object) =>
  app.inject({ method: 'POST', url: `/api/staff/screening/subjects/${buyerId}`, headers: account.auth, payload });
const placeOrderAs = async (buyer: Account) =>
  app.inject({
    method: 'POST',
    url: '/api/order/foreign',
    headers: buyer.auth,
    payload: orderPayload(await orderableProduct(app)),
  });
const auditOf = (entityId: string, action: string) =>
  app.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entityId, entityId), eq(auditLog.action, action)));

describe('loading a list (POST /api/staff/screening/lists)', () => {
  it('is refused to an agent, and to a file that is not a consolidated list or no file', async () => {
    expect((await upload(agent, SAMPLE)).statusCode).toBe(403);
    const html = await upload(admin, Buffer.from('<html><body>not a list</body></html>'));
    expect(errorFields(html, 400)).toEqual(['file']);
    expect(html.json().errors[0].message).toContain('UN Security Council Consolidated List');
    const none = await postForm(app, admin.auth, '/api/staff/screening/lists', { note: 'no file' });
    expect(errorFields(none, 400)).toEqual(['file']);
  });

  it('loads the list, screens every buyer, and adds nothing when the same file comes again', async () => {
    const first = dataOf<ScreeningListImport>(await upload(admin, SAMPLE), 200);
    expect(first).toMatchObject({ created: true, entryCount: 13, version: '2026-11-20T10:00:02.000Z' });
    expect(first.rescreened).toBeGreaterThanOrEqual(2);
    expect(first.hits).toBeGreaterThanOrEqual(1);
    const again = dataOf<ScreeningListImport>(await upload(admin, SAMPLE, 'renamed.xml'), 200);
    expect(again).toMatchObject({ created: false, id: first.id, rescreened: 0 });
    expect(await auditOf(first.id, 'screening.list-import')).toHaveLength(1);
    const trail = await app.inject({
      method: 'GET',
      url: `/api/staff/audit?entityType=screening-list&entityId=${first.id}`,
      headers: admin.auth,
    });
    expect(dataOf<{ items: unknown[] }>(trail, 200).items).toEqual([
      expect.objectContaining({
        action: 'screening.list-import',
        actorId: admin.user.id,
        entityName: 'consolidated.xml',
      }),
    ]);
  });

  it('holds the buyer whose name is an alias on the list, and clears the other', async () => {
    const hit = await screeningOf(listed.user.id);
    expect(hit).toMatchObject({
      status: 'HIT',
      hold: true,
      names: ['Bakari Travagny'],
      match: { reference: 'QDi.901', name: 'Bakari Travagny', screenedName: 'Bakari Travagny', score: 1 },
    });
    expect(await screeningOf(innocent.user.id)).toMatchObject({ status: 'CLEAR', hold: false, match: null });
    const [entry] = await auditOf(listed.user.id, 'screening.screen');
    expect(entry).toMatchObject({ actorId: admin.user.id, entityType: 'buyer', after: { status: 'HIT' } });
  });
});

describe('the hold', () => {
  it('refuses a held buyer’s order and quote acceptance with 409 company_screening_hold', async () => {
    const order = await placeOrderAs(listed);
    expect(order.statusCode).toBe(409);
    expect(order.json().errors[0].code).toBe('company_screening_hold');
    const { inquiry, offer } = await quotedInquiry(app, listed.auth, agent.auth);
    const accepted = await answer(app, listed.auth, inquiry.id, offer.id, 'accept');
    expect(accepted.statusCode).toBe(409);
    expect(accepted.json().errors[0].code).toBe('company_screening_hold');
  });

  it('lets a buyer who is not held order', async () => {
    expect((await placeOrderAs(innocent)).statusCode).toBe(201);
  });
});

describe('the decision (POST /api/staff/screening/subjects/{id})', () => {
  let clearedOrderId = '';

  it('is for admins, needs a reason, and only where a name matched', async () => {
    expect((await decide(agent, listed.user.id, { decision: 'CLEARED', reason: 'Other person' })).statusCode).toBe(403);
    expect(errorFields(await decide(admin, listed.user.id, { decision: 'CLEARED', reason: '  ' }))).toEqual(['reason']);
    expect(errorFields(await decide(admin, listed.user.id, { decision: 'MAYBE', reason: 'x' }))).toEqual(['decision']);
    const nothing = await decide(admin, innocent.user.id, { decision: 'CLEARED', reason: 'x' });
    expect(nothing.statusCode).toBe(409);
  });

  it('clears a match with the reason: the buyer orders again, and a reload of the list keeps the clearance', async () => {
    const cleared = dataOf<ScreeningResult>(
      await decide(admin, listed.user.id, { decision: 'CLEARED', reason: 'Born 1991 in Accra; passport checked' }),
      200,
    );
    expect(cleared).toMatchObject({
      status: 'CLEARED',
      hold: false,
      decidedBy: admin.user.id,
      reason: 'Born 1991 in Accra; passport checked',
    });
    const placed = await placeOrderAs(listed);
    expect(placed.statusCode).toBe(201);
    clearedOrderId = (placed.json().data as { id: string }).id;
    const [decision] = await auditOf(listed.user.id, 'screening.decide');
    expect(decision).toMatchObject({ actorId: admin.user.id, before: { status: 'HIT' }, after: { status: 'CLEARED' } });

    // A new version of the list with the same entry: the clearance of that entry stands.
    const newer = Buffer.from(SAMPLE.toString().replace('2026-11-20T10:00:02.000Z', '2026-11-27T10:00:00.000Z'));
    expect(dataOf<ScreeningListImport>(await upload(admin, newer), 200).created).toBe(true);
    expect(await screeningOf(listed.user.id)).toMatchObject({
      status: 'CLEARED',
      reason: 'Born 1991 in Accra; passport checked',
    });
  });

  it('confirms a match: the buyer stays held, even after renaming themselves', async () => {
    const confirmed = dataOf<ScreeningResult>(
      await decide(admin, listed.user.id, { decision: 'CONFIRMED', reason: 'Same date of birth and passport' }),
      200,
    );
    expect(confirmed).toMatchObject({ status: 'CONFIRMED', hold: true });
    const renamed = await app.inject({
      method: 'POST',
      url: '/api/buyer-hub/profile',
      headers: listed.auth,
      payload: { fullName: 'Amadou Sy', country: 'GH', phoneNumber: '+233 24 412 3456' },
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(await screeningOf(listed.user.id)).toMatchObject({
      status: 'CONFIRMED',
      names: ['Amadou Sy'],
      match: { reference: 'QDi.901' },
    });
    expect((await placeOrderAs(listed)).statusCode).toBe(409);
    // An order staff drafted for them cannot be approved either (approving places it).
    await setOrder(app, clearedOrderId, { buyerApproved: false });
    const approval = await app.inject({
      method: 'GET',
      url: `/api/order/approve/${clearedOrderId}`,
      headers: listed.auth,
    });
    expect(approval.statusCode).toBe(409);
    expect(approval.json().errors[0].code).toBe('company_screening_hold');
  });
});

describe('screening at sign-up and on a name change', () => {
  it('holds a buyer who signs up under a listed name (word order, accents and suffixes aside)', async () => {
    const email = `screened.${Date.now()}@example.com`;
    const res = await app.inject({
      method: 'POST',
      url: '/api/auth/register-buyer',
      payload: { fullName: 'Kouyaté Aminata', email, password: TEST_PASSWORD, phoneNumber: '+2348031234567' },
    });
    expect(res.statusCode, res.body).toBe(201);
    const [row] = await app.db.select().from(users).where(eq(users.email, email));
    expect(await screeningOf(row!.id)).toMatchObject({ status: 'HIT', match: { reference: 'MLi.912' } });
    const [entry] = await auditOf(row!.id, 'screening.screen');
    expect(entry).toMatchObject({ actorId: null, after: { status: 'HIT' } });
  });

  it('screens a new name: a buyer who takes a listed name is held at once, and released by taking their own back', async () => {
    const buyer = await createAccount(app.db, { fullName: 'Esi Boateng' });
    const rename = (fullName: string) =>
      app.inject({
        method: 'POST',
        url: '/api/buyer-hub/profile',
        headers: buyer.auth,
        payload: { fullName, country: 'GH', phoneNumber: '+233 24 412 3456' },
      });
    expect((await rename('Choe Song-Ryol')).statusCode).toBe(200);
    expect(await screeningOf(buyer.user.id)).toMatchObject({ status: 'HIT', match: { reference: 'KPi.977' } });
    expect((await placeOrderAs(buyer)).statusCode).toBe(409);
    expect((await rename('Esi Boateng')).statusCode).toBe(200);
    expect(await screeningOf(buyer.user.id)).toMatchObject({ status: 'CLEAR', hold: false });
    expect((await placeOrderAs(buyer)).statusCode).toBe(201);
    const actions = (await app.db.select().from(auditLog).where(eq(auditLog.entityId, buyer.user.id))).map(
      (entry) => `${entry.action}:${(entry.after as { status: string }).status}`,
    );
    expect(actions).toEqual(expect.arrayContaining(['screening.screen:HIT', 'screening.screen:CLEAR']));
  });
});

describe('a list of the real size', () => {
  let xml: Buffer;
  beforeAll(() => {
    xml = Buffer.from(
      syntheticConsolidatedList({
        seed: 7,
        extraIndividuals: [{ reference: 'QDi.999', names: ['ZEPHANIAH', 'OKWUOSA', 'ABERNATHY'] }],
      }),
    );
  });

  it('loads ~2.5 MB in seconds and screens against it', async () => {
    expect(xml.length).toBeGreaterThan(2_000_000);
    const buyer = await createAccount(app.db, { fullName: 'Zephaniah Abernathy Okwuosa' });
    const started = performance.now();
    const loaded = dataOf<ScreeningListImport>(await upload(admin, xml, 'big.xml'), 200);
    const seconds = (performance.now() - started) / 1000;
    console.log(
      `screening: a ${(xml.length / 1e6).toFixed(2)} MB list (${loaded.nameCount} names) loaded and every buyer rescreened in ${seconds.toFixed(2)} s`,
    );
    expect(loaded).toMatchObject({ created: true, entryCount: 1301 });
    expect(seconds).toBeLessThan(20);
    expect(await screeningOf(buyer.user.id)).toMatchObject({ status: 'HIT', match: { reference: 'QDi.999' } });
  });
});

describe("the buyer's timeline", () => {
  it('shows each screening that changed the status and each decision, newest first', async () => {
    const details = dataOf<{
      counts: { screenings: number };
      timeline: { kind: string; title: string; detail: string }[];
    }>(await app.inject({ method: 'GET', url: `/api/staff/buyers/${listed.user.id}`, headers: admin.auth }), 200);
    const screenings = details.timeline.filter((event) => event.kind === 'screening');
    expect(details.counts.screenings).toBe(screenings.length);
    expect(screenings.map((event) => event.title)).toEqual([
      'Screening decided: CONFIRMED',
      'Screening decided: CLEARED',
      'Screened: HIT',
    ]);
    expect(screenings[0]?.detail).toBe('QDi.901 Bakari Travagny. Same date of birth and passport');
  });
});
