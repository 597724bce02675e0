// The titles of notifications in each language, from a message key and its values. The
// server renders both when it stores a notification, so the bell answers in whichever
// language the buyer reads at that moment.
import type { OrderStatus } from '../common/enums.ts';
import { LOCALES, type Locale } from '../i18n/locales.ts';
import type { DisputeStatus, DisputeType } from '../disputes/disputes.ts';
import {
  disputeStatusLabel,
  disputeTypeLabel,
  formatDay,
  formatUsd,
  milestoneLabel,
  orderDocumentLabel,
  orderStatusLabel,
} from '../i18n/trade-labels.ts';
import type { OrderDocumentType } from '../orders/order-documents.ts';
import type { JourneyEvent } from '../shipments/milestones.ts';
import { countryNameIn } from '../i18n/country-by-name.ts';
import { productNameIn, type TradeName } from '../i18n/trade-names.ts';

export type LocalizedText = Record<Locale, string>;

interface MessageValues {
  'quote-received': { product: TradeName; pricePerMT: number };
  'quote-revised': { product: TradeName; pricePerMT: number; version: number };
  'order-status': { orderNumber: string; status: OrderStatus };
  'order-drafted': { orderNumber: string; product: TradeName };
  'receipt-verified': { orderNumber: string };
  'receipt-rejected': { orderNumber: string };
  'document-added': { orderNumber: string; documentType: OrderDocumentType };
  'dispute-reply': { subject: DisputeType };
  'dispute-status': { subject: DisputeType; status: DisputeStatus };
  'chat-reply': { agentName: string };
  'price-alert': { product: TradeName; origin: string; oldPricePerMT: number; newPricePerMT: number };
  'saved-search': { searchName: string; product: TradeName };
  'shipment-added': { orderNumber: string; vessel: string; eta: string };
  'shipment-milestone': { orderNumber: string; event: JourneyEvent; place: string };
  'eta-change': { orderNumber: string; from: string; to: string };
}

export type NotificationMessageKey = keyof MessageValues;
export type NotificationMessage = {
  [K in NotificationMessageKey]: { key: K; values: MessageValues[K] };
}[NotificationMessageKey];

type Renderers = { [K in NotificationMessageKey]: Record<Locale, (values: MessageValues[K]) => string> };

const RENDERERS: Renderers = {
  'quote-received': {
    en: (v) => `New quote for ${productNameIn(v.product, 'en')}: ${formatUsd(v.pricePerMT, 'en')} per MT`,
    fr: (v) => `Nouvelle offre pour ${productNameIn(v.product, 'fr')} : ${formatUsd(v.pricePerMT, 'fr')} la tonne`,
  },
  'quote-revised': {
    en: (v) => `Revised quote (version ${v.version}) for ${productNameIn(v.product, 'en')}: ${formatUsd(v.pricePerMT, 'en')} per MT`,
    fr: (v) => `Offre révisée (version ${v.version}) pour ${productNameIn(v.product, 'fr')} : ${formatUsd(v.pricePerMT, 'fr')} la tonne`,
  },
  'order-status': {
    en: (v) => `Order ${v.orderNumber} is now ${orderStatusLabel(v.status, 'en')}`,
    fr: (v) => `Commande ${v.orderNumber} : ${orderStatusLabel(v.status, 'fr')}`,
  },
  'order-drafted': {
    en: (v) => `New order ${v.orderNumber} for ${productNameIn(v.product, 'en')} awaits your approval`,
    fr: (v) => `Nouvelle commande ${v.orderNumber} (${productNameIn(v.product, 'fr')}) en attente de votre approbation`,
  },
  'receipt-verified': {
    en: (v) => `Payment proof for order ${v.orderNumber} verified`,
    fr: (v) => `Preuve de paiement de la commande ${v.orderNumber} vérifiée`,
  },
  'receipt-rejected': {
    en: (v) => `Payment proof for order ${v.orderNumber} rejected`,
    fr: (v) => `Preuve de paiement de la commande ${v.orderNumber} refusée`,
  },
  'document-added': {
    en: (v) => `${orderDocumentLabel(v.documentType, 'en')} added to order ${v.orderNumber}`,
    fr: (v) => `${orderDocumentLabel(v.documentType, 'fr')} ajouté(e) à la commande ${v.orderNumber}`,
  },
  'dispute-reply': {
    en: (v) => `New reply on your dispute “${disputeTypeLabel(v.subject, 'en')}”`,
    fr: (v) => `Nouvelle réponse à votre litige « ${disputeTypeLabel(v.subject, 'fr')} »`,
  },
  'dispute-status': {
    en: (v) => `Your dispute “${disputeTypeLabel(v.subject, 'en')}” is now ${disputeStatusLabel(v.status, 'en')}`,
    fr: (v) =>
      `Votre litige « ${disputeTypeLabel(v.subject, 'fr')} » : ${disputeStatusLabel(v.status, 'fr').toLowerCase()}`,
  },
  'chat-reply': {
    en: (v) => `${v.agentName} replied in the Message Center`,
    fr: (v) => `${v.agentName} vous a répondu dans la messagerie`,
  },
  'price-alert': {
    en: (v) =>
      `${productNameIn(v.product, 'en')} from ${v.origin}: ${formatUsd(v.newPricePerMT, 'en')} per MT (was ${formatUsd(v.oldPricePerMT, 'en')})`,
    fr: (v) =>
      `${productNameIn(v.product, 'fr')} (${countryNameIn(v.origin, 'fr')}) : ${formatUsd(v.newPricePerMT, 'fr')} la tonne (au lieu de ${formatUsd(v.oldPricePerMT, 'fr')})`,
  },
  'saved-search': {
    en: (v) => `New product for your search “${v.searchName}”: ${productNameIn(v.product, 'en')}`,
    fr: (v) => `Nouveau produit pour votre recherche « ${v.searchName} » : ${productNameIn(v.product, 'fr')}`,
  },
  'shipment-added': {
    en: (v) => `Order ${v.orderNumber} travels on ${v.vessel}, arriving about ${formatDay(v.eta, 'en')}`,
    fr: (v) => `Commande ${v.orderNumber} : à bord du ${v.vessel}, arrivée prévue vers le ${formatDay(v.eta, 'fr')}`,
  },
  'shipment-milestone': {
    en: (v) => `Order ${v.orderNumber}: ${milestoneLabel(v.event, 'en')} (${v.place})`,
    fr: (v) => `Commande ${v.orderNumber} : ${milestoneLabel(v.event, 'fr')} (${v.place})`,
  },
  'eta-change': {
    en: (v) =>
      `Order ${v.orderNumber}: new estimated arrival ${formatDay(v.to, 'en')} (was ${formatDay(v.from, 'en')})`,
    fr: (v) =>
      `Commande ${v.orderNumber} : nouvelle arrivée prévue le ${formatDay(v.to, 'fr')} (au lieu du ${formatDay(v.from, 'fr')})`,
  },
};

/** A message in one language. */
export function renderNotificationMessage(message: NotificationMessage, locale: Locale): string {
  const render = RENDERERS[message.key][locale] as (values: MessageValues[typeof message.key]) => string;
  return render(message.values);
}

/** A message in every language the site speaks. */
export function localizeNotificationMessage(message: NotificationMessage): LocalizedText {
  return Object.fromEntries(
    LOCALES.map((locale) => [locale, renderNotificationMessage(message, locale)]),
  ) as LocalizedText;
}
