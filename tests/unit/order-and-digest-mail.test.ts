import { describe, expect, it } from 'vitest';
import type { Company } from '../../src/server/mail/company.ts';
import { notificationMail } from '../../src/server/mail/notification-mail.ts';
import { orderMail } from '../../src/server/mail/order-mail.ts';

// The words of two mails a buyer reads most: the order's shipping news and the digest of
// several notifications (issue 41).

const company: Company = {
  name: 'AfriTrade Hub',
  email: 'hello@afritradehub.com',
  address: '1 Marina, Lagos',
  legalName: 'AfriTrade Hub Ltd',
  addressLines: ['1 Marina', 'Lagos'],
  phone: '+234 1 000 0000',
};

const shipped = (locale: 'en' | 'fr') =>
  orderMail({
    locale,
    company,
    fullName: 'Ngozi Okafor',
    orderNumber: 'ORD-1042',
    product: { productName: 'Cashew nuts', productNameFr: 'Noix de cajou' },
    link: 'https://hub.example.com/order/details/1',
    news: {
      kind: 'status',
      status: 'SHIPPED',
      note: null,
      shipments: [
        {
          vessel: 'MSC Aurora',
          voyage: 'AW248A',
          billOfLading: 'MEDUCO123456',
          portOfDischarge: 'Rotterdam',
          eta: '2026-12-16',
        },
      ],
    },
  });

describe('the shipped mail', () => {
  it('names the vessel, the bill of lading and the estimated arrival, in the buyer’s language', () => {
    expect(shipped('en').text).toContain(
      'On board MSC Aurora, voyage AW248A; bill of lading MEDUCO123456; estimated arrival at Rotterdam: December 16, 2026.',
    );
    expect(shipped('fr').text).toContain(
      'À bord du MSC Aurora, voyage AW248A ; connaissement MEDUCO123456 ; arrivée prévue à Rotterdam : 16 décembre 2026.',
    );
  });
});

describe('the digest’s subject', () => {
  const digest = (locale: 'en' | 'fr', titles: string[]) =>
    notificationMail({ locale, company, fullName: 'Ngozi Okafor', titles, link: 'x', settingsLink: 'y' }).subject;
  const eight = Array.from({ length: 8 }, (_, index) => `Order ORD-10${index}: Vessel departed`);

  it('says how many more in words, not "(+7)"', () => {
    expect(digest('en', eight)).toBe('Order ORD-100: Vessel departed, and 7 more');
    expect(digest('fr', eight)).toBe('Order ORD-100: Vessel departed, et 7 autres');
    expect(digest('en', eight.slice(0, 2))).toBe('Order ORD-100: Vessel departed, and 1 more');
    expect(digest('fr', eight.slice(0, 2))).toBe('Order ORD-100: Vessel departed, et 1 autre');
    expect(digest('en', eight.slice(0, 1))).toBe('Order ORD-100: Vessel departed');
  });
});
