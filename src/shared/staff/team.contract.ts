// The Team screen's calls (admins): staff list, invitations, role change and deactivation.
import { z } from 'zod';
import { NewPasswordField } from '../auth/auth-schemas.ts';
import { STAFF_ROLES } from './permissions.ts';
import { FIELD_LIMITS } from '../common/field-limits.ts';

const Role = z.enum(STAFF_ROLES, { error: 'Role must be agent, editor or admin.' });

const STAFF_LIST_ITEM_EXAMPLE = {
  id: '8c1f2d7e-3b4a-4f5e-9a6b-7c8d9e0f1a2b',
  fullName: 'Kofi Mensah',
  email: 'kofi.mensah@afritradehub.com',
  role: 'agent',
  active: true,
  totpEnabled: true,
  lastSignedInAt: '2026-11-22T07:45:00.000Z',
  createdAt: '2026-03-14T10:00:00.000Z',
} as const;

const STAFF_INVITATION_EXAMPLE = {
  id: 'e2a4c6b8-1d3f-4a5b-8c7d-9e0f1a2b3c4d',
  email: 'fatou.diarra@afritradehub.com',
  fullName: 'Fatou Diarra',
  role: 'agent',
  invitedByName: 'Ngozi Okafor',
  expiresAt: '2026-11-30T09:00:00.000Z',
  createdAt: '2026-11-23T09:00:00.000Z',
} as const;

export const StaffListItem = z
  .object({
    id: z.uuid(),
    fullName: z.string(),
    email: z.string(),
    role: Role,
    active: z.boolean(),
    totpEnabled: z.boolean(),
    lastSignedInAt: z.string().nullable(),
    createdAt: z.string(),
  })
  .meta({ id: 'StaffListItem', example: STAFF_LIST_ITEM_EXAMPLE });
export type StaffListItem = z.infer<typeof StaffListItem>;

export const StaffInvitation = z
  .object({
    id: z.uuid(),
    email: z.string(),
    fullName: z.string(),
    role: Role,
    invitedByName: z.string().nullable(),
    expiresAt: z.string(),
    createdAt: z.string(),
  })
  .meta({ id: 'StaffInvitation', example: STAFF_INVITATION_EXAMPLE });
export type StaffInvitation = z.infer<typeof StaffInvitation>;

/** GET /staff/users: the team, and the invitations not yet accepted (and not expired). */
export const TeamAnswer = z
  .object({ members: z.array(StaffListItem), invitations: z.array(StaffInvitation) })
  .meta({ id: 'TeamAnswer', example: { members: [STAFF_LIST_ITEM_EXAMPLE], invitations: [STAFF_INVITATION_EXAMPLE] } });
export type TeamAnswer = z.infer<typeof TeamAnswer>;

export const InviteBody = z
  .object({
    email: z
      .string({ error: 'E-mail address is required' })
      .trim()
      .toLowerCase()
      .min(1, 'E-mail address is required')
      .max(FIELD_LIMITS.email, `E-mail address must be at most ${FIELD_LIMITS.email} characters`)
      .pipe(z.email({ error: 'Enter a valid e-mail address, like name@company.com' })),
    fullName: z
      .string({ error: 'Full name is required' })
      .trim()
      .min(1, 'Full name is required')
      .max(FIELD_LIMITS.fullName, `Full name must be at most ${FIELD_LIMITS.fullName} characters`),
    role: Role,
  })
  .meta({ example: { email: 'fatou.diarra@afritradehub.com', fullName: 'Fatou Diarra', role: 'agent' } });
export type InviteInput = z.infer<typeof InviteBody>;

export const StaffUserParams = z.object({ id: z.uuid({ error: 'Staff member id is not valid.' }) });

export const StaffPatchBody = z
  .object({ role: Role.optional(), active: z.boolean({ error: 'active must be true or false.' }).optional() })
  .refine((body) => body.role !== undefined || body.active !== undefined, { error: 'Send a role, active, or both.' })
  .meta({ example: { role: 'admin', active: true } });
export type StaffPatchInput = z.infer<typeof StaffPatchBody>;

export const InviteTokenParams = z.object({
  token: z
    .string({ error: 'This invitation link is not valid.' })
    .trim()
    .min(1, 'This invitation link is not valid.')
    .max(200, 'This invitation link is not valid.'),
});
export const AcceptInviteBody = z
  .object({ password: NewPasswordField })
  .meta({ example: { password: 'Cocoa#Douala2026' } });

export const AcceptInviteAnswer = z
  .object({ email: z.string() })
  .meta({ id: 'AcceptInviteAnswer', example: { email: 'fatou.diarra@afritradehub.com' } });
