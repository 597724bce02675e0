import { describe, expect, it } from 'vitest';
import { CATALOGUE } from '../../src/server/db/seed/catalogue.ts';
import { agentNameIn, DEFAULT_AGENT_NAME } from '../../src/shared/chat/agent-name.ts';
import { countryNameIn, placeIn } from '../../src/shared/i18n/country-by-name.ts';
import { categoryIn, productNameIn, specificationLabelIn, subCategoryIn } from '../../src/shared/i18n/trade-names.ts';

// Issue 41, item 7: the demo catalogue's words all have French, and the rules fall back to
// what is written where they know no French.

describe('the catalogue named in French', () => {
  it('gives every category, sub-category and specification label of the demo catalogue a French name', () => {
    const untranslated = CATALOGUE.flatMap((entry) => [
      ...(categoryIn(entry.category, 'fr') === entry.category && entry.category !== 'Textile' ? [entry.category] : []),
      ...(subCategoryIn(entry.subCategory, 'fr') === entry.subCategory ? [entry.subCategory] : []),
      ...Object.keys(entry.productSpecification).filter(
        (key) =>
          specificationLabelIn(key, 'fr') === key &&
          !['Fibre', 'Micronaire', 'Brix', 'pH', 'Composition', 'Fermentation', 'Technique', 'Type'].includes(key),
      ),
    ]);
    expect(untranslated).toEqual([]);
  });

  it('keeps English for English readers and what it does not know', () => {
    expect(categoryIn('Agro-Commodities', 'en')).toBe('Agro-Commodities');
    expect(subCategoryIn('Something new', 'fr')).toBe('Something new');
    expect(specificationLabelIn('Moisture', 'fr')).toBe('Humidité');
  });

  it('names a product by its French name when it has one', () => {
    expect(productNameIn({ productName: 'Shea Nuts', productNameFr: 'Amandes de karité' }, 'fr')).toBe(
      'Amandes de karité',
    );
    expect(productNameIn({ productName: 'Shea Nuts', productNameFr: null }, 'fr')).toBe('Shea Nuts');
    expect(productNameIn({ productName: 'Shea Nuts', productNameFr: 'Amandes de karité' }, 'en')).toBe('Shea Nuts');
  });

  it('names countries stored in English in French, in a place too', () => {
    expect(countryNameIn('Ivory Coast', 'fr')).toBe('Côte d’Ivoire');
    expect(countryNameIn('Ivory Coast', 'en')).toBe('Ivory Coast');
    expect(countryNameIn('Atlantis', 'fr')).toBe('Atlantis');
    expect(placeIn('Tema, Ghana', 'fr')).toBe('Tema, Ghana');
    expect(placeIn('Dakar, Senegal', 'fr')).toBe('Dakar, Sénégal');
  });

  it('names the default agent in French, a person as they are', () => {
    expect(agentNameIn(DEFAULT_AGENT_NAME, 'fr')).toBe('Agent d’approvisionnement');
    expect(agentNameIn('Kofi Boateng', 'fr')).toBe('Kofi Boateng');
    expect(agentNameIn(DEFAULT_AGENT_NAME, 'en')).toBe('Sourcing Agent');
  });
});
