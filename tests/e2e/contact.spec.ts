// The contact page (issue 41): a real form in French and English whose message lands in the
// console's inbox as a website lead, answered by e-mail; the company's phone, addresses and
// hours beside it, in the served HTML.
import { CONTACT_MIN_FILL_SECONDS } from '../../src/shared/contact/contact.ts';
import { waitForMail } from './support/accounts.ts';
import { ADMIN_ACCOUNT, signInConsole } from './support/staff.ts';
import { expect, test } from './support/test.ts';

test('a visitor writes from the French contact page; an agent answers the lead by e-mail', async ({
  page,
  openPage,
  request,
}) => {
  const email = `lead.${Date.now().toString(36)}@nordkern.example`;
  const token = page.waitForResponse('**/api/contact/form-token');
  await page.goto('/fr/contact');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Nous contacter');
  // The ways to reach the company, from content: phone, addresses, hours.
  await expect(page.getByRole('link', { name: '+234 1 700 0200' })).toHaveAttribute('href', 'tel:+23417000200');
  await expect(page.getByRole('heading', { name: 'Horaires d’ouverture' })).toBeVisible();
  const send = page.getByRole('button', { name: 'Envoyer le message' });
  await expect(send).toBeEnabled();
  await token;

  // Missing fields are named where they are; the refused form gets a fresh token.
  const refreshed = page.waitForResponse('**/api/contact/form-token');
  await send.click();
  await expect(page.locator('[aria-invalid="true"]')).toHaveCount(7);
  await refreshed;
  const tokenArrived = Date.now();

  await page.getByLabel('Votre nom').fill('Marta Schulz');
  await page.getByLabel('Entreprise').fill('Nordkern Foods GmbH');
  await page.getByRole('combobox', { name: 'Pays', exact: true }).selectOption({ label: 'Allemagne' });
  await page.getByRole('textbox', { name: 'Numéro de téléphone' }).fill('+49 30 901820');
  await page.getByLabel('Adresse e-mail').fill(email);
  await page.getByLabel('Produit ou service recherché').selectOption({ label: 'Graines de sésame' });
  await page.getByLabel('Votre message').fill('Nous cherchons 2 conteneurs de sésame blanc 99,95 %, CIF Hambourg.');
  // The hidden field stays empty: people cannot reach it.
  await expect(page.locator('input[name="website"]')).not.toBeInViewport();
  // The server takes a form only some seconds after handing out its token: what a person
  // always takes, a program not. No event marks that moment, so the rest of it is waited out.
  await page.waitForTimeout(Math.max(0, CONTACT_MIN_FILL_SECONDS * 1000 - (Date.now() - tokenArrived)) + 300);
  await send.click();
  await expect(page.getByRole('heading', { name: 'Merci, votre message a bien été envoyé' })).toBeFocused();

  // The agent finds it in the inbox's website leads and answers it.
  const agent = await openPage();
  await signInConsole(agent, ADMIN_ACCOUNT);
  await agent.goto('/console/inbox');
  await agent.getByRole('link', { name: 'Website leads' }).click();
  const lead = agent.getByRole('listitem').filter({ hasText: email });
  await expect(lead).toContainText('Marta Schulz · Nordkern Foods GmbH');
  await expect(lead).toContainText('Germany · Sesame seeds · written in French');
  await lead
    .getByLabel(/Answer by e-mail \(in French\)/)
    .fill('Bonjour, nous pouvons vous proposer deux conteneurs en mars.');
  await lead.getByRole('button', { name: 'Send the answer' }).click();
  await agent.getByRole('button', { name: 'Answered', pressed: false }).click();
  await expect(agent.getByRole('listitem').filter({ hasText: email })).toContainText('Answered by');
  const mail = await waitForMail(request, email);
  expect(mail.subject).toBe('Re : votre message à AfriTrade Hub');
  expect(mail.text).toContain('deux conteneurs en mars');
});
