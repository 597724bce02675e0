import { startReading } from './support/reader.ts';
import { expect, test } from './support/test.ts';
import { newBuyerDetails, waitForMail, signedInBuyer } from './support/accounts.ts';
import { orderableProduct, placeOrderApi } from './support/orders.ts';
import { expectHubInFrench } from './support/hub.ts';

// French figures: narrow no-break spaces between thousands, a decimal comma, "$US" after the
// amount; dates spelt out with the weekday and month in French.
const FRENCH_NUMBER = /^\d{1,3}(\u202f\d{3})*(,\d{1,2})?$/;
const FRENCH_USD = /^\d{1,3}(\u202f\d{3})*(,\d{2})?\u00a0\$US$/;
const FRENCH_DATE =
  /^(lundi|mardi|mercredi|jeudi|vendredi|samedi|dimanche) \d{1,2} (janvier|février|mars|avril|mai|juin|juillet|août|septembre|octobre|novembre|décembre) \d{4}$/;

test.describe('the islands in French', () => {
  test.beforeEach(async ({ context, baseURL }) => {
    // The choice the header's language switch remembers.
    await context.addCookies([{ name: 'lang', value: 'fr', url: baseURL ?? '' }]);
  });

  test('the auth screens speak French, and their checks too', async ({ page }) => {
    await page.goto('/login');
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Bon retour parmi nous');
    await expect(page.getByLabel('Adresse e-mail')).toBeEnabled();
    await expect(page.getByLabel('Mot de passe', { exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Se connecter' })).toBeVisible();
    await expect(page).toHaveTitle('Bon retour parmi nous | AfriTrade Hub');

    await page.getByRole('link', { name: 'Mot de passe oublié ?' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Mot de passe oublié');
    await page.getByRole('button', { name: 'Réinitialiser le mot de passe' }).click();
    await expect(page.getByText('L’adresse e-mail est obligatoire')).toBeVisible();

    await page.goto('/registration');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Créez votre compte acheteur');
    await expect(page.getByLabel('Nom complet')).toBeEnabled();
    await expect(page.getByRole('button', { name: 'Créer mon compte' })).toBeVisible();
  });

  test('sign-up names the countries in French and sends French as the account language', async ({
    page,
    context,
    request,
  }) => {
    const buyer = newBuyerDetails();
    await page.goto('/registration');
    const country = page.getByRole('combobox', { name: 'Pays du numéro de téléphone' });
    await expect(country.locator('option[value="DE"]')).toHaveText('Allemagne');

    await page.getByLabel('Nom complet').fill(buyer.fullName);
    await page.getByLabel('Adresse e-mail').fill(buyer.email);
    await page.getByLabel('Numéro de téléphone', { exact: true }).fill('+234 803 123 4567');
    await page.getByLabel('Mot de passe', { exact: true }).fill(buyer.password);
    // The form says its language itself: with the remembered choice gone, the request alone
    // (English Accept-Language) would make an English account, mailed in English.
    await context.clearCookies({ name: 'lang' });
    await page.getByRole('button', { name: 'Créer mon compte' }).click();
    await page.waitForURL(`**/verify-email/${encodeURIComponent(buyer.email)}`);
    expect((await waitForMail(request, buyer.email)).subject).toMatch(/^Confirmez votre adresse e-mail/);
  });

  test('a buyer with French chosen sees My Orders and the dashboard in French, with French figures', async ({
    page,
    request,
  }) => {
    // Signed up through the page's context, with French remembered: the account reads French.
    const { token } = await signedInBuyer(page);
    const product = await orderableProduct(request);
    const order = await placeOrderApi(request, token, product, {
      quantity: String(Math.max(product.minOrdersAllowed, 1250)),
    });

    await page.goto('/orders');
    await expectHubInFrench(page, 'Mes commandes');
    await expect(page.getByRole('list', { name: 'Résumé des commandes' })).toContainText('Commandes en attente');
    const table = page.getByRole('region', { name: 'Toutes les commandes' });
    const header = table.locator('thead th');
    await expect(header).toHaveText([
      'N° de commande',
      'Produit',
      'Date',
      'Quantité (TM)',
      'Livraison',
      'Paiement',
      'Montant (USD)',
      'Statut',
      'Action',
    ]);
    const cells = table.locator('tbody tr').first().locator('td');
    await expect(cells.nth(0)).toHaveText(order.orderNumber);
    await expect(cells.nth(2)).toHaveText(FRENCH_DATE);
    await expect(cells.nth(3)).toHaveText(FRENCH_NUMBER);
    await expect(cells.nth(3)).toContainText('\u202f');
    await expect(cells.nth(6)).toHaveText(FRENCH_USD);
    await expect(cells.nth(7)).toHaveText('En attente');
    await expect(page.getByRole('searchbox', { name: 'Rechercher des commandes' })).toBeVisible();

    await page.goto('/dashboard');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Aperçu du compte');
    const activity = page.getByRole('list', { name: 'Résumé de l’activité' });
    await expect(activity).toContainText('Total des transactions (USD)');
    await expect(activity.locator('.summary-value').first()).toHaveText(FRENCH_USD);
    await expect(page.getByRole('heading', { name: 'Dernières commandes' })).toBeVisible();

    // The order's own page: its history, documents and dates in French.
    await page.goto(`/order/details/${order.id}`);
    await expect(page.getByRole('heading', { name: `Commande ${order.orderNumber}` })).toBeVisible();
    const history = page.getByRole('list', { name: 'Historique de la commande' });
    await expect(history).toContainText('Commande passée');
    await expect(history).toContainText('Commande livrée');
    await expect(page.getByRole('heading', { name: 'Paiement et approbation' })).toBeVisible();
    await expect(page.getByText('Passée le')).toBeVisible();

    // The product page: its facts and actions in French once the island takes over.
    await page.goto(`/details/${product.id}`);
    await startReading(page);
    await expect(page.getByRole('button', { name: 'Commander' })).toBeVisible();
    await expect(page.getByText('Commande minimale')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Demander un devis' })).toBeVisible();
    await expect(page.locator('.details-price')).toContainText('par TM');

    // My Inquiries and the message center.
    await page.goto('/inquiries');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Mes demandes');
    await expect(page.getByRole('heading', { name: 'Aucune demande' })).toBeVisible();
    await page.goto('/message-center');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Messagerie');
    await expect(page.getByRole('button', { name: 'Passer commande' })).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Message' })).toHaveAttribute(
      'placeholder',
      'Écrivez votre message ici...',
    );
    await page.getByRole('button', { name: 'Passer commande' }).click();
    await expect(page.getByRole('dialog', { name: 'Demande de commande' })).toBeVisible();
  });
  test('a French buyer fills the inquiry, order and dispute forms in French', async ({ page, request }) => {
    // Signed up through the page's context, with French remembered: the account reads French.
    await signedInBuyer(page);
    const product = await orderableProduct(request);

    // The product page's inquiry form.
    await page.goto(`/details/${product.id}`);
    await startReading(page);
    const inquiry = page.getByRole('form', { name: 'Demande de devis' });
    await expect(inquiry.getByLabel('Quantité souhaitée (TM)')).toBeVisible();
    await expect(inquiry.getByLabel('Conditions de livraison')).toContainText('CIF (coût, assurance et fret)');
    await expect(inquiry.getByRole('button', { name: 'Envoyer la demande' })).toBeVisible();
    // The shared rules' refusals, by their codes' French.
    await inquiry.getByLabel('Quantité souhaitée (TM)').fill('beaucoup');
    await inquiry.getByRole('button', { name: 'Envoyer la demande' }).click();
    await expect(inquiry.getByText('Décrivez vos exigences pour ce produit.')).toBeVisible();
    await expect(
      inquiry.getByText('La quantité doit être un nombre positif de tonnes métriques, par exemple 25 ou 1500.'),
    ).toBeVisible();

    // The order form: French labels, terms, summary and button.
    await page.getByRole('button', { name: 'Commander' }).click();
    const order = page.getByRole('dialog', { name: `Commander : ${product.productName}` });
    await expect(order.getByLabel('Quantité (TM)')).toBeVisible();
    await expect(order.getByText(/^Commande minimale : [\d\u202f,]+ TM$/)).toBeVisible();
    await order.getByLabel('Conditions de livraison').selectOption('CIF');
    await expect(
      order.getByText('Pour la livraison CIF, veuillez poursuivre avec un agent d’approvisionnement.'),
    ).toBeVisible();
    await order.getByLabel('Conditions de livraison').selectOption('FOB');
    await order.getByLabel('Conditions de paiement').selectOption('LC');
    await expect(order.getByLabel('Pays d’origine')).toBeVisible();
    await expect(order.getByRole('heading', { name: 'Récapitulatif de la commande' })).toBeVisible();
    await expect(order.getByRole('button', { name: 'Passer la commande' })).toBeVisible();
    await order.getByRole('button', { name: 'Passer la commande' }).click();
    await expect(order.getByText('Indiquez le port de destination.')).toBeVisible();
    await page.keyboard.press('Escape');

    // Raise a Dispute, then find it under My disputes with its type and state in French.
    await page.goto('/message-center');
    await page.getByRole('button', { name: 'Ouvrir un litige' }).click();
    const dispute = page.getByRole('dialog', { name: 'Ouvrir un litige' });
    await expect(dispute.getByLabel('Commande (facultatif)')).toBeVisible();
    await dispute.getByLabel('Type de litige').selectOption({ label: 'Livraison en retard' });
    await dispute.getByLabel('Détails du litige').fill('Le cacao est arrivé trois semaines après la date prévue.');
    await dispute.getByRole('button', { name: 'Soumettre le litige' }).click();
    await expect(page.getByText('Votre litige a bien été enregistré')).toBeVisible();
    // The page reloads into the message center after the toast.
    await page.waitForEvent('load', { timeout: 10_000 });
    await page.getByRole('button', { name: 'Mes litiges' }).click();
    const mine = page.getByRole('dialog', { name: 'Mes litiges' });
    await expect(mine.getByRole('heading', { name: 'Livraison en retard' })).toBeVisible();
    await expect(mine.locator('.status')).toHaveText('Ouvert');
    await expect(mine.getByRole('button', { name: 'Envoyer la réponse' })).toBeVisible();
  });
});
