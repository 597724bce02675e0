// The console's one socket, shared by the shell (live counts) and every screen: signed with
// the staff session's token (never the buyer's), and an `unauthorized` refusal ends the
// staff session as an HTTP 401 does.
import { endStaffSession } from '../../lib/api/staff.ts';
import { readStaffToken } from '../../lib/staff-session-storage.ts';
import { createAudienceSocket } from './audience-socket.ts';

export const staffSocket = createAudienceSocket({ readToken: readStaffToken, endSession: endStaffSession });
