import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  NameIndex,
  type ListedName,
  nameSimilarity,
  nameTokens,
  normaliseName,
  SCREENING_THRESHOLD,
  isScreeningHold,
  nextScreeningStatus,
} from '../../../src/shared/screening/screening.ts';
import { parseConsolidatedList } from '../../../src/server/services/screening-list.ts';

const SAMPLE = readFileSync('tests/fixtures/screening/un-consolidated-sample.xml');
const LABELLED = JSON.parse(readFileSync('tests/fixtures/screening/labelled-names.json', 'utf8')) as {
  cases: { name: string; match: string | null; kind: string }[];
};

const indexOf = (xml: Buffer | string) =>
  new NameIndex<ListedName>(
    parseConsolidatedList(xml).entries.flatMap((entry) =>
      entry.names.map((name) => ({ reference: entry.reference, name, tokens: nameTokens(name) })),
    ),
  );

describe('name normalisation', () => {
  it('strips accents, case and punctuation and sorts the words', () => {
    expect(normaliseName('Kouyaté, Aminata')).toBe('AMINATA KOUYATE');
    expect(normaliseName("Ba'asyir  Abu-Bakar")).toBe('ABU BAASYIR BAKAR');
    expect(normaliseName('FRANÇOIS-XAVIER Ngarambé')).toBe('FRANCOIS NGARAMBE XAVIER');
  });

  it('drops company suffixes, dotted or not, and filler words', () => {
    expect(normaliseName('Sahel Trading S.A.R.L.')).toBe('SAHEL TRADING');
    expect(normaliseName('Sahel Trading Company Limited')).toBe('SAHEL TRADING');
    expect(normaliseName('The Sahel Trading Co., Ltd')).toBe('SAHEL TRADING');
    expect(normaliseName('Sahel GmbH & Co. KG')).toBe('SAHEL');
  });

  it('keeps a name made only of suffixes as written, and answers nothing for punctuation alone', () => {
    expect(normaliseName('The Company')).toBe('COMPANY THE');
    expect(normaliseName(' -- ')).toBe('');
  });
});

describe('name similarity', () => {
  it('is 1 for the same words in any order and 0 for nothing in common', () => {
    expect(nameSimilarity(nameTokens('Choe Song Ryol'), nameTokens('Ryol Choe Song'))).toBe(1);
    expect(nameSimilarity(nameTokens('Kwame Mensah'), nameTokens('Choe Song Ryol'))).toBe(0);
    expect(nameSimilarity([], nameTokens('Choe'))).toBe(0);
  });

  it('forgives a misspelt long word, not a different short one', () => {
    expect(nameSimilarity(nameTokens('Abdelkarim Zoubeiri'), nameTokens('Abdelkarim Zoubeyri'))).toBeGreaterThan(
      SCREENING_THRESHOLD,
    );
    expect(nameSimilarity(nameTokens('Li Wei'), nameTokens('Lu Wei'))).toBeLessThan(SCREENING_THRESHOLD);
  });

  it('scores one shared common word of a longer name below the threshold', () => {
    expect(nameSimilarity(nameTokens('Hassan'), nameTokens('Hassan Guelleh Warsameh Diriye'))).toBeLessThan(
      SCREENING_THRESHOLD,
    );
  });
});

describe('the name index', () => {
  it('finds a listed name among 25,000 in milliseconds, comparing with a few of them only', () => {
    const names: ListedName[] = [];
    for (let i = 0; i < 25_000; i++) {
      const name = `Person${i.toString(36)} Family${(i * 7919).toString(36)} Town${i % 97}`;
      names.push({ reference: `X.${i}`, name, tokens: nameTokens(name) });
    }
    names.push({
      reference: 'QDi.901',
      name: 'Bakary Ousmane Travagni',
      tokens: nameTokens('Bakary Ousmane Travagni'),
    });
    const index = new NameIndex(names);
    const started = performance.now();
    const found = index.best(['Travagni Bakary Ousmane']);
    const took = performance.now() - started;
    expect(found?.entry.reference).toBe('QDi.901');
    expect(took).toBeLessThan(100);
  });
});

describe('screening holds', () => {
  it('holds a HIT and a CONFIRMED match, never a CLEAR or CLEARED subject', () => {
    expect([isScreeningHold('HIT'), isScreeningHold('CONFIRMED')]).toEqual([true, true]);
    expect([isScreeningHold('CLEAR'), isScreeningHold('CLEARED'), isScreeningHold(null)]).toEqual([
      false,
      false,
      false,
    ]);
  });
});

describe('the UN consolidated list parser', () => {
  it('reads individuals with their name parts and aliases, and entities', () => {
    const list = parseConsolidatedList(SAMPLE);
    expect(list.version).toBe('2026-11-20T10:00:02.000Z');
    expect(list.entries).toHaveLength(13);
    const bakary = list.entries.find((entry) => entry.reference === 'QDi.901');
    // The one-word "Low" alias (Bakou) is left out; the two-word one is kept.
    expect(bakary).toEqual({
      reference: 'QDi.901',
      kind: 'INDIVIDUAL',
      listType: 'Al-Qaida',
      listedOn: '2011-03-14',
      names: ['BAKARY OUSMANE TRAVAGNI', 'Bakari Travagny', 'Abu Travagni'],
    });
    const hassan = list.entries.find((entry) => entry.reference === 'SOi.963');
    expect(hassan?.names[0]).toBe('HASSAN GUELLEH WARSAMEH DIRIYE');
    const petroleum = list.entries.find((entry) => entry.reference === 'LYe.922');
    expect(petroleum).toMatchObject({ kind: 'ENTITY', names: ['RED SEA PETROLEUM & LOGISTICS FZE'] });
  });

  it('reads a list of one individual with one alias (no arrays in the XML)', () => {
    const list = parseConsolidatedList(
      '<CONSOLIDATED_LIST><INDIVIDUALS><INDIVIDUAL><FIRST_NAME>A</FIRST_NAME><SECOND_NAME>B</SECOND_NAME><REFERENCE_NUMBER>0012</REFERENCE_NUMBER><INDIVIDUAL_ALIAS><QUALITY>Good</QUALITY><ALIAS_NAME>C D</ALIAS_NAME></INDIVIDUAL_ALIAS></INDIVIDUAL></INDIVIDUALS></CONSOLIDATED_LIST>',
    );
    expect(list.entries).toEqual([
      { reference: '0012', kind: 'INDIVIDUAL', listType: null, listedOn: null, names: ['A B', 'C D'] },
    ]);
  });

  it('refuses a file that is not a consolidated list, and one without entries', () => {
    expect(() => parseConsolidatedList('<html><body>hello</body></html>')).toThrow(
      expect.objectContaining({ status: 400, message: expect.stringContaining('not a UN Security Council') }),
    );
    expect(() => parseConsolidatedList('not xml at all <<<')).toThrow(
      expect.objectContaining({ status: 400, message: expect.stringContaining('not a UN Security Council') }),
    );
    expect(() => parseConsolidatedList('<CONSOLIDATED_LIST><INDIVIDUALS/></CONSOLIDATED_LIST>')).toThrow(
      expect.objectContaining({ status: 400, message: expect.stringContaining('names nobody') }),
    );
  });
});

describe('precision and recall on the labelled set', () => {
  it('flags listed names, aliases and near misses, and leaves innocent look-alikes alone', () => {
    const index = indexOf(SAMPLE);
    let truePositives = 0;
    let falsePositives = 0;
    let falseNegatives = 0;
    const wrong: string[] = [];
    for (const { name, match } of LABELLED.cases) {
      const found = index.best([name]);
      const reference = found?.entry.reference ?? null;
      if (match && reference === match) truePositives++;
      else if (match !== reference) {
        if (reference) falsePositives++;
        if (match) falseNegatives++;
        wrong.push(
          `${name}: expected ${match ?? 'none'}, got ${reference ?? 'none'} (${found?.score.toFixed(3) ?? '-'})`,
        );
      }
    }
    const precision = truePositives / (truePositives + falsePositives);
    const recall = truePositives / (truePositives + falseNegatives);
    console.log(
      `screening labelled set: ${LABELLED.cases.length} names, precision ${precision.toFixed(3)}, recall ${recall.toFixed(3)} at threshold ${SCREENING_THRESHOLD}`,
      wrong.length > 0 ? `\n  misjudged:\n  ${wrong.join('\n  ')}` : '',
    );
    expect(LABELLED.cases.length).toBeGreaterThanOrEqual(40);
    expect(precision).toBeGreaterThanOrEqual(0.9);
    expect(recall).toBeGreaterThanOrEqual(0.85);
  });
});

describe('the status after a rescreen', () => {
  it('holds a new match, keeps a clearance of the same entry, and keeps a confirmation', () => {
    expect(nextScreeningStatus(null, null)).toBe('CLEAR');
    expect(nextScreeningStatus(null, 'QDi.901')).toBe('HIT');
    expect(nextScreeningStatus({ status: 'CLEARED', matchedReference: 'QDi.901' }, 'QDi.901')).toBe('CLEARED');
    expect(nextScreeningStatus({ status: 'CLEARED', matchedReference: 'QDi.901' }, 'LYi.931')).toBe('HIT');
    expect(nextScreeningStatus({ status: 'CLEARED', matchedReference: 'QDi.901' }, null)).toBe('CLEAR');
    expect(nextScreeningStatus({ status: 'HIT', matchedReference: 'QDi.901' }, null)).toBe('CLEAR');
    expect(nextScreeningStatus({ status: 'CONFIRMED', matchedReference: 'QDi.901' }, null)).toBe('CONFIRMED');
  });
});
