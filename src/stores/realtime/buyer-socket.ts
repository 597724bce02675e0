// The buyer's one socket, shared by every island of a buyer page (the Message Center, the
// hub's unread badge, an order page's live updates): signed with the buyer's token, and an
// `unauthorized` refusal ends the session as an HTTP 401 does.
import { endBuyerSession } from '../../lib/api/http.ts';
import { readToken } from '../../lib/session-storage.ts';
import { createAudienceSocket } from './audience-socket.ts';

export const buyerSocket = createAudienceSocket({ readToken, endSession: endBuyerSession });
