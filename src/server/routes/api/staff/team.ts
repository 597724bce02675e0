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
import { created, ok } from '../../../http/envelope.ts';
import { signedInCalls } from '../../../http/route-options.ts';
import { changeStaffMember, inviteStaff, listTeam, resetStaffMfa } from '../../../services/team.service.ts';

const call = signedInCalls(['Team']);

/** The Team screen (admins): staff list, invitations, role change, deactivation, two-step verification reset. */
const team: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.authorize('team.manage'));

  app.get(
    '/staff/users',
    call('The staff and the invitations still open', {}, { 200: TeamAnswer }, [401, 403, 429, 500]),
    async (request) => ok(await listTeam(request.ctx)),
  );

  app.post(
    '/staff/users',
    call(
      'Invite a staff member by e-mail, with their role',
      {
        description: 'Mails a single-use invitation link (48 h) to APP_URL/console/invite/{token}.',
        body: InviteBody,
      },
      { 201: StaffInvitation },
      [400, 401, 403, 409, 429, 500],
    ),
    async (request, reply) => created(reply, await inviteStaff(request.ctx, request.body)),
  );

  app.patch(
    '/staff/users/:id',
    call(
      'Change a staff member’s role, or deactivate or reactivate them',
      {
        description: 'Changes the role and/or deactivates (ending every session and socket at once) or reactivates.',
        params: StaffUserParams,
        body: StaffPatchBody,
      },
      { 200: StaffListItem },
      [400, 401, 403, 404, 409, 429, 500],
    ),
    async (request) => ok(await changeStaffMember(request.ctx, { id: request.params.id, ...request.body })),
  );

  app.post(
    '/staff/users/:id/mfa-reset',
    call(
      'Turn off a staff member’s two-step verification',
      {
        description:
          "For a member who lost their phone and recovery codes: turns their two-step verification off, ends every session and socket, and mails them; they enrol again at the next sign-in. Not on one's own account.",
        params: StaffUserParams,
        body: EmptyBody,
      },
      { 200: StaffListItem },
      [400, 401, 403, 404, 409, 429, 500],
    ),
    async (request) => ok(await resetStaffMfa(request.ctx, request.params.id)),
  );
};

export default team;
