import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { SiteSchema } from '../../src/shared/site/site.contract.ts';
import { contentSchemas, linkTarget, type PublicAssets } from '../../src/lib/content/schemas.ts';
import {
  ContentError,
  figureGroup,
  inFileOrder,
  listInFileOrder,
  requireEntries,
  resolveLink,
  sortCommodities,
  toLink,
  toPartner,
} from '../../src/lib/content/view-models.ts';

/** Pretends public/ holds exactly these images. */
const assets = (files: Record<string, [number, number]>): PublicAssets => ({
  size: async (path) => {
    const size = files[path];
    return size ? { width: size[0], height: size[1] } : undefined;
  },
});

const schemas = contentSchemas(assets({ '/images/team/ada.svg': [320, 320], '/images/partners/kora.svg': [240, 80] }));

const member = {
  id: 'ada-okafor',
  name: 'Ada Okafor',
  title: 'Founder',
  profile: 'https://www.linkedin.com/company/afritradehub/people',
  photo: { src: '/images/team/ada.svg', alt: 'Portrait of Ada Okafor' },
  // Added by the build from the entry's place in content/team.yaml.
  position: 0,
};

const issues = async (
  schema: {
    safeParseAsync(
      v: unknown,
    ): Promise<{ success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }>;
  },
  value: unknown,
) => {
  const result = await schema.safeParseAsync(value);
  return (result.error?.issues ?? []).map((issue) => ({ path: issue.path.join('.'), message: issue.message }));
};

describe('content schemas', () => {
  it('accepts a valid team member and adds the photo size read from the file', async () => {
    const parsed = await schemas.teamMember.parseAsync(member);
    expect(parsed.photo).toEqual({
      src: '/images/team/ada.svg',
      alt: 'Portrait of Ada Okafor',
      width: 320,
      height: 320,
    });
  });

  it('names the missing field', async () => {
    const { name: _name, ...withoutName } = member;
    expect(await issues(schemas.teamMember, withoutName)).toEqual([{ path: 'name', message: 'name is required' }]);
  });

  it('names a photo that is not in public/', async () => {
    const broken = { ...member, photo: { src: '/images/team/nobody.svg', alt: '' } };
    expect(await issues(schemas.teamMember, broken)).toEqual([
      { path: 'photo.src', message: 'no such file: public/images/team/nobody.svg' },
    ]);
  });

  it('rejects keys it does not know, so a typo does not silently vanish', async () => {
    const result = await issues(schemas.teamMember, { ...member, titel: 'Founder' });
    expect(result[0]?.message).toContain('titel');
  });

  it('requires a full address for a profile link', async () => {
    expect(await issues(schemas.teamMember, { ...member, profile: 'linkedin/ada' })).toEqual([
      { path: 'profile', message: 'profile must be a full https:// address' },
    ]);
  });

  it('refuses a profile or a site.json link with a scheme other than http(s)', async () => {
    for (const profile of ['javascript:alert(1)', 'JAVASCRIPT://%0aalert(1)', 'data:text/html,x', 'ftp://example.com/x'])
      expect(await issues(schemas.teamMember, { ...member, profile }), profile).toEqual([
        { path: 'profile', message: 'profile must be a full https:// address' },
      ]);
    const site = JSON.parse(readFileSync('content/site.json', 'utf8'));
    expect(SiteSchema.safeParse(site).success).toBe(true);
    const broken = structuredClone(site);
    broken.links.video = 'javascript:alert(document.cookie)';
    broken.social[0].href = 'data:text/html,<script>alert(1)</script>';
    broken.logo.src = '//evil.example/logo.svg';
    const result = SiteSchema.safeParse(broken);
    expect(result.error?.issues.map((issue) => issue.path.join('.'))).toEqual([
      'logo.src',
      'links.video',
      'social.0.href',
    ]);
  });

  it('takes partner ids as numbers and the special-style flag as optional', async () => {
    const partner = { id: 3, title: 'Kora Trade Bank', imgUrl: '/images/partners/kora.svg', position: 2 };
    expect(toPartner(await schemas.partner.parseAsync(partner))).toEqual({
      id: 3,
      title: 'Kora Trade Bank',
      logo: { src: '/images/partners/kora.svg', alt: 'Kora Trade Bank', width: 240, height: 80 },
      special: false,
    });
    expect(await issues(schemas.partner, { ...partner, id: 'three' })).toEqual([
      { path: 'id', message: 'id must be a number' },
    ]);
  });

  it('keeps page titles and descriptions within what search results show', async () => {
    const page = {
      title: 'Contact Us',
      description: 'Too short.',
      heading: 'Contact Us',
      text: 'Let Us know how we can help you',
    };
    expect(await issues(schemas.simple, page)).toEqual([
      { path: 'description', message: 'write at least 50 characters so search engines use it' },
    ]);
  });

  it('accepts site paths and named outbound links, and explains anything else', () => {
    expect(linkTarget.safeParse('/our-story').success).toBe(true);
    expect(linkTarget.safeParse('marketplace').success).toBe(true);
    const wrong = linkTarget.safeParse('https://elsewhere.example');
    expect(wrong.success).toBe(false);
    expect(wrong.error?.issues[0]?.message).toMatch(/site path such as \/our-story.*marketplace, logisticsHub/);
    // A protocol-relative URL is not a site path.
    expect(linkTarget.safeParse('//evil.example').success).toBe(false);
  });
});

describe('content view models', () => {
  const links = {
    marketplace: 'https://market.example.com',
    logisticsHub: 'https://logistics.example.com',
    tradeFinance: 'https://finance.example.com',
    sourcing: 'https://sourcing.example.com',
    academy: 'https://academy.example.com',
    video: 'https://video.example.com',
  };

  it('resolves site paths in place and named links as outbound', () => {
    expect(resolveLink('/what-we-do', links)).toEqual({ href: '/what-we-do', external: false });
    expect(resolveLink('marketplace', links)).toEqual({ href: 'https://market.example.com', external: true });
    expect(toLink({ label: 'Learn more', href: '/our-story', context: 'about our story' }, links)).toEqual({
      label: 'Learn more',
      context: 'about our story',
      href: '/our-story',
      external: false,
    });
  });

  it('makes each figure editorial unless the editors set it live, naming a known statistic (issue 41)', async () => {
    const group = (item: object) => ({ title: 'Sourcing', items: [{ value: '450+', label: 'Partners', ...item }] });
    expect((await schemas.figureGroup.parseAsync(group({}))).items[0]).toMatchObject({
      source: 'editorial',
      threshold: 1,
    });
    expect(
      (
        await schemas.figureGroup.parseAsync(
          group({ live: 'sourcing.totalUniqueCompanies', source: 'live', threshold: 450 }),
        )
      ).items[0],
    ).toMatchObject({ source: 'live', threshold: 450 });
    expect(await issues(schemas.figureGroup, group({ source: 'live' }))).toEqual([
      { path: 'items.0.live', message: 'source: live needs a live statistic (live: marketplace.products...)' },
    ]);
    expect(await issues(schemas.figureGroup, group({ live: 'sourcing.partners', source: 'live' }))).toEqual([
      expect.objectContaining({ path: 'items.0.live', message: expect.stringMatching(/^live must be one of/) }),
    ]);
    expect(await issues(schemas.figureGroup, group({ source: 'guessed' }))).toEqual([
      { path: 'items.0.source', message: 'source must be editorial or live' },
    ]);
  });

  it('names the file and field that point at a missing figures group', () => {
    const groups = [
      {
        id: 'logistics',
        title: 'Logistics Hub',
        items: [{ value: '200+', label: 'Providers', source: 'editorial' as const, threshold: 1 }],
      },
    ];
    expect(figureGroup(groups, 'logistics', 'content/pages/home.md', 'glance.logistics.figures').title).toBe(
      'Logistics Hub',
    );
    expect(() => figureGroup(groups, 'logistic', 'content/pages/home.md', 'glance.logistics.figures')).toThrow(
      new ContentError(
        'content/pages/home.md',
        'glance.logistics.figures',
        'names "logistic", which is not a group in content/figures.yaml (logistics)',
      ),
    );
  });

  it('refuses an empty or wrongly sized list, naming its file', () => {
    expect(() => requireEntries([], 'content/team.yaml')).toThrow(
      'content/team.yaml: file has no entries: is it valid YAML?',
    );
    expect(() => requireEntries([1, 2], 'content/partners.yaml', 11)).toThrow(
      'content/partners.yaml: file must have exactly 11 entries, found 2',
    );
    expect(requireEntries([1, 2], 'content/x.yaml', 2)).toEqual([1, 2]);
  });

  it('keeps YAML list entries in the order of the file', () => {
    const entries = [
      { id: 'b', data: { position: 1 } },
      { id: 'c', data: { position: 2 } },
      { id: 'a', data: { position: 0 } },
    ];
    expect(inFileOrder(entries).map((entry) => entry.id)).toEqual(['a', 'b', 'c']);
  });

  it("orders commodities by the editor's order field, then by name", () => {
    const sorted = sortCommodities([
      { name: 'Ginger', order: 5 },
      { name: 'Sesame seeds', order: 2 },
      { name: 'Cashew nuts', order: 1 },
      { name: 'Benniseed', order: 2 },
    ]);
    expect(sorted.map((c) => c.name)).toEqual(['Cashew nuts', 'Benniseed', 'Sesame seeds', 'Ginger']);
  });
});

describe('shared lists in French', () => {
  const testimonial = {
    id: 'kano-sesame',
    quote: 'The price board changed how we sell.',
    name: 'Hauwa Sani',
    role: 'Chair',
    country: 'Nigeria',
    fr: { quote: 'Le tableau des prix a changé notre façon de vendre.', role: 'Présidente' },
    position: 0,
  };

  it('gives French readers the French words and English where none is written', () => {
    const [french] = listInFileOrder([{ data: testimonial }], 'fr');
    expect(french).toEqual({
      id: 'kano-sesame',
      quote: 'Le tableau des prix a changé notre façon de vendre.',
      name: 'Hauwa Sani',
      role: 'Présidente',
      country: 'Nigeria',
    });
    const [english] = listInFileOrder([{ data: testimonial }], 'en');
    expect(english).toMatchObject({ quote: 'The price board changed how we sell.', role: 'Chair' });
    expect(english).not.toHaveProperty('fr');
  });

  it('refuses an empty French job title, naming it', async () => {
    expect(await issues(schemas.teamMember, { ...member, fr: { title: ' ' } })).toEqual([
      { path: 'fr.title', message: 'fr.title must not be empty' },
    ]);
  });
});
