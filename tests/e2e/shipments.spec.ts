// Where is my cargo, end to end: an agent enters a shipment on the order desk and records
// three milestones from the keyboard-usable form; the buyer's order page shows the journey
// (done, next) and the bell tells of each step. Screenshots of the card and the timeline at
// 360 and 1280 px, the buyer's page in English and French, go to the test's output folder.
import type { Page } from '@playwright/test';
import { signInBrowser, buyerWithToken } from './support/accounts.ts';
import { fillShipment, orderableProduct, placeOrderApi, signContractApi } from './support/orders.ts';
import { bearer, signInConsole, signInStaffApi, STAFF_ACCOUNT } from './support/staff.ts';
import { axeFindings } from './support/axe.ts';
import { expect, test } from './support/test.ts';

const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);

async function shoot(page: Page, name: string, locator: ReturnType<Page['locator']>) {
  for (const width of [360, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    // The card never runs past the screen.
    const box = await locator.boundingBox();
    expect(box && box.x + box.width).toBeLessThanOrEqual(width);
    // CSS pixels, as payment-instructions.spec: device pixels cost 7x as much for the report alone.
    await locator.screenshot({ path: test.info().outputPath(`${name}-${width}.png`), scale: 'css' });
  }
}

test('an agent enters a shipment and three milestones; the buyer’s page shows the journey and the bell tells of it', async ({
  openPage,
  request,
}) => {
  test.setTimeout(120_000);
  const { buyer, token } = await buyerWithToken(request);
  const product = await orderableProduct(request);
  const order = await placeOrderApi(request, token, product, { paymentTerm: 'TT' });
  // Paid by transfer: it ships once the payment proof is verified.
  const proof = await request.post(`/api/order/image/${order.id}`, {
    headers: bearer(token),
    multipart: { file: { name: 'transfer.pdf', mimeType: 'application/pdf', buffer: PDF } },
  });
  expect(proof.status(), await proof.text()).toBe(201);
  await signContractApi(request, token, order.id);
  const staff = await signInStaffApi(request, STAFF_ACCOUNT);
  const moved = await request.post(`/api/staff/orders/${order.id}/status`, {
    headers: bearer(staff.token),
    data: { status: 'PROCESSING' },
  });
  expect(moved.status(), await moved.text()).toBe(200);

  // The agent enters the shipment on the order desk.
  const agent = await openPage({ viewport: { width: 1280, height: 900 } });
  await signInConsole(agent, STAFF_ACCOUNT);
  await agent.goto(`/console/orders/${order.id}`);
  const card = agent.getByRole('region', { name: 'Shipments' });
  await expect(card).toContainText('No shipment yet. Enter one before marking the order shipped.');

  await fillShipment(card);
  // A typo in a container number: the check digit catches it beside the field.
  const containers = card.getByLabel('Container numbers');
  await containers.fill('MSCU1234567');
  await card.getByRole('button', { name: 'Enter shipment' }).click();
  await expect(containers).toHaveAccessibleDescription(/check digit does not match \(it should be 6\)/);
  await expect(containers).toBeFocused();
  await containers.fill('MSCU1234566\nTGHU1234567');
  await card.getByRole('button', { name: 'Enter shipment' }).click();
  const shipment = card.getByRole('article', { name: 'Shipment on MSC Aurora, bill of lading MEDUCO123456' });
  await expect(shipment).toContainText('Cotonou, Benin (BJCOO)');
  await expect(shipment).toContainText('MSCU1234566, TGHU1234567');

  // Three milestones, from the keyboard: choose, then Enter sends the form.
  const form = shipment.getByRole('form', { name: 'Record a milestone of MSC Aurora' });
  for (const [event, label] of [
    ['GATE_IN', 'Gate-in at origin'],
    ['LOADED', 'Loaded on vessel'],
    ['DEPARTED', 'Vessel departed'],
  ] as const) {
    if (event === 'DEPARTED') {
      // The vessel leaves with a shipped order only: not offered before the agent marks it shipped.
      await expect(form.getByLabel('What happened').locator('option', { hasText: label })).toHaveCount(0);
      const verified = await request.post(`/api/staff/orders/${order.id}/receipt`, {
        headers: bearer(staff.token),
        data: { decision: 'VERIFIED' },
      });
      expect(verified.status(), await verified.text()).toBe(200);
      const shipped = await request.post(`/api/staff/orders/${order.id}/status`, {
        headers: bearer(staff.token),
        data: { status: 'SHIPPED', note: 'Papers follow' },
      });
      expect(shipped.status(), await shipped.text()).toBe(200);
      await agent.reload();
    }
    await form.getByLabel('What happened').selectOption(event);
    if (event === 'DEPARTED') await form.getByLabel('Note for the buyer (optional)').fill('Sailed on schedule.');
    await form.getByLabel('When').press('Enter');
    await expect(shipment.getByRole('row', { name: new RegExp(label) })).toBeVisible();
  }
  await expect(shipment.getByRole('row')).toHaveCount(4);
  await expect(form.getByLabel('What happened').locator('option', { hasText: 'Loaded on vessel' })).toHaveCount(0);
  expect(await axeFindings(agent, { bestPractice: false })).toEqual([]);
  await shoot(agent, 'console-shipments-card-en', card);

  // The buyer's order page: the journey, and the bell.
  const buyerPage = await openPage({ viewport: { width: 1280, height: 900 } });
  await signInBrowser(buyerPage, buyer);
  await buyerPage.goto(`/order/details/${order.id}`);
  const journey = buyerPage.getByRole('region', { name: 'Shipment' });
  const steps = journey.getByRole('list', { name: 'Journey of the shipment on MSC Aurora' }).getByRole('listitem');
  await expect(steps).toHaveCount(7);
  await expect(steps.filter({ hasText: 'Vessel departed' })).toContainText('Done');
  await expect(steps.filter({ hasText: 'Vessel departed' })).toContainText('Sailed on schedule.');
  await expect(steps.filter({ hasText: 'Vessel arrived' })).toContainText('Next');
  await expect(steps.filter({ hasText: 'Delivered' })).toContainText('To come');
  await expect(journey).toContainText('From Cotonou (BJCOO) to Rotterdam (NLRTM)');
  // The buyer reads the container numbers, as their forwarder and customs ask for them.
  await expect(journey).toContainText('Container numbers: MSCU1234566, TGHU1234567');
  await expect(journey).toContainText('Estimated arrival:');

  // One for processing, one for the shipment, three milestones, the verified payment and shipping.
  const bell = buyerPage.getByRole('button', { name: 'Notifications, 7 unread' });
  await expect(bell).toBeVisible();
  await bell.click();
  const panel = buyerPage.getByRole('region', { name: 'Notifications' });
  await expect(
    panel.getByRole('link', { name: new RegExp(`Order ${order.orderNumber}: Vessel departed \\(Cotonou\\)`) }),
  ).toBeVisible();
  await buyerPage.keyboard.press('Escape');
  expect(await axeFindings(buyerPage, { bestPractice: false })).toEqual([]);
  await shoot(buyerPage, 'hub-shipment-timeline-en', journey);

  // In French.
  const french = await request.post('/api/buyer-hub/language', { headers: bearer(token), data: { language: 'fr' } });
  expect(french.status()).toBe(200);
  // Another device of the buyer, no choice made there: the profile's language.
  const frenchPage = await openPage({ viewport: { width: 1280, height: 900 } });
  await signInBrowser(frenchPage, buyer);
  await frenchPage.goto(`/order/details/${order.id}`);
  const trajet = frenchPage.getByRole('region', { name: 'Expédition' });
  const etapes = trajet
    .getByRole('list', { name: 'Trajet de l’expédition à bord du MSC Aurora' })
    .getByRole('listitem');
  await expect(etapes.filter({ hasText: 'Départ du navire' })).toContainText('Fait');
  await expect(etapes.filter({ hasText: 'Arrivée du navire' })).toContainText('Prochaine étape');
  await expect(trajet).toContainText('De Cotonou (BJCOO) à Rotterdam (NLRTM)');
  await shoot(frenchPage, 'hub-shipment-timeline-fr', trajet);

  // Delivered: the page says when, not when it was expected.
  const delivered = await request.post(`/api/staff/orders/${order.id}/status`, {
    headers: bearer(staff.token),
    data: { status: 'DELIVERED', note: 'Papers follow' },
  });
  expect(delivered.status(), await delivered.text()).toBe(200);
  await frenchPage.reload();
  await expect(trajet).toContainText(/Livrée le \D*\d+ \S+ \d{4}/);
  await expect(trajet).not.toContainText('Arrivée prévue');
  await expect(trajet).not.toContainText('Prévu le');
});
