// Issue 41: the studio names files and fields as editors think of them, shows what changed
// field by field, speaks of refusals in editors' words, and flags a picture changed in one language.
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { differentPictures } from '../../src/shared/content/content.ts';
import {
  contentAuditLines,
  contentFieldChanges,
  contentFieldLabel,
  contentFileTitle,
  contentMessageInWords,
} from '../../src/shared/content/content-names.ts';

describe('contentFileTitle', () => {
  it('names the pages, lists and company file as editors call them', () => {
    expect(contentFileTitle('pages/home.md')).toBe('Home page');
    expect(contentFileTitle('fr/pages/our-story.md')).toBe('Our story page (French)');
    expect(contentFileTitle('team.yaml')).toBe('Team');
    expect(contentFileTitle('partners.yaml')).toBe('Partners');
    expect(contentFileTitle('site.json')).toBe('Company details (every page)');
    expect(contentFileTitle('commodities/cashew-nuts.md')).toBe('Commodity: Cashew nuts');
    expect(contentFileTitle('academy/incoterms-2020-for-commodity-buyers.md')).toBe(
      'Academy article: Incoterms 2020 for commodity buyers',
    );
  });

  it('names a commodity or article by its own title when given one', () => {
    expect(contentFileTitle('academy/tt-lc-or-cash-against-documents.md', 'TT, LC or cash against documents?')).toBe(
      'Academy article: TT, LC or cash against documents?',
    );
    expect(contentFileTitle('fr/commodities/cashew-nuts.md', 'Noix de cajou')).toBe(
      'Commodity: Noix de cajou (French)',
    );
  });

  it('keeps the path of a file it does not know, so nothing is unnamed', () => {
    expect(contentFileTitle('README.md')).toBe('README.md');
  });
});

describe('contentFieldLabel', () => {
  it('reads a field path as words, list places counted from 1', () => {
    expect(contentFieldLabel('hero.text')).toBe('Hero › Text');
    expect(contentFieldLabel('3.photo.alt')).toBe('Entry 4 › Photo › Picture description');
    expect(contentFieldLabel('hero.cta.href')).toBe('Hero › Button › Link');
    expect(contentFieldLabel('totalNumberOfProducts')).toBe('Total number of products');
  });
});

describe('contentFieldChanges', () => {
  it('lists only the fields that differ, each before and after in words', () => {
    const before = { title: 'Home', hero: { text: 'We connect farmers', image: { src: '/images/a.svg', alt: 'A' } } };
    const after = { title: 'Home', hero: { text: 'We connect growers', image: { src: '/images/b.webp', alt: 'A' } } };
    expect(contentFieldChanges(before, after)).toEqual([
      { field: 'hero.text', label: 'Hero › Text', before: 'We connect farmers', after: 'We connect growers' },
      { field: 'hero.image.src', label: 'Hero › Image › Picture', before: '/images/a.svg', after: '/images/b.webp' },
    ]);
  });

  it('shows an added list entry as one change with its words, and a removed one the other way', () => {
    const member = { name: 'Ada Obi', title: 'Head of Trade', special: true };
    expect(contentFieldChanges([], [member])).toEqual([
      { field: '0', label: 'Entry 1', before: '', after: 'Name: Ada Obi, Title: Head of Trade, Special: yes' },
    ]);
    expect(contentFieldChanges([member], [])[0]).toMatchObject({
      before: expect.stringContaining('Ada Obi'),
      after: '',
    });
  });

  it('finds nothing when only the order of keys differs', () => {
    expect(contentFieldChanges({ a: 1, b: [1, 2] }, { b: [1, 2], a: 1 })).toEqual([]);
  });

  it('compares a whole new file against nothing', () => {
    expect(contentFieldChanges(undefined, { title: 'New' })).toEqual([
      { field: '', label: 'The file as a whole', before: '', after: 'Title: New' },
    ]);
  });
});

describe('contentMessageInWords', () => {
  const messageOf = (schema: z.ZodType, value: unknown) => schema.safeParse(value).error!.issues[0]!.message;

  it("turns zod's own messages into what an editor should do", () => {
    expect(contentMessageInWords(messageOf(z.object({ label: z.string() }), {}))).toBe('this is required: fill it in');
    expect(contentMessageInWords(messageOf(z.object({}).strict(), { colour: 'red' }))).toBe(
      'the setting "colour" is not one this page uses: remove it, or ask a developer',
    );
    expect(contentMessageInWords(messageOf(z.string().min(1), ''))).toBe('this must not be empty');
    expect(contentMessageInWords(messageOf(z.number(), 'ten'))).toBe('this must be a number');
    expect(contentMessageInWords(messageOf(z.enum(['editorial', 'live']), 'x'))).toBe(
      'choose one of "editorial", "live"',
    );
  });

  it('keeps the messages the schemas wrote for editors', () => {
    const written = 'keep the title under 60 characters for search results';
    expect(contentMessageInWords(messageOf(z.string().max(60, written), 'x'.repeat(61)))).toBe(written);
  });
});

describe('differentPictures', () => {
  const english = {
    hero: { image: { src: '/images/uploads/new.webp', alt: 'Harvest' } },
    items: [{ imgUrl: '/images/a.svg' }],
  };

  it('names the pictures one language changed and the other did not', () => {
    const french = {
      hero: { image: { src: '/images/hero.svg', alt: 'Récolte' } },
      items: [{ imgUrl: '/images/a.svg' }],
    };
    expect(differentPictures(english, french)).toEqual(['hero.image.src']);
  });

  it('says nothing when the pictures match, whatever the words, or when the other has no such picture', () => {
    const french = { hero: { image: { src: '/images/uploads/new.webp', alt: 'Récolte' } }, items: [] };
    expect(differentPictures(english, french)).toEqual([]);
  });
});

describe('contentAuditLines', () => {
  const when = (iso: string) => `[${iso.slice(0, 10)}]`;

  it('says a publish in words: the files by name and the note', () => {
    expect(contentAuditLines({ files: ['pages/home.md', 'team.yaml'], message: 'Harvest hero' }, when)).toEqual([
      'Files: Home page, Team',
      'Note: “Harvest hero”',
    ]);
  });

  it('says which version a rollback went back to by its date, not its id', () => {
    const after = {
      files: ['partners.yaml'],
      message: 'Rollback to the version of 2026-11-26 20:00 UTC',
      rollbackOf: 'a1b2c3d4-e5f6-4a7b-8c9d-0e1f2a3b4c5d',
      rollbackTo: '2026-11-26T20:00:00.000Z',
    };
    expect(contentAuditLines(after, when)).toEqual(['Files: Partners', 'Back to the version of [2026-11-26]']);
    // Entries recorded before the date was: no id shown all the same.
    expect(contentAuditLines({ ...after, rollbackTo: undefined }, when)).toEqual([
      'Files: Partners',
      'Back to an earlier version',
    ]);
  });
});
