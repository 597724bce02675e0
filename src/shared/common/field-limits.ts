/**
 * How long each free-text field may be, written once: the zod contracts and shared checks
 * (server and client) and the inputs' `maxLength` (islands) all read these, so the box
 * stops typing exactly where the server would refuse.
 */
export const FIELD_LIMITS = {
  email: 254,
  fullName: 100,
  /** The profile's country code and phone number, as sent (checked further by the profile rules). */
  country: 60,
  phoneNumber: 40,
  productName: 120,
  /** Inquiry and order requirements. */
  requirements: 2000,
  quantity: 40,
  port: 120,
  /** A note on an order's move (the buyer reads it). */
  orderNote: 1000,
  disputeDetails: 4000,
  disputeReply: 4000,
  quoteNote: 2000,
  quoteDeclineReason: 1000,
  quoteNamedPlace: 80,
  suspensionReason: 500,
  imageAlt: 200,
  cannedReplyTitle: 80,
} as const;

/** `toLocaleString` for messages: 'Keep the details under 4,000 characters.' */
export const limitText = (limit: number) => limit.toLocaleString('en-US');
