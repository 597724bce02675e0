import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  InviteBody,
  StaffInvitation,
  StaffListItem,
  StaffPatchBody,
  StaffUserParams,
  TeamAnswer,
} from '../../../../shared/staff/team.contract.ts';
import { EmptyBody } from '../../../../shared/staff/staff.contract.ts';
import { ok } from '../../../http/envelope.ts';
import { replies, signedIn } from '../../../http/responses.ts';
import { currentUser } from '../../../plugins/auth.ts';
import { closeUserSockets } from '../../../realtime/session-sockets.ts';
import {
  changeStaffMember,
  inviteStaff,
  listTeam,
  resetStaffMfa,
  type TeamContext,
} from '../../../services/team.service.ts';

const tags = ['Team'];

/** The Team screen (admins): staff list, invitations, role change, deactivation, two-step verification reset. */
const team: FastifyPluginAsyncZod = async (app) => {
  /** What the team services read from the app: its database, public address and clock. */
  const teamContext = (): TeamContext => ({ db: app.db, appUrl: app.env.APP_URL, clock: app.clock });

  app.addHook('onRequest', app.authorize('team.manage'));

  app.get(
    '/staff/users',
    { schema: { tags, response: replies({ 200: TeamAnswer }, [401, 403, 429, 500]), security: signedIn } },
    async () => ok(await listTeam(app.db, app.clock())),
  );

  app.post(
    '/staff/users',
    {
      schema: {
        tags,
        description: 'Mails a single-use invitation link (48 h) to APP_URL/console/invite/{token}.',
        body: InviteBody,
        response: replies({ 201: StaffInvitation }, [400, 401, 403, 409, 429, 500]),
        security: signedIn,
      },
    },
    async (request, reply) => {
      const invitation = await inviteStaff(teamContext(), currentUser(request), request.body);
      return reply.status(201).send(ok(invitation));
    },
  );

  app.patch(
    '/staff/users/:id',
    {
      schema: {
        tags,
        description: 'Changes the role and/or deactivates (ending every session and socket at once) or reactivates.',
        params: StaffUserParams,
        body: StaffPatchBody,
        response: replies({ 200: StaffListItem }, [400, 401, 403, 404, 409, 429, 500]),
        security: signedIn,
      },
    },
    async (request) => {
      const { member, endedSessions } = await changeStaffMember(
        app.db,
        currentUser(request).id,
        request.params.id,
        request.body,
      );
      if (endedSessions) closeUserSockets(app.io, member.id);
      return ok(member);
    },
  );

  app.post(
    '/staff/users/:id/mfa-reset',
    {
      schema: {
        tags,
        description:
          "For a member who lost their phone and recovery codes: turns their two-step verification off, ends every session and socket, and mails them; they enrol again at the next sign-in. Not on one's own account.",
        params: StaffUserParams,
        body: EmptyBody,
        response: replies({ 200: StaffListItem }, [400, 401, 403, 404, 409, 429, 500]),
        security: signedIn,
      },
    },
    async (request) => {
      const member = await resetStaffMfa(teamContext(), currentUser(request), request.params.id);
      closeUserSockets(app.io, member.id);
      return ok(member);
    },
  );
};

export default team;
