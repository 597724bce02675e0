// Bank reconciliation through the API: a camt.053 or CSV statement's credits, suggested
// against open instalments by order number and by amount and payer, credited on match;
// importing the same file again adds nothing.
import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { bankStatementEntries } from '../../../src/server/db/schema/index.ts';
import type { BankStatement, StatementEntry } from '../../../src/shared/payments/payments.contract.ts';
import type { Product } from '../../../src/shared/products/products.ts';
import { createAccount, type Account } from '../support/accounts.ts';
import { testAppSuite } from '../support/app-suite.ts';
import { dataOf } from '../support/contract.ts';
import type { TestApp } from '../support/helper.ts';
import { buyerOrder } from '../support/order-desk-fixtures.ts';
import { orderableProduct, placeOrder, postForm } from '../support/orders-fixtures.ts';
import { enableTotpDirectly } from '../support/staff-accounts.ts';

let app: TestApp;
let admin: Account;
let agent: Account;
let buyer: Account;
let product: Product;

testAppSuite(async (built) => {
  app = built;
  admin = await createAccount(app.db, { type: 'admin' });
  await enableTotpDirectly(app.db, admin.user.id);
  agent = await createAccount(app.db, { type: 'agent' });
  buyer = await createAccount(app.db, { fullName: 'Ngozi Okafor' });
  product = await orderableProduct(app);
});

const upload = (content: string, name: string, who = admin) =>
  postForm(app, who.auth, '/api/staff/payments/statements', {
    file: { bytes: Buffer.from(content), filename: name, type: 'text/plain' },
  });

const camt = (entries: string) => `<?xml version="1.0" encoding="UTF-8"?>
<Document xmlns="urn:iso:std:iso:20022:tech:xsd:camt.053.001.08">
  <BkToCstmrStmt>
    <GrpHdr><MsgId>STMT-1</MsgId><CreDtTm>2026-12-01T06:00:00Z</CreDtTm></GrpHdr>
    <Stmt>
      <Id>STMT-1-1</Id>
      <Acct><Id><IBAN>GB29NWBK60161331926819</IBAN></Id></Acct>
      ${entries}
    </Stmt>
  </BkToCstmrStmt>
</Document>`;

const ntry = (ref: string, amount: string, indicator: string, remittance: string, debtor: string) => `
      <Ntry>
        <NtryRef>${ref}</NtryRef>
        <Amt Ccy="USD">${amount}</Amt>
        <CdtDbtInd>${indicator}</CdtDbtInd>
        <Sts><Cd>BOOK</Cd></Sts>
        <BookgDt><Dt>2026-11-30</Dt></BookgDt>
        <AcctSvcrRef>${ref}</AcctSvcrRef>
        <NtryDtls><TxDtls>
          <RltdPties><Dbtr><Pty><Nm>${debtor}</Nm></Pty></Dbtr></RltdPties>
          <RmtInf><Ustrd>${remittance}</Ustrd></RmtInf>
        </TxDtls></NtryDtls>
      </Ntry>`;

describe('bank statements', () => {
  it('suggests by order number in the remittance, credits on match, and imports a file once', async () => {
    const order = await placeOrder(app, buyer.auth, product, { paymentTerm: 'TT' });
    const [deposit] = (await buyerOrder(app, buyer.auth, order.id)).payments.instalments;
    if (!deposit) throw new Error('no deposit');
    const xml = camt(
      ntry(
        'BANK-001',
        deposit.amount.toFixed(2),
        'CRDT',
        `Deposit ${order.orderNumber.replaceAll('-', ' ')}`,
        'Okafor Trading',
      ) + ntry('BANK-002', '99.00', 'DBIT', 'Bank fees', 'Our bank'),
    );
    const statement = dataOf<BankStatement>(await upload(xml, 'camt053.xml'), 201);
    expect(statement.entries).toHaveLength(1);
    const [entry] = statement.entries;
    expect(entry).toMatchObject({
      date: '2026-11-30',
      amount: deposit.amount,
      currency: 'USD',
      counterparty: 'Okafor Trading',
      status: 'SUGGESTED',
    });
    // The deposit it pays exactly first; the order's other instalment after it.
    expect(entry?.suggestions.map((s) => [s.instalmentId, s.score])).toEqual([
      [deposit.id, 0.9],
      [(await buyerOrder(app, buyer.auth, order.id)).payments.instalments[1]?.id, 0.7],
    ]);

    // The same file again: the same statement, nothing added.
    const again = dataOf<BankStatement>(await upload(xml, 'again.xml'), 201);
    expect(again.id).toBe(statement.id);
    const [{ n } = { n: 0 }] = await app.db
      .select({ n: count() })
      .from(bankStatementEntries)
      .where(eq(bankStatementEntries.statementId, statement.id));
    expect(n).toBe(1);

    const match = (who = admin) =>
      app.inject({
        method: 'POST',
        url: `/api/staff/payments/statements/${statement.id}/entries/${entry?.id}/match`,
        headers: who.auth,
        payload: { instalmentId: deposit.id },
      });
    expect((await match(agent)).statusCode).toBe(403);
    expect(dataOf<StatementEntry>(await match(), 200).status).toBe('MATCHED');
    expect((await match()).statusCode).toBe(409);
    const paid = (await buyerOrder(app, buyer.auth, order.id)).payments.instalments[0];
    expect(paid).toMatchObject({ status: 'PAID', paid: deposit.amount });
  });

  it('reads CSV, suggesting by amount and payer when no order number is given', async () => {
    const order = await placeOrder(app, buyer.auth, product, {
      paymentTerm: 'TT',
      quantity: String(product.minOrdersAllowed + 1),
    });
    const [deposit] = (await buyerOrder(app, buyer.auth, order.id)).payments.instalments;
    if (!deposit) throw new Error('no deposit');
    const csv = `date,amount,currency,reference,counterparty\n2026-11-30,${deposit.amount.toFixed(2)},USD,Payment,NGOZI OKAFOR\n2026-11-30,12.34,USD,Unknown,Someone\n`;
    const statement = dataOf<BankStatement>(await upload(csv, 'statement.csv'), 201);
    const [byPayer, unknown] = statement.entries;
    expect(byPayer?.suggestions.find((s) => s.instalmentId === deposit.id)?.score).toBe(0.8);
    expect(unknown).toMatchObject({ status: 'UNMATCHED', suggestions: [] });

    const bad = await upload('date,amount,currency,reference,counterparty\nyesterday,10,USD,x,y\n', 'bad.csv');
    expect(bad.statusCode).toBe(400);
    expect((await upload('hello', 'x.txt')).statusCode).toBe(400);
  });
});
