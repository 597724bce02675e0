// The Team screen's calls (admins): staff list, invitations, role change and deactivation.
import { z } from 'zod';
import { NewPasswordField } from '../auth-schemas.ts';
import { STAFF_ROLES } from '../permissions.ts';
import { FIELD_LIMITS } from '../field-limits.ts';

const Role = z.enum(STAFF_ROLES, { error: 'Role must be agent or admin.' });

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
  .meta({ id: 'StaffListItem' });
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
  .meta({ id: 'StaffInvitation' });
export type StaffInvitation = z.infer<typeof StaffInvitation>;

/** GET /staff/users: the team, and the invitations not yet accepted (and not expired). */
export const TeamAnswer = z
  .object({ members: z.array(StaffListItem), invitations: z.array(StaffInvitation) })
  .meta({ id: 'TeamAnswer' });
export type TeamAnswer = z.infer<typeof TeamAnswer>;

export const InviteBody = z.object({
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
});
export type InviteInput = z.infer<typeof InviteBody>;

export const StaffUserParams = z.object({ id: z.uuid({ error: 'Staff member id is not valid.' }) });

export const StaffPatchBody = z
  .object({ role: Role.optional(), active: z.boolean({ error: 'active must be true or false.' }).optional() })
  .refine((body) => body.role !== undefined || body.active !== undefined, { error: 'Send a role, active, or both.' });
export type StaffPatchInput = z.infer<typeof StaffPatchBody>;

export const InviteTokenParams = z.object({
  token: z
    .string({ error: 'This invitation link is not valid.' })
    .trim()
    .min(1, 'This invitation link is not valid.')
    .max(200, 'This invitation link is not valid.'),
});
export const AcceptInviteBody = z.object({ password: NewPasswordField });

export const AcceptInviteAnswer = z.object({ email: z.string() }).meta({ id: 'AcceptInviteAnswer' });
