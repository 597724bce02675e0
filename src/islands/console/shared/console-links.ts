// Console addresses that several screens link to, written once.

/** Draft an order on any terms for a buyer (the order desk). */
export const draftOrderPath = (buyerId: string) => `/console/orders/new?buyerId=${encodeURIComponent(buyerId)}`;

/** The buyer's inquiries, where an agent sends a quote. */
export const quotePath = (buyerId: string) => `/console/inquiries?buyerId=${encodeURIComponent(buyerId)}`;

/** One dispute, opened in the disputes queue. */
export const disputePath = (disputeId: string) => `/console/disputes?id=${encodeURIComponent(disputeId)}`;

/** The agents' inbox, no conversation open. */
export const INBOX_PATH = '/console/inbox';

/** The messages sent with the public contact form, within the inbox. */
export const LEADS_PATH = '/console/inbox/leads';

/** One buyer's conversation, open in the inbox: an address an agent can reload or send a colleague. */
export const conversationPath = (buyerId: string) => `${INBOX_PATH}/${encodeURIComponent(buyerId)}`;
