// The buyer's CSV exports (GET /buyer-hub/orders.csv, /buyer-hub/inquiries.csv): their own
// orders and inquiries, the rows of My Orders and My Inquiries, filtered by the header's search
// with the rule the tables use.
import { matchesSearch } from '../../../shared/hub/buyer-hub.ts';
import type { HubExportQuery } from '../../../shared/exports/exports.contract.ts';
import {
  INQUIRY_STATUS_LABELS,
  ORDER_STATUS_LABELS,
  PAYMENT_TERM_LABELS,
  SHIPPING_TERM_LABELS,
} from '../../../shared/common/enums.ts';
import { CSV_FORMATS } from '../../../shared/exports/exports.ts';
import { countryIn } from '../../../shared/i18n/country-names.ts';
import { FRENCH_LABELS } from '../../../shared/i18n/labels-fr.ts';
import type { Locale } from '../../../shared/i18n/locales.ts';
import { destinationCountryCode, type Inquiry, inquirySearchText } from '../../../shared/inquiries/inquiries.ts';
import { findUserById } from '../../db/queries/users.queries.ts';
import { orderSearchText } from '../../../shared/orders/order-answers.ts';
import type { OrderListItem } from '../../../shared/orders/orders.contract.ts';
import { inquiryListPage } from '../../db/queries/inquiries.queries.ts';
import { orderListPage } from '../../db/queries/orders.queries.ts';
import type { CsvCell, CsvColumn, CsvExport } from '../../http/csv-answer.ts';
import { actor, type ServiceContext } from '../context.ts';
import { everyRow, keepRows, quantityCell } from './pages.ts';

/** A column's header in each language the buyer may read. */
type Words = Record<Locale, string>;

/** A state or term's name in the buyer's language, as the hub shows it ("Pending", "En attente"). */
function labelIn(locale: Locale, kind: string, code: string | null, english: Record<string, string>): string | null {
  if (code === null) return null;
  return (locale === 'fr' ? FRENCH_LABELS[`${kind}.${code}`] : undefined) ?? english[code] ?? code;
}

const yesNo = (locale: Locale, value: boolean) => (locale === 'fr' ? (value ? 'Oui' : 'Non') : value ? 'Yes' : 'No');

/** Columns with their headers in the reader's language. */
const inLocale = <Row>(locale: Locale, columns: { header: Words; cell: (row: Row, locale: Locale) => CsvCell }[]) =>
  columns.map(({ header, cell }): CsvColumn<Row> => ({ header: header[locale], cell: (row) => cell(row, locale) }));

/** The buyer's orders as My Orders lists them, with words instead of codes (issue 41). */
export const buyerOrderColumns = (locale: Locale) =>
  inLocale<OrderListItem>(locale, [
    { header: { en: 'Order number', fr: 'Numéro de commande' }, cell: (order) => order.orderNumber },
    { header: { en: 'Placed at (UTC)', fr: 'Passée le (UTC)' }, cell: (order) => order.createdAt },
    { header: { en: 'Product', fr: 'Produit' }, cell: (order) => order.productName },
    { header: { en: 'Quantity (MT)', fr: 'Quantité (t)' }, cell: (order) => order.quantityOrdered },
    {
      header: { en: 'Shipping terms', fr: 'Conditions de livraison' },
      cell: (order, l) => labelIn(l, 'shipping', order.incoterm, SHIPPING_TERM_LABELS),
    },
    { header: { en: 'Shipping type', fr: 'Type d’expédition' }, cell: (order) => order.shippingType },
    {
      header: { en: 'Payment terms', fr: 'Conditions de paiement' },
      cell: (order, l) => labelIn(l, 'payment', order.paymentTerm, PAYMENT_TERM_LABELS),
    },
    { header: { en: 'Cost (USD)', fr: 'Montant (USD)' }, cell: (order) => order.cost },
    {
      header: { en: 'Status', fr: 'Statut' },
      cell: (order, l) => labelIn(l, 'order', order.status, ORDER_STATUS_LABELS),
    },
    {
      header: { en: 'Approved by you', fr: 'Approuvée par vous' },
      cell: (order, l) => yesNo(l, order.buyerApproved),
    },
  ]);

/** The buyer's inquiries as My Inquiries lists them, with words instead of codes (issue 41). */
export const buyerInquiryColumns = (locale: Locale) =>
  inLocale<Inquiry>(locale, [
    { header: { en: 'Sent at (UTC)', fr: 'Envoyée le (UTC)' }, cell: (inquiry) => inquiry.createdAt },
    { header: { en: 'Product', fr: 'Produit' }, cell: (inquiry) => inquiry.productName },
    { header: { en: 'Requirements', fr: 'Exigences' }, cell: (inquiry) => inquiry.productDescription },
    { header: { en: 'Quantity (MT)', fr: 'Quantité (t)' }, cell: (inquiry) => quantityCell(inquiry.quantityRequired) },
    {
      header: { en: 'Shipping terms', fr: 'Conditions de livraison' },
      cell: (inquiry, l) => labelIn(l, 'shipping', inquiry.termsOfTrade, SHIPPING_TERM_LABELS),
    },
    {
      header: { en: 'Payment terms', fr: 'Conditions de paiement' },
      cell: (inquiry, l) => labelIn(l, 'payment', inquiry.paymentTerms, PAYMENT_TERM_LABELS),
    },
    { header: { en: 'Destination', fr: 'Destination' }, cell: (inquiry, l) => destinationIn(inquiry.destinationPort, l) },
    {
      header: { en: 'Status', fr: 'Statut' },
      cell: (inquiry, l) => labelIn(l, 'inquiry', inquiry.status, INQUIRY_STATUS_LABELS),
    },
  ]);

/** The destination country (stored by its English name) in the reader's language. */
function destinationIn(english: string | null, locale: Locale): string | null {
  const code = english ? destinationCountryCode(english) : undefined;
  return english && code ? countryIn(code, english, locale) : english;
}

/** The English files, for the API description's example header rows. */
export const BUYER_ORDER_COLUMNS = buyerOrderColumns('en');
export const BUYER_INQUIRY_COLUMNS = buyerInquiryColumns('en');

/** The buyer's language (their account's), which their exports are written in. */
async function buyerLocale(ctx: ServiceContext): Promise<Locale> {
  return (await findUserById(ctx.db, actor(ctx).id))?.language ?? 'en';
}

/** Rows kept by the hub's search box, as DataTable keeps them on screen. */
const searched = <Row>(rows: AsyncIterable<Row>, q: string | undefined, text: (row: Row) => string) =>
  q ? keepRows(rows, (row) => matchesSearch(text(row), q)) : rows;

export async function buyerOrdersExport(ctx: ServiceContext, query: HubExportQuery): Promise<CsvExport<OrderListItem>> {
  const buyerId = actor(ctx).id;
  const locale = await buyerLocale(ctx);
  const rows = everyRow((page) => orderListPage(ctx.db, buyerId, page));
  return {
    columns: buyerOrderColumns(locale),
    rows: searched(rows, query.q, orderSearchText),
    format: CSV_FORMATS[locale],
  };
}

export async function buyerInquiriesExport(ctx: ServiceContext, query: HubExportQuery): Promise<CsvExport<Inquiry>> {
  const buyerId = actor(ctx).id;
  const now = ctx.now();
  const locale = await buyerLocale(ctx);
  const rows = everyRow((page) => inquiryListPage(ctx.db, buyerId, now, page));
  return {
    columns: buyerInquiryColumns(locale),
    rows: searched(rows, query.q, inquirySearchText),
    format: CSV_FORMATS[locale],
  };
}
