// Canned replies from end to end: an admin adds one on the Canned replies screen, changes it,
// and an agent inserts it in the inbox's composer with /shortcut; a /shortcut that names no
// reply is refused in the composer and never reaches the buyer.
import { randomUUID } from 'node:crypto';
import { registerVerifiedBuyer, signInApi } from './support/accounts.ts';
import { ADMIN_ACCOUNT, consoleAdmin, signInConsole, STAFF_ACCOUNT } from './support/staff.ts';
import { seriousViolations } from './support/axe.ts';
import { expect, test } from './support/test.ts';

test.setTimeout(120_000);

test('a canned reply added on its screen is inserted in the composer; an unknown /shortcut is never sent', async ({
  openPage,
  page,
  request,
}) => {
  const stamp = Date.now().toString(36);
  const shortcut = `lead${stamp}`;
  const buyer = await registerVerifiedBuyer(request, { fullName: `Chidi Canned ${stamp}` });
  const { token } = await signInApi(request, buyer);
  const asked = await request.post('/api/message/send-message', {
    headers: { Authorization: `Bearer ${token}` },
    data: { id: randomUUID(), message: 'How long to ship 40 MT of sesame CIF Rotterdam?', messageType: 'MESSAGE' },
  });
  expect(asked.status(), await asked.text()).toBe(201);

  // The admin adds the reply on the screen, from the console's navigation, then corrects it.
  await consoleAdmin(page.request);
  await signInConsole(page, ADMIN_ACCOUNT);
  await page.goto('/console/inbox');
  await page.getByRole('navigation', { name: 'Console' }).getByRole('link', { name: 'Canned replies' }).click();
  await page.waitForURL('**/console/canned-replies');
  const add = page.getByRole('region', { name: 'Add a canned reply' });
  await add.getByRole('button', { name: 'Add reply' }).click();
  await expect(add.getByText('Enter a title.')).toBeVisible();
  await add.getByLabel('Shortcut').fill(shortcut);
  await add.getByLabel('Title').fill('CIF Rotterdam lead time');
  await add.getByLabel('Reply').fill('Shipments leave Lomé within 21 days of payment.');
  await add.getByRole('button', { name: 'Add reply' }).click();
  await expect(page.getByText(`Canned reply /${shortcut} added.`)).toBeVisible();
  const library = page.getByRole('region', { name: 'Canned replies' });
  await expect(library.getByRole('heading', { name: `/${shortcut} CIF Rotterdam lead time` })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  await library.getByRole('button', { name: `Edit /${shortcut}` }).click();
  const edit = library.getByRole('form', { name: `Edit /${shortcut}` });
  const body = `Shipments leave Lomé within 21 days of payment; transit is about 18 days (${stamp}).`;
  await edit.getByLabel('Reply').fill(body);
  await edit.getByRole('button', { name: 'Save changes' }).click();
  await expect(library.getByText(body)).toBeVisible();

  // A second shortcut of the same name is refused under the field.
  await add.getByLabel('Shortcut').fill(shortcut);
  await add.getByLabel('Title').fill('Duplicate');
  await add.getByLabel('Reply').fill('Duplicate');
  await add.getByRole('button', { name: 'Add reply' }).click();
  await expect(add.getByText(`The shortcut /${shortcut} is already in use.`)).toBeVisible();

  // An agent answers the buyer with it.
  const agentPage = await openPage();
  await signInConsole(agentPage, STAFF_ACCOUNT);
  await agentPage.goto(`/console/inbox/${buyer.id}`);
  const view = agentPage.getByRole('region', { name: buyer.fullName });
  const thread = view.getByRole('log', { name: 'Conversation' });
  await expect(thread).toContainText('How long to ship 40 MT');
  const reply = view.getByRole('textbox', { name: 'Reply' });

  // Enter on a shortcut that names no reply: told so, nothing sent, the text kept to correct.
  await reply.fill('/thanks');
  await reply.press('Enter');
  await expect(view.getByRole('alert')).toHaveText('No canned reply named /thanks');
  await expect(reply).toHaveValue('/thanks');
  await view.getByRole('button', { name: 'Send' }).click();
  await expect(view.getByRole('alert')).toHaveText('No canned reply named /thanks');

  await reply.fill(`/${shortcut}`);
  await expect(view.getByRole('alert')).toBeHidden();
  await expect(view.getByRole('list', { name: 'Canned replies' })).toContainText(`/${shortcut}`);
  await reply.press('Enter');
  await expect(reply).toHaveValue(body);
  await reply.press('Enter');
  await expect(reply).toHaveValue('');
  await expect(thread).toContainText(body);

  // What the buyer got: the reply, and never the unknown shortcut.
  const history = await request.get('/api/message/receive-message', { headers: { Authorization: `Bearer ${token}` } });
  const texts = JSON.stringify(await history.json());
  expect(texts).toContain(body);
  expect(texts).not.toContain('/thanks');

  // Deleted, it is gone from the library.
  page.once('dialog', (dialog) => void dialog.accept());
  await library.getByRole('button', { name: `Delete /${shortcut}` }).click();
  await expect(page.getByText(`Canned reply /${shortcut} deleted.`)).toBeVisible();
  await expect(library.getByRole('heading', { name: `/${shortcut} CIF Rotterdam lead time` })).toBeHidden();
});
