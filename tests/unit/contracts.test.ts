import { describe, expect, it } from 'vitest';
import {
  changedTerms,
  contractNumber,
  CONTRACT_PLACEHOLDERS,
  type ContractTerms,
  contractValues,
  fillPlaceholders,
  paymentPlanText,
  placeholderRefusal,
  processingRefusal,
  signingRefusal,
  unknownPlaceholders,
} from '../../src/shared/contracts/contracts.ts';

const TERMS: ContractTerms = {
  orderNumber: 'ATH-2611-7K3Q9',
  buyerName: 'Ngozi Okafor',
  buyerEmail: 'ngozi@example.com',
  buyerCountry: 'Nigeria',
  productName: 'Cashew nuts',
  specification: 'W320',
  quantity: 500,
  tolerancePercent: 5,
  pricePerMT: 1250,
  total: 625000,
  currency: 'USD',
  incoterm: 'CIF',
  namedPlace: 'Lagos',
  origin: 'Benin',
  destination: 'Lagos, Nigeria',
  paymentTerm: 'TT',
  shipmentDays: 60,
};
const META = {
  number: 'SC-2026-000001',
  version: 1,
  issuedAt: new Date('2026-11-29T08:00:00Z'),
  sellerName: 'AfriTrade Hub Ltd',
  sellerAddress: 'Lagos',
};

describe('placeholders', () => {
  it('fills every known placeholder and names the unknown ones once, in order', () => {
    const text = 'Sell {{quantity}} {{incoterm}} {{ namedPlace }}; {{colour}} and {{colour}} {{weight}}';
    expect(unknownPlaceholders(text)).toEqual(['colour', 'weight']);
    expect(placeholderRefusal(text)).toEqual({ code: 'contract_placeholder_unknown', params: { name: 'colour' } });
    const filled = fillPlaceholders(text, contractValues(TERMS, META, 'en'));
    expect(filled).toContain('Sell 500 MT CIF (Incoterms® 2020) Lagos;');
    expect(filled).toContain('{{colour}}');
  });

  it('has a value for every placeholder of the list, in both languages', () => {
    for (const locale of ['en', 'fr'] as const) {
      const values = contractValues(TERMS, META, locale);
      expect(Object.keys(values).sort()).toEqual([...CONTRACT_PLACEHOLDERS].sort());
    }
    expect(placeholderRefusal(CONTRACT_PLACEHOLDERS.map((name) => `{{${name}}}`).join(' '))).toBeNull();
  });

  it('writes the payment plan from the order’s payment term, in the contract’s language', () => {
    expect(paymentPlanText('TT', 'en')).toMatch(
      /: 30 % on order, within 7 days; 70 % against a copy of the bill of lading, within 7 days$/,
    );
    expect(paymentPlanText('LC', 'fr')).toBe('Lettre de crédit: 100 % contre documents, sous 5 jours');
  });
});

describe('versions and signing', () => {
  it('numbers contracts SC-<year>-<six digits>', () => {
    expect(contractNumber(2026, 1)).toBe('SC-2026-000001');
    expect(contractNumber(2027, 123456)).toBe('SC-2027-123456');
  });

  it('calls for a new version only when a binding term changed', () => {
    expect(changedTerms(TERMS, { ...TERMS, specification: 'W240', buyerEmail: 'x@example.com' })).toEqual([]);
    expect(changedTerms(TERMS, { ...TERMS, pricePerMT: 1300, incoterm: 'FOB' })).toEqual(['pricePerMT', 'incoterm']);
    expect(changedTerms(TERMS, { ...TERMS, paymentTerm: 'LC', destination: 'Tema, Ghana' })).toEqual([
      'paymentTerm',
      'destination',
    ]);
  });

  it('refuses an old or void version as stale, a second signature, and the house before the buyer', () => {
    expect(signingRefusal({ version: 2, status: 'AWAITING_BUYER' }, 'BUYER', 1)).toBe('contract_version_stale');
    expect(signingRefusal({ version: 2, status: 'VOID' }, 'BUYER', 2)).toBe('contract_version_stale');
    expect(signingRefusal({ version: 2, status: 'AWAITING_BUYER' }, 'SELLER', 2)).toBe('contract_buyer_first');
    expect(signingRefusal({ version: 2, status: 'AWAITING_SELLER' }, 'BUYER', 2)).toBe('contract_already_signed');
    expect(signingRefusal({ version: 2, status: 'SIGNED' }, 'SELLER', 2)).toBe('contract_already_signed');
    expect(signingRefusal({ version: 2, status: 'AWAITING_BUYER' }, 'BUYER', 2)).toBeNull();
    expect(signingRefusal({ version: 2, status: 'AWAITING_SELLER' }, 'SELLER', 2)).toBeNull();
  });

  it('lets processing start only on a signed contract, unless the rule is off or overridden', () => {
    expect(processingRefusal({ requiredBeforeProcessing: true }, 'AWAITING_SELLER', false)).toBe('contract_not_signed');
    expect(processingRefusal({ requiredBeforeProcessing: true }, null, false)).toBe('contract_not_signed');
    expect(processingRefusal({ requiredBeforeProcessing: true }, 'SIGNED', false)).toBeNull();
    expect(processingRefusal({ requiredBeforeProcessing: false }, 'AWAITING_BUYER', false)).toBeNull();
    expect(processingRefusal({ requiredBeforeProcessing: true }, 'AWAITING_BUYER', true)).toBeNull();
  });
});
