import { describe, expect, it } from 'vitest';
import { errorText } from '../../src/shared/i18n/errors.ts';
import {
  missingDocuments,
  acceptedDocumentTypes,
  documentChecklist,
  documentRefusal,
  packClosedReason,
  requiredDocuments,
} from '../../src/shared/orders/order-documents.ts';

describe('the documents an order needs', () => {
  it('FOB/LC plant products: invoices, packing list, bill of lading, origin, phytosanitary and inspection', () => {
    expect(requiredDocuments({ incoterm: 'FOB', paymentTerm: 'LC', category: 'Agro-Commodities' })).toEqual([
      'PROFORMA_INVOICE',
      'COMMERCIAL_INVOICE',
      'PACKING_LIST',
      'BILL_OF_LADING',
      'CERTIFICATE_OF_ORIGIN',
      'PHYTOSANITARY_CERTIFICATE',
      'INSPECTION_CERTIFICATE',
    ]);
  });

  it('CIF adds the insurance certificate; CFR does not', () => {
    expect(requiredDocuments({ incoterm: 'CIF', paymentTerm: 'DP', category: 'Textile' })).toContain(
      'INSURANCE_CERTIFICATE',
    );
    expect(requiredDocuments({ incoterm: 'CFR', paymentTerm: 'DP', category: 'Textile' })).not.toContain(
      'INSURANCE_CERTIFICATE',
    );
  });

  it('every sea shipment needs the bill of lading; local delivery needs no shipping papers', () => {
    for (const incoterm of ['FOB', 'CIF', 'CFR'] as const) {
      expect(requiredDocuments({ incoterm, paymentTerm: 'TT', category: 'Textile' })).toContain('BILL_OF_LADING');
    }
    expect(requiredDocuments({ incoterm: 'LOCAL', paymentTerm: 'CAD', category: 'Agro-Commodities' })).toEqual([
      'PROFORMA_INVOICE',
      'COMMERCIAL_INVOICE',
      'PACKING_LIST',
    ]);
  });

  it('only plant products need a phytosanitary certificate', () => {
    expect(requiredDocuments({ incoterm: 'FOB', paymentTerm: 'TT', category: 'Finished Goods' })).not.toContain(
      'PHYTOSANITARY_CERTIFICATE',
    );
    expect(requiredDocuments({ incoterm: 'FOB', paymentTerm: 'TT', category: null })).not.toContain(
      'PHYTOSANITARY_CERTIFICATE',
    );
  });

  it('checks off the required types present, ignoring extra ones; the generated pro-forma is never missing', () => {
    expect(
      documentChecklist({ incoterm: 'LOCAL', paymentTerm: 'TT', category: null }, [
        { type: 'PACKING_LIST' },
        { type: 'OTHER' },
        { type: 'PACKING_LIST' },
      ]),
    ).toEqual([
      { type: 'PROFORMA_INVOICE', present: true },
      { type: 'COMMERCIAL_INVOICE', present: false },
      { type: 'PACKING_LIST', present: true },
    ]);
    expect(missingDocuments(documentChecklist({ incoterm: 'LOCAL', paymentTerm: 'TT', category: null }, []))).toEqual([
      'COMMERCIAL_INVOICE',
      'PACKING_LIST',
    ]);
  });
});

describe('which documents an order takes in each state', () => {
  it('takes only the pro-forma and other papers while pending, everything once processing', () => {
    expect(acceptedDocumentTypes('PENDING')).toEqual(['PROFORMA_INVOICE', 'OTHER']);
    const refusal = documentRefusal('BILL_OF_LADING', 'PENDING');
    expect(refusal && errorText(refusal)).toBe('A bill of lading is added once the order is processing.');
    for (const status of ['PROCESSING', 'SHIPPED', 'DELIVERED'] as const) {
      expect(acceptedDocumentTypes(status)).toHaveLength(9);
    }
  });

  it('takes nothing on a cancelled order', () => {
    expect(acceptedDocumentTypes('CANCELLED')).toEqual([]);
    expect(packClosedReason('CANCELLED')).toBe('document_order_cancelled');
    expect(packClosedReason('PENDING')).toBeNull();
  });
});
