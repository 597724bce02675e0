import type { OrderStatus } from '../../shared/common/enums.ts';
import type { Locale } from '../../shared/i18n/locales.ts';
import { productNameIn, type TradeName } from '../../shared/i18n/trade-names.ts';
import { formatDay, formatQuantity, formatUsd, orderDocumentLabel, orderStatusLabel } from '../../shared/i18n/trade-labels.ts';
import type { OrderDocumentType } from '../../shared/orders/order-documents.ts';
import type { ReceiptDecision } from '../../shared/orders/payment-proof.ts';
import type { Company } from './company.ts';
import { greeting } from './templates.ts';

/** A shipment as the shipped mail names it: what the buyer's forwarder and customs ask for. */
export interface ShippedOn {
  vessel: string;
  voyage: string;
  billOfLading: string;
  /** The port of discharge, named. */
  portOfDischarge: string;
  /** The latest estimated arrival, `YYYY-MM-DD`. */
  eta: string;
}

/** What changed on an order, as the buyer is told by mail. */
export type OrderNews =
  /** `shipments`: the order's shipments, told of when it ships. */
  | { kind: 'status'; status: OrderStatus; note: string | null; shipments?: readonly ShippedOn[] }
  | { kind: 'receipt'; decision: ReceiptDecision; note: string | null }
  | { kind: 'document'; type: OrderDocumentType }
  | { kind: 'drafted'; costPerMT: number }
  /** The buyer placed the order, or accepted a quote that became it: their confirmation. */
  | { kind: 'placed'; fromQuote: boolean; quantity: number; cost: number };

export interface OrderMailInput {
  /** The buyer's language. */
  locale: Locale;
  company: Company;
  fullName: string;
  orderNumber: string;
  /** The order's product, named in the buyer's language. */
  product: TradeName;
  /** APP_URL/order/details/{id} */
  link: string;
  news: OrderNews;
}

interface Headline {
  subject: string;
  lines: string[];
}

const optional = (label: string, note: string | null) => (note ? [`${label}${note}`] : []);

function englishHeadline(news: OrderNews, orderNumber: string, product: TradeName): Headline {
  switch (news.kind) {
    case 'status': {
      if (news.status === 'CANCELLED') {
        return {
          subject: `Order ${orderNumber} was cancelled`,
          lines: [`Your order ${orderNumber} was cancelled.`, ...optional('Reason: ', news.note)],
        };
      }
      const label = orderStatusLabel(news.status, 'en').toLowerCase();
      return {
        subject: `Order ${orderNumber} is now ${label}`,
        lines: [
          `Your order ${orderNumber} is now ${label}.`,
          ...(news.shipments ?? []).map(
            (one) =>
              `On board ${one.vessel}, voyage ${one.voyage}; bill of lading ${one.billOfLading}; estimated arrival at ${one.portOfDischarge}: ${formatDay(one.eta, 'en')}.`,
          ),
          ...optional('Note: ', news.note),
        ],
      };
    }
    case 'receipt':
      return news.decision === 'VERIFIED'
        ? {
            subject: `Payment verified for order ${orderNumber}`,
            lines: [`We verified your payment proof for order ${orderNumber}. Thank you.`],
          }
        : {
            subject: `Payment proof rejected for order ${orderNumber}`,
            lines: [
              `We could not accept your payment proof for order ${orderNumber}.`,
              ...optional('Reason: ', news.note),
              'Please upload a new proof of payment on the order page.',
            ],
          };
    case 'document': {
      const label = orderDocumentLabel(news.type, 'en');
      return {
        subject: `New document for order ${orderNumber}: ${label}`,
        lines: [`A ${label.toLowerCase()} was added to your order ${orderNumber}.`],
      };
    }
    case 'drafted':
      return {
        subject: `New order ${orderNumber} waits for your approval`,
        lines: [
          `Your sourcing agent drafted order ${orderNumber} for you at USD ${news.costPerMT.toLocaleString('en-US', { maximumFractionDigits: 2 })} per MT.`,
          'Please review it and approve it on the order page.',
        ],
      };
    case 'placed':
      return {
        subject: `Order ${orderNumber} confirmed`,
        lines: [
          news.fromQuote
            ? `You accepted our quote: it is now your order ${orderNumber}.`
            : `Thank you: we received your order ${orderNumber}.`,
          `${productNameIn(product, 'en')}, ${formatQuantity(news.quantity, 'en')} MT, ${formatUsd(news.cost, 'en')} in total.`,
          'Your acceptance is your approval: we start preparing it now. The order page shows how to pay and each step.',
        ],
      };
  }
}

function frenchHeadline(news: OrderNews, orderNumber: string, product: TradeName): Headline {
  switch (news.kind) {
    case 'status': {
      if (news.status === 'CANCELLED') {
        return {
          subject: `Commande ${orderNumber} annulée`,
          lines: [`Votre commande ${orderNumber} a été annulée.`, ...optional('Motif : ', news.note)],
        };
      }
      const label = orderStatusLabel(news.status, 'fr').toLowerCase();
      return {
        subject: `Commande ${orderNumber} : ${label}`,
        lines: [
          `Votre commande ${orderNumber} est désormais ${label}.`,
          ...(news.shipments ?? []).map(
            (one) =>
              `À bord du ${one.vessel}, voyage ${one.voyage} ; connaissement ${one.billOfLading} ; arrivée prévue à ${one.portOfDischarge} : ${formatDay(one.eta, 'fr')}.`,
          ),
          ...optional('Remarque : ', news.note),
        ],
      };
    }
    case 'receipt':
      return news.decision === 'VERIFIED'
        ? {
            subject: `Paiement vérifié pour la commande ${orderNumber}`,
            lines: [`Nous avons vérifié votre justificatif de paiement pour la commande ${orderNumber}. Merci.`],
          }
        : {
            subject: `Justificatif de paiement refusé pour la commande ${orderNumber}`,
            lines: [
              `Nous n’avons pas pu accepter votre justificatif de paiement pour la commande ${orderNumber}.`,
              ...optional('Motif : ', news.note),
              'Veuillez déposer un nouveau justificatif de paiement sur la page de la commande.',
            ],
          };
    case 'document': {
      const label = orderDocumentLabel(news.type, 'fr');
      return {
        subject: `Nouveau document pour la commande ${orderNumber} : ${label}`,
        lines: [`Un nouveau document (${label.toLowerCase()}) a été ajouté à votre commande ${orderNumber}.`],
      };
    }
    case 'drafted':
      return {
        subject: `Nouvelle commande ${orderNumber} en attente de votre approbation`,
        lines: [
          `Votre agent d’approvisionnement a préparé pour vous la commande ${orderNumber} à ${formatUsd(news.costPerMT, 'fr')} la tonne.`,
          'Veuillez la vérifier, puis l’approuver sur la page de la commande.',
        ],
      };
    case 'placed':
      return {
        subject: `Commande ${orderNumber} confirmée`,
        lines: [
          news.fromQuote
            ? `Vous avez accepté notre devis : il est devenu votre commande ${orderNumber}.`
            : `Merci : nous avons bien reçu votre commande ${orderNumber}.`,
          `${productNameIn(product, 'fr')}, ${formatQuantity(news.quantity, 'fr')} t, ${formatUsd(news.cost, 'fr')} au total.`,
          'Votre acceptation vaut approbation : nous commençons à la préparer. La page de la commande indique comment payer et chaque étape.',
        ],
      };
  }
}

const VIEW_ORDER: Record<Locale, string> = { en: 'View your order', fr: 'Voir votre commande' };

/** A short, plain message with one link to the order, in the buyer's language. */
export function orderMail({ locale, company, fullName, orderNumber, product, link, news }: OrderMailInput) {
  const { subject, lines } =
    locale === 'fr' ? frenchHeadline(news, orderNumber, product) : englishHeadline(news, orderNumber, product);
  const colon = locale === 'fr' ? ' : ' : ': ';
  const text = [
    greeting(locale, fullName),
    '',
    ...lines,
    '',
    `${VIEW_ORDER[locale]}${colon}${link}`,
    '',
    `${company.name} · ${company.email}`,
  ].join('\n');
  return { subject, text };
}
