// The audit trail in the console, without zod; the schemas live in audit.contract.ts.
export type { AuditEntry, AuditPage, AuditQuery } from './audit.contract.ts';

/** Readable names of the actions the console shows; unknown actions show as written. */
export const AUDIT_ACTION_LABELS: Record<string, string> = {
  'staff.sign-in': 'Signed in',
  'staff.sign-in-failed': 'Failed sign-in',
  'staff.mfa-enable': 'Turned on two-step verification',
  'staff.recovery-codes': 'Made new recovery codes',
  'staff.password-change': 'Changed their password',
  'staff.password-reset': 'Reset their password from the mailed link',
  'order.status': 'Moved an order',
  'order.receipt': 'Decided on a payment proof',
  'order.draft': 'Drafted an order',
  'order.document': 'Added an order document',
  'product.create': 'Added a product',
  'product.update': 'Changed a product',
  'product.publish': 'Published a product',
  'product.unpublish': 'Unpublished a product',
  'product.image.add': 'Added a product picture',
  'product.image.update': 'Changed a product picture',
  'product.image.remove': 'Removed a product picture',
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
};
