import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox } from '../../../src/server/db/schema/index.ts';
import { company } from '../../../src/server/mail/company.ts';
import type { Locale } from '../../../src/shared/i18n/locales.ts';
import type { Product } from '../../../src/shared/products/products.ts';
import { MailSink } from '../../e2e/support/mail-sink.ts';
import { createAccount, type Account } from '../support/accounts.ts';
import { APP_URL, bearer, newBuyer, signIn, verificationLinkParts } from '../support/auth-flows.ts';
import { buildTestApp, type TestApp } from '../support/helper.ts';
import { moveOrder } from '../support/order-desk-fixtures.ts';
import { orderableProduct, placeOrder, setOrder } from '../support/orders-fixtures.ts';
import { quote, sendInquiry } from '../support/quotes-fixtures.ts';
import { signContract } from '../support/contracts-fixtures.ts';

// Issue 16: the buyer's language is stored on the account, and every mail a buyer receives
// goes out in it: a French buyer's mails are French, an English buyer's English.
let app: TestApp;
let sink: MailSink;
let product: Product;
const name = company().name;

beforeAll(async () => {
  sink = await MailSink.start();
  app = await buildTestApp({ env: { SMTP_URL: sink.url, APP_URL } });
  product = await orderableProduct(app);
});
afterAll(async () => {
  await app?.close();
  await sink?.close();
});

const register = (payload: object, headers: Record<string, string> = {}) =>
  app.inject({ method: 'POST', url: '/api/auth/register-buyer', payload, headers });

/** The nth mail the sink received for this address (the mailer sends in the background). */
const nthMail = (email: string, nth: number) => sink.waitForMail(email, nth);

/** French groups thousands with a narrow no-break space, as Intl writes it. */
const NNBSP = '\u202f';

const currentLanguage = async (token: string) =>
  (await app.inject({ method: 'GET', url: '/api/auth/current-user', headers: bearer(token) })).json().data.currentUser
    .language as Locale;

describe('the language of a new account', () => {
  it('follows the site the buyer signs up on: the remembered choice, else the browser, else the form', async () => {
    const french = newBuyer();
    expect((await register(french, { 'accept-language': 'fr-CM,fr;q=0.9,en;q=0.5' })).statusCode).toBe(201);
    const verification = await nthMail(french.email, 1);
    expect(verification.subject).toBe(`Confirmez votre adresse e-mail pour ${name}`);
    expect(verification.text).toContain(`Bonjour ${french.fullName},`);
    expect(verification.text).toContain('Ce lien ne peut servir qu’une fois et expire dans 48 heures.');
    expect(verification.html).toContain('<html lang="fr">');
    const link = verificationLinkParts(verification.links[0]);
    expect((await app.inject({ method: 'POST', url: '/api/auth/verify-email', payload: link })).statusCode).toBe(200);
    const session = await signIn(app, french.email, french.password);
    expect(session.user['language']).toBe('fr');
    expect(await currentLanguage(session.token)).toBe('fr');

    // The header's switch (the cookie) outranks the browser's language.
    const chose = newBuyer();
    await register(chose, { 'accept-language': 'fr', cookie: 'lang=en' });
    expect((await nthMail(chose.email, 1)).subject).toBe(`Verify your e-mail address for ${name}`);

    const byForm = newBuyer();
    await register({ ...byForm, language: 'fr' });
    expect((await nthMail(byForm.email, 1)).subject).toBe(`Confirmez votre adresse e-mail pour ${name}`);

    const plain = newBuyer();
    await register(plain);
    const english = await nthMail(plain.email, 1);
    expect(english.subject).toBe(`Verify your e-mail address for ${name}`);
    expect(english.html).toContain('<html lang="en">');
  });

  it('tells the owner of a taken address in the owner’s language', async () => {
    const owner = await createAccount(app.db, { language: 'fr' });
    await register(newBuyer({ email: owner.user.email }), { 'accept-language': 'en' });
    const mail = await nthMail(owner.user.email, 1);
    expect(mail.subject).toBe(`Vous avez déjà un compte ${name}`);
    expect(mail.text).toContain('Mot de passe oublié ? Choisissez-en un nouveau ici : ');
  });
});

describe('Settings: the language', () => {
  const saveProfile = (account: Account, language: unknown) =>
    app.inject({
      method: 'POST',
      url: '/api/buyer-hub/profile',
      headers: account.auth,
      payload: { fullName: account.user.fullName, country: 'CM', phoneNumber: '+237 6 71 23 45 67', language },
    });
  const forgot = (email: string) =>
    app.inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { email } });

  it('changes the language of the account, and the mails follow it', async () => {
    const buyer = await createAccount(app.db);
    const saved = await saveProfile(buyer, 'fr');
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().data.language).toBe('fr');
    expect(await currentLanguage(buyer.token)).toBe('fr');
    await forgot(buyer.user.email);
    const french = await nthMail(buyer.user.email, 1);
    expect(french.subject).toBe(`Réinitialisez votre mot de passe ${name}`);
    expect(french.text).toContain('Choisir un nouveau mot de passe');

    expect((await saveProfile(buyer, 'en')).json().data.language).toBe('en');
    await forgot(buyer.user.email);
    expect((await nthMail(buyer.user.email, 2)).subject).toBe(`Reset your ${name} password`);
  });

  it('refuses a language it does not speak, and an older form that sends none keeps the language', async () => {
    const buyer = await createAccount(app.db, { language: 'fr' });
    const refused = await saveProfile(buyer, 'de');
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors).toEqual([
      { field: 'language', message: 'Choose English or French.', code: 'value_invalid' },
    ]);
    expect((await saveProfile(buyer, undefined)).json().data.language).toBe('fr');
  });
});

describe('the mails of a trade', () => {
  let agent: Account;
  beforeAll(async () => {
    agent = await createAccount(app.db, { type: 'agent', fullName: 'Kofi Boateng' });
  });

  const subjectsTo = async (email: string) => {
    await app.outbox.drain();
    const rows = await app.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.toAddress, email))
      .orderBy(asc(mailOutbox.createdAt));
    return rows.map((row) => ({ subject: row.subject, text: row.textBody }));
  };

  /** An order placed and moved to processing, a quote sent and a dispute answered, for this buyer. */
  async function trade(buyer: Account) {
    const order = await placeOrder(app, buyer.auth, product);
    await setOrder(app, order.id, { paymentTerm: 'DP' });
    await signContract(app, buyer.auth, order.id);
    expect((await moveOrder(app, agent.auth, order.id, 'PROCESSING')).statusCode).toBe(200);
    const inquiry = await sendInquiry(app, buyer.auth);
    await quote(app, agent.auth, inquiry.id);
    const raised = await app.inject({
      method: 'POST',
      url: '/api/dispute',
      headers: buyer.auth,
      payload: { subject: 'Late delivery', complaint: 'The cocoa was due two weeks ago.' },
    });
    const disputeId = raised.json().data.id as string;
    const step = await app.inject({
      method: 'POST',
      url: `/api/staff/disputes/${disputeId}`,
      headers: agent.auth,
      payload: { status: 'UNDER_REVIEW', reply: 'We are checking with the shipping line.' },
    });
    expect(step.statusCode, step.body).toBe(200);
    return { order, mails: await subjectsTo(buyer.user.email) };
  }

  it('writes to a French buyer in French', async () => {
    const buyer = await createAccount(app.db, { language: 'fr', fullName: 'Aïcha Traoré' });
    const { order, mails } = await trade(buyer);
    expect(mails.map((mail) => mail.subject)).toEqual([
      `Commande ${order.orderNumber} confirmée`,
      `Commande ${order.orderNumber} : en cours de traitement`,
      `Votre offre de prix pour Raw cashew nuts : 1${NNBSP}450,50 USD la tonne`,
      'Votre litige : en cours d’examen',
    ]);
    const [placed, status, offer, dispute] = mails;
    expect(placed?.text).toContain(`Merci : nous avons bien reçu votre commande ${order.orderNumber}.`);
    expect(status?.text).toContain(
      `Bonjour Aïcha Traoré,\n\nVotre commande ${order.orderNumber} est désormais en cours de traitement.`,
    );
    expect(status?.text).toContain('Voir votre commande : ');
    expect(offer?.text).toContain(`25,5 t de Raw cashew nuts en provenance de Nigeria à 1${NNBSP}450,50 USD la tonne`);
    expect(dispute?.text).toContain('Votre litige « Livraison en retard » est désormais : en cours d’examen.');
    expect(dispute?.text).toContain('We are checking with the shipping line.');
  });

  it('writes to an English buyer in English', async () => {
    const buyer = await createAccount(app.db, { fullName: 'Ngozi Okafor' });
    const { order, mails } = await trade(buyer);
    expect(mails.map((mail) => mail.subject)).toEqual([
      `Order ${order.orderNumber} confirmed`,
      `Order ${order.orderNumber} is now processing`,
      'Your quote for Raw cashew nuts: USD 1,450.50 per MT',
      'Your dispute: Under review',
    ]);
    expect(mails[0]?.text).toContain(`Thank you: we received your order ${order.orderNumber}.`);
    expect(mails[1]?.text).toContain(`Hello Ngozi Okafor,\n\nYour order ${order.orderNumber} is now processing.`);
  });
});
