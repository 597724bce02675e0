// Sales contracts (issue 39): the rules written once for the server, the order desk and the
// buyer's order page: statuses, the contract number, the placeholders the clauses may use and
// how they are filled, which changes of an order's terms call for a new version, who may sign.
import { PAYMENT_TERM_LABELS, type PaymentTerm, type ShippingTerm } from '../common/enums.ts';
import type { Locale } from '../i18n/locales.ts';
import type { Reason } from '../i18n/errors.ts';
import { defaultPlan, PAYMENT_TRIGGER_LABELS, type PaymentPlan, type PaymentTrigger } from '../payments/plans.ts';

/**
 * AWAITING_BUYER (issued) -> AWAITING_SELLER (the buyer signed) -> SIGNED (the house
 * countersigned); VOID once a change of terms replaced the version.
 */
export const CONTRACT_STATUSES = ['AWAITING_BUYER', 'AWAITING_SELLER', 'SIGNED', 'VOID'] as const;
export type ContractStatus = (typeof CONTRACT_STATUSES)[number];
export const CONTRACT_PARTIES = ['BUYER', 'SELLER'] as const;
export type ContractParty = (typeof CONTRACT_PARTIES)[number];

/** SC-2026-000001: the year of issue and the year's sequence, six digits. */
export const contractNumber = (year: number, sequence: number) => `SC-${year}-${String(sequence).padStart(6, '0')}`;

/** The placeholders a clause text may use; any other `{{name}}` fails the publish. */
export const CONTRACT_PLACEHOLDERS = [
  'contractNumber',
  'version',
  'issueDate',
  'orderNumber',
  'sellerName',
  'sellerAddress',
  'buyerName',
  'buyerEmail',
  'buyerCountry',
  'productName',
  'specification',
  'quantity',
  'tolerance',
  'pricePerMT',
  'total',
  'currency',
  'incoterm',
  'namedPlace',
  'origin',
  'destination',
  'shipmentPeriod',
  'paymentPlan',
] as const;
export type ContractPlaceholder = (typeof CONTRACT_PLACEHOLDERS)[number];
export type ContractValues = Record<ContractPlaceholder, string>;

const PLACEHOLDER = /\{\{\s*([^{}]*?)\s*\}\}/g;

/** The placeholders a text uses that are not in CONTRACT_PLACEHOLDERS, each once, in order of use. */
export function unknownPlaceholders(text: string): string[] {
  const known = new Set<string>(CONTRACT_PLACEHOLDERS);
  const unknown = new Set<string>();
  for (const [, name] of text.matchAll(PLACEHOLDER)) if (!known.has(name ?? '')) unknown.add(name ?? '');
  return [...unknown];
}

/** The first unknown placeholder of a clause text as a refusal naming it, or null. */
export function placeholderRefusal(text: string): Reason | null {
  const [first] = unknownPlaceholders(text);
  return first === undefined ? null : { code: 'contract_placeholder_unknown', params: { name: first } };
}

/** The clause text with every placeholder filled; an unknown one is left as written (the publish refuses it first). */
export function fillPlaceholders(text: string, values: ContractValues): string {
  return text.replace(PLACEHOLDER, (whole, name: string) =>
    Object.hasOwn(values, name) ? values[name as ContractPlaceholder] : whole,
  );
}

/**
 * The terms a contract is issued on, as stored with each version. A change to any of the
 * fields of TERMS_THAT_VOID on a PENDING order voids the version and issues the next.
 */
export interface ContractTerms {
  orderNumber: string;
  buyerName: string;
  buyerEmail: string;
  buyerCountry: string | null;
  productName: string;
  specification: string;
  quantity: number;
  /** Plus or minus, in percent of the quantity, at the seller's option. */
  tolerancePercent: number;
  pricePerMT: number;
  total: number;
  currency: string;
  incoterm: ShippingTerm;
  namedPlace: string;
  origin: string;
  destination: string;
  paymentTerm: PaymentTerm;
  /** Days after both signatures within which the goods ship. */
  shipmentDays: number;
}

export const TERMS_THAT_VOID = [
  'pricePerMT',
  'quantity',
  'incoterm',
  'paymentTerm',
  'namedPlace',
  'destination',
] as const;

/** The terms whose change calls for a new version (empty when none changed). */
export const changedTerms = (before: ContractTerms, after: ContractTerms) =>
  TERMS_THAT_VOID.filter((field) => before[field] !== after[field]);

export const CONTRACT_DEFAULTS = { tolerancePercent: 5, shipmentDays: 60 } as const;

/**
 * The payment plan as the contract states it. For now the order's payment term's default plan
 * (src/shared/payments/plans.ts); when orders carry their own plan, pass it here instead.
 */
export function paymentPlanText(term: PaymentTerm, locale: Locale, plan: PaymentPlan = defaultPlan(term)): string {
  const parts = plan.instalments.map(({ percent, trigger, days }) =>
    locale === 'fr'
      ? `${formatNumber(percent, 'fr')} % ${TRIGGERS_FR[trigger].toLowerCase()}, sous ${days} jours`
      : `${formatNumber(percent, 'en')} % ${PAYMENT_TRIGGER_LABELS[trigger].toLowerCase()}, within ${days} days`,
  );
  const termName = locale === 'fr' ? PAYMENT_TERMS_FR[term] : PAYMENT_TERM_LABELS[term];
  return `${termName}: ${parts.join('; ')}`;
}

const TRIGGERS_FR: Record<PaymentTrigger, string> = {
  ON_ORDER: 'À la commande',
  BEFORE_LOADING: 'Avant le chargement',
  AGAINST_BL_COPY: 'Contre copie du connaissement',
  ON_ARRIVAL: 'À l’arrivée',
  AGAINST_DOCUMENTS: 'Contre documents',
};

const PAYMENT_TERMS_FR: Record<PaymentTerm, string> = {
  LC: 'Lettre de crédit',
  DP: 'Documents contre paiement',
  CAD: 'Paiement contre documents',
  TT: 'Virement bancaire (TT)',
};

export const formatNumber = (value: number, locale: Locale, digits = 2) =>
  new Intl.NumberFormat(locale === 'fr' ? 'fr-FR' : 'en-GB', { maximumFractionDigits: digits }).format(value);

/** The values of the placeholders for one version, in the contract's language. */
export function contractValues(
  terms: ContractTerms,
  meta: { number: string; version: number; issuedAt: Date; sellerName: string; sellerAddress: string },
  locale: Locale,
): ContractValues {
  const money = (value: number) => `${terms.currency} ${formatNumber(value, locale)}`;
  const days = terms.shipmentDays;
  return {
    contractNumber: meta.number,
    version: String(meta.version),
    issueDate: meta.issuedAt.toISOString().slice(0, 10),
    orderNumber: terms.orderNumber,
    sellerName: meta.sellerName,
    sellerAddress: meta.sellerAddress,
    buyerName: terms.buyerName,
    buyerEmail: terms.buyerEmail,
    buyerCountry: terms.buyerCountry ?? '',
    productName: terms.productName,
    specification: terms.specification,
    quantity: `${formatNumber(terms.quantity, locale, 3)} MT`,
    tolerance: `±${formatNumber(terms.tolerancePercent, locale)} %`,
    pricePerMT: money(terms.pricePerMT),
    total: money(terms.total),
    currency: terms.currency,
    incoterm: `${terms.incoterm} (Incoterms® 2020)`,
    namedPlace: terms.namedPlace,
    origin: terms.origin,
    destination: terms.destination,
    shipmentPeriod:
      locale === 'fr'
        ? `dans les ${days} jours suivant la signature des deux parties`
        : `within ${days} days of both parties' signatures`,
    paymentPlan: paymentPlanText(terms.paymentTerm, locale),
  };
}

/** The status a version reaches once `party` signs it. */
export const statusAfterSigning = (party: ContractParty): ContractStatus =>
  party === 'BUYER' ? 'AWAITING_SELLER' : 'SIGNED';

/**
 * Why this party cannot sign the version now, or null: a void or older version is stale
 * (409), each party signs once, the buyer first.
 */
export function signingRefusal(
  current: { version: number; status: ContractStatus },
  party: ContractParty,
  version: number,
): Reason | null {
  if (version !== current.version || current.status === 'VOID') return 'contract_version_stale';
  if (current.status === 'SIGNED') return 'contract_already_signed';
  if (party === 'BUYER' && current.status !== 'AWAITING_BUYER') return 'contract_already_signed';
  if (party === 'SELLER' && current.status === 'AWAITING_BUYER') return 'contract_buyer_first';
  return null;
}

/**
 * Whether this account may sign the contract for the buyer's side. Today an order's buyer is
 * the one account that placed it; when companies come (owner or purchaser of the company),
 * this is the one place that changes.
 */
export const maySignForBuyer = (signer: { id: string }, order: { buyerId: string }) => signer.id === order.buyerId;

/** The typed name must be the signer's full name, give or take case and spacing. */
export const sameName = (typed: string, fullName: string) => {
  const norm = (s: string) => s.normalize('NFC').trim().replace(/\s+/g, ' ').toLocaleLowerCase();
  return norm(typed) === norm(fullName);
};

/** Why the desk may not start (PROCESSING) an order under the policy, or null. */
export function processingRefusal(
  policy: { requiredBeforeProcessing: boolean },
  contractStatus: ContractStatus | null,
  overridden: boolean,
): Reason | null {
  if (!policy.requiredBeforeProcessing || overridden) return null;
  return contractStatus === 'SIGNED' ? null : 'contract_not_signed';
}
