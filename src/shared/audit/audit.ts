// The audit trail in the console, without zod; the schemas live in audit.contract.ts.
export type { AuditEntry, AuditFilters, AuditPage, AuditQuery } from './audit.contract.ts';

/** Readable names of the actions the console shows; unknown actions show as written. */
export const AUDIT_ACTION_LABELS: Record<string, string> = {
  'staff.sign-in': 'Signed in',
  'staff.sign-in-failed': 'Failed sign-in',
  'staff.mfa-enable': 'Turned on two-step verification',
  'staff.recovery-codes': 'Made new recovery codes',
  'staff.password-change': 'Changed their password',
  'staff.password-reset': 'Reset their password from the mailed link',
  'order.status': 'Moved an order',
  'lead.reply': 'Answered a website lead',
  'order.receipt': 'Decided on a payment proof',
  'order.draft': 'Drafted an order',
  'order.document': 'Added an order document',
  'order.shipment': 'Entered a shipment',
  'order.milestone': 'Recorded a shipment milestone',
  'product.create': 'Added a product',
  'product.update': 'Changed a product',
  'product.publish': 'Published a product',
  'product.unpublish': 'Unpublished a product',
  'product.image.add': 'Added a product picture',
  'product.image.update': 'Changed a product picture',
  'product.image.remove': 'Removed a product picture',
  'content.publish': 'Published the site content',
  'content.rollback': 'Rolled the site content back',
  'team.invite': 'Invited a staff member',
  'team.invite-accept': 'Accepted an invitation',
  'team.role-change': 'Changed a role',
  'team.deactivate': 'Deactivated a staff member',
  'team.reactivate': 'Reactivated a staff member',
  'team.mfa-reset': 'Reset two-step verification',
  'buyer.suspend': 'Suspended a buyer',
  'buyer.reinstate': 'Reinstated a buyer',
  'quote.send': 'Sent a quote',
  'quote.accept': 'Buyer accepted a quote',
  'quote.decline': 'Buyer declined a quote',
  'payment-instructions.create': 'Set payment instructions',
  'payment-instructions.update': 'Changed payment instructions',
  'payment-instructions.delete': 'Removed payment instructions',
  'screening.list-import': 'Loaded a sanctions list',
  'screening.screen': 'Screened against the sanctions list',
  'screening.decide': 'Decided on a sanctions screening match',
};

/** One field an entry changed: its name and its value before and after (undefined: not there). */
export interface FieldChange {
  field: string;
  before: unknown;
  after: unknown;
}

/** Values compared by content, so an unchanged list or object is not reported as changed. */
const same = (a: unknown, b: unknown): boolean => JSON.stringify(a) === JSON.stringify(b);

/**
 * The fields an entry actually changed. Entries of a creation (no `before`) or a removal (no
 * `after`) list every field they carry; an edit lists only the fields whose value differs.
 */
export function changedFields(
  before: Record<string, unknown> | null,
  after: Record<string, unknown> | null,
): FieldChange[] {
  const fields = [...new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])];
  return fields
    .map((field) => ({ field, before: before?.[field], after: after?.[field] }))
    .filter((change) => !before || !after || !same(change.before, change.after));
}

/** "countryOfOrigin" -> "country of origin": field names as words. */
export const fieldLabel = (field: string): string =>
  field
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[_-]+/g, ' ')
    .toLowerCase();

/**
 * A value as a person reads it: lists joined, objects as "key value" pairs, nothing as "—"
 * (origins read "NG 1,420; CI 1,400" rather than raw JSON).
 */
export function readableValue(value: unknown): string {
  if (value === null || value === undefined || value === '') return '—';
  if (Array.isArray(value)) return value.length === 0 ? '—' : value.map(readableValue).join('; ');
  if (typeof value === 'number') return value.toLocaleString('en-US', { maximumFractionDigits: 2 });
  if (typeof value === 'boolean') return value ? 'yes' : 'no';
  if (typeof value === 'object') {
    // Names before amounts ("NG 1,420"), whatever order the database kept the keys in.
    const values = Object.values(value as Record<string, unknown>);
    const words = values.filter((item) => typeof item !== 'number');
    const numbers = values.filter((item) => typeof item === 'number');
    return [...words, ...numbers].map(readableValue).join(' ');
  }
  return String(value);
}
