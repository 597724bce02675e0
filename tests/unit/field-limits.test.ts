import { describe, expect, test } from 'vitest';
import { ProfileBody } from '../../src/shared/hub/buyer-hub.contract.ts';
import { SuspendBody } from '../../src/shared/buyers/buyers.staff.contract.ts';
import { InviteBody } from '../../src/shared/staff/team.contract.ts';
import { DisputeSchema } from '../../src/shared/disputes/disputes.ts';
import { FIELD_LIMITS } from '../../src/shared/common/field-limits.ts';
import { inquiryErrors } from '../../src/shared/inquiries/inquiries.ts';

const text = (length: number) => 'a'.repeat(length);

/** The inputs' maxLength and the server's checks read the same number: at the limit passes, one more fails. */
describe('field length limits, written once', () => {
  test.each([
    ['profile full name', (n: number) => ProfileBody.safeParse({ fullName: text(n) }).success, FIELD_LIMITS.fullName],
    [
      'dispute details',
      (n: number) => DisputeSchema.safeParse({ subject: 'Other', complaint: text(n) }).success,
      FIELD_LIMITS.disputeDetails,
    ],
    [
      'suspension reason',
      (n: number) => SuspendBody.safeParse({ reason: text(n) }).success,
      FIELD_LIMITS.suspensionReason,
    ],
    [
      'invited full name',
      (n: number) => InviteBody.safeParse({ email: 'a@example.com', fullName: text(n), role: 'agent' }).success,
      FIELD_LIMITS.fullName,
    ],
    [
      'inquiry requirements',
      (n: number) =>
        !inquiryErrors({ productName: 'Cocoa', productDescription: text(n), quantityRequired: '1' }).some(
          (error) => error.field === 'productDescription',
        ),
      FIELD_LIMITS.requirements,
    ],
    [
      'inquiry product name',
      (n: number) =>
        !inquiryErrors({ productName: text(n), productDescription: 'Grade A', quantityRequired: '1' }).some(
          (error) => error.field === 'productName',
        ),
      FIELD_LIMITS.productName,
    ],
  ])('%s: %#', (_name, accepts, limit) => {
    expect(accepts(limit)).toBe(true);
    expect(accepts(limit + 1)).toBe(false);
  });
});
