// The names of a trade's states and papers in each language, for what a buyer reads outside
// the islands (mail) and for the islands once they follow the buyer's language. English comes
// from the rules' own label tables, so it stays exactly as docs/product/limits.md writes it.
import { DISPUTE_STATUS_LABELS, type DisputeStatus, type DisputeType } from '../disputes/disputes.ts';
import { ORDER_STATUS_LABELS, type OrderStatus } from '../common/enums.ts';
import { ORDER_DOCUMENT_LABELS, type OrderDocumentType } from '../orders/order-documents.ts';
import { MILESTONE_LABELS, type MilestoneEvent } from '../shipments/milestones.ts';
import type { Locale } from './locales.ts';

const ORDER_STATUS_FR: Record<OrderStatus, string> = {
  PENDING: 'En attente',
  PROCESSING: 'En cours de traitement',
  SHIPPED: 'Expédiée',
  DELIVERED: 'Livrée',
  CANCELLED: 'Annulée',
};

const ORDER_DOCUMENT_FR: Record<OrderDocumentType, string> = {
  PROFORMA_INVOICE: 'Facture pro forma',
  COMMERCIAL_INVOICE: 'Facture commerciale',
  PACKING_LIST: 'Liste de colisage',
  BILL_OF_LADING: 'Connaissement',
  CERTIFICATE_OF_ORIGIN: 'Certificat d’origine',
  PHYTOSANITARY_CERTIFICATE: 'Certificat phytosanitaire',
  INSPECTION_CERTIFICATE: 'Certificat d’inspection',
  INSURANCE_CERTIFICATE: 'Certificat d’assurance',
  OTHER: 'Autre document',
};

const DISPUTE_STATUS_FR: Record<DisputeStatus, string> = {
  OPEN: 'Ouvert',
  UNDER_REVIEW: 'En cours d’examen',
  AWAITING_BUYER: 'En attente de votre réponse',
  RESOLVED: 'Résolu',
  REJECTED: 'Rejeté',
};

const DISPUTE_TYPE_FR: Record<DisputeType, string> = {
  'Order not received': 'Commande non reçue',
  'Late delivery': 'Livraison en retard',
  'Quality not as specified': 'Qualité non conforme',
  'Wrong quantity delivered': 'Quantité livrée incorrecte',
  'Damaged goods': 'Marchandises endommagées',
  'Payment issue': 'Problème de paiement',
  'Shipping documents issue': 'Problème de documents d’expédition',
  Other: 'Autre',
};

const MILESTONE_FR: Record<MilestoneEvent, string> = {
  GATE_IN: 'Entrée au terminal de départ',
  LOADED: 'Chargée à bord',
  DEPARTED: 'Départ du navire',
  TRANSSHIPMENT: 'Transbordement',
  ARRIVED: 'Arrivée du navire',
  DISCHARGED: 'Déchargée',
  GATE_OUT: 'Sortie du terminal d’arrivée',
  DELIVERED: 'Livrée',
  ETA_CHANGED: 'Date d’arrivée modifiée',
};

export const milestoneLabel = (event: MilestoneEvent, locale: Locale) =>
  locale === 'fr' ? MILESTONE_FR[event] : MILESTONE_LABELS[event];

export const orderStatusLabel = (status: OrderStatus, locale: Locale) =>
  locale === 'fr' ? ORDER_STATUS_FR[status] : ORDER_STATUS_LABELS[status];

export const orderDocumentLabel = (type: OrderDocumentType, locale: Locale) =>
  locale === 'fr' ? ORDER_DOCUMENT_FR[type] : ORDER_DOCUMENT_LABELS[type];

export const disputeStatusLabel = (status: DisputeStatus, locale: Locale) =>
  locale === 'fr' ? DISPUTE_STATUS_FR[status] : DISPUTE_STATUS_LABELS[status];

/** Dispute types are stored in English (the product docs' list); a French reader sees them in French. */
export const disputeTypeLabel = (type: DisputeType, locale: Locale) => (locale === 'fr' ? DISPUTE_TYPE_FR[type] : type);

const NUMBER_LOCALES: Record<Locale, string> = { en: 'en-US', fr: 'fr-FR' };

/** An amount in US dollars with two decimals: "USD 1,234.50" / "1 234,50 USD". */
export function formatUsd(value: number, locale: Locale): string {
  const amount = value.toLocaleString(NUMBER_LOCALES[locale], { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  return locale === 'fr' ? `${amount} USD` : `USD ${amount}`;
}

/** A day (`2026-12-16`) as a reader writes it: "December 16, 2026" / "16 décembre 2026". */
export function formatDay(day: string, locale: Locale): string {
  const date = new Date(`${day}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return day;
  return date.toLocaleDateString(NUMBER_LOCALES[locale], {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
}

/** A quantity: "1,250.5" / "1 250,5". */
export const formatQuantity = (value: number, locale: Locale) =>
  value.toLocaleString(NUMBER_LOCALES[locale], { maximumFractionDigits: 3 });
