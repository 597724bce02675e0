import { type SubmitEvent } from 'react';
import { notifySuccess } from '../../../lib/api/report.ts';
import { staffPatch, staffPost } from '../../../lib/api/staff.ts';
import { formatDateTime } from '../../../lib/format/numbers.ts';
import { countOf } from '../../../lib/format/plural.ts';
import type { StaffInvitation, StaffListItem, TeamAnswer } from '../../../shared/staff/team.contract.ts';
import { STAFF_ROLE_LABELS, STAFF_ROLES, type StaffRole } from '../../../shared/staff/permissions.ts';
import type { StaffMember } from '../../../shared/staff/staff.ts';
import { Options, SelectField, SubmitButton, TextField } from '../../shared/FormFields.tsx';
import { useFields } from '../../shared/useFields.ts';
import { SubmitAlerts, useSubmit } from '../../shared/useSubmit.tsx';
import { useAction } from '../shared/useAction.ts';
import { useScreenAccess } from '../shared/useScreenAccess.tsx';
import { useStaffData } from '../shared/useStaffData.ts';
import '../../shared/hub.css';
import '../shared/console.css';

const ROLE_OPTIONS = STAFF_ROLES.map((role) => ({ value: role, label: STAFF_ROLE_LABELS[role] }));

/** Team (admins): the staff list with role and deactivation, invitations by e-mail. */
export default function TeamScreen() {
  const access = useScreenAccess();
  const { allowed } = access;
  const { data: team, reload: load } = useStaffData<TeamAnswer>('staff/users', { enabled: allowed });

  if (!access.ready) return access.gate;
  const { member } = access;

  return (
    <div className="console-screen">
      <InviteForm onInvited={load} />
      <section className="card" aria-labelledby="members-title" aria-busy={!team}>
        <div className="card-head">
          <h2 id="members-title">Staff</h2>
          {team && <span className="muted">{countOf(team.members.length, { one: 'account', other: 'accounts' })}</span>}
        </div>
        <div className="table-scroll">
          <table className="data-table">
            <caption className="visually-hidden">Staff accounts</caption>
            <thead>
              <tr>
                <th scope="col">Name</th>
                <th scope="col">Role</th>
                <th scope="col">Two-step</th>
                <th scope="col">Last sign-in</th>
                <th scope="col">Account</th>
              </tr>
            </thead>
            <tbody>
              {team?.members.map((person) => (
                <MemberRow key={person.id} person={person} me={member} onChanged={load} />
              ))}
            </tbody>
          </table>
        </div>
      </section>
      {team && team.invitations.length > 0 && <Invitations invitations={team.invitations} />}
    </div>
  );
}

function MemberRow({
  person,
  me,
  onChanged,
}: {
  person: StaffListItem;
  me: StaffMember;
  onChanged: () => Promise<void>;
}) {
  const { pending, run } = useAction();
  const self = person.id === me.id;

  const act = (call: () => Promise<unknown>, done: string) =>
    run(call, () => {
      notifySuccess(done);
      return onChanged();
    });
  const change = (body: { role?: StaffRole; active?: boolean }, done: string) =>
    act(() => staffPatch(`staff/users/${person.id}`, body), done);

  // For a member who lost their phone and recovery codes; they enrol again at their next sign-in.
  const resetMfa = () => {
    const question = `Turn off two-step verification for ${person.fullName}? They will be signed out everywhere and must set it up again when they next sign in.`;
    if (!window.confirm(question)) return;
    void act(
      () => staffPost(`staff/users/${person.id}/mfa-reset`),
      `Two-step verification is off for ${person.fullName}; they were told by e-mail.`,
    );
  };

  return (
    <tr>
      <th scope="row">
        {person.fullName}
        {self && <span className="muted"> (you)</span>}
        <br />
        <span className="muted">{person.email}</span>
      </th>
      <td>
        <label className="visually-hidden" htmlFor={`role-${person.id}`}>
          Role of {person.fullName}
        </label>
        <select
          id={`role-${person.id}`}
          className="control"
          value={person.role}
          disabled={self || pending}
          onChange={(e) => {
            const role = e.target.value as StaffRole;
            void change({ role }, `${person.fullName} is now ${STAFF_ROLE_LABELS[role].toLowerCase()}.`);
          }}
        >
          <Options options={ROLE_OPTIONS} />
        </select>
      </td>
      <td>
        <div className="row-actions">
          {person.totpEnabled ? <span className="pill good">On</span> : <span className="pill warn">Off</span>}
          {person.totpEnabled && !self && (
            <button type="button" className="link-button" disabled={pending} onClick={resetMfa}>
              Reset<span className="visually-hidden"> two-step verification of {person.fullName}</span>
            </button>
          )}
        </div>
      </td>
      <td>{person.lastSignedInAt ? formatDateTime(person.lastSignedInAt) : 'Never'}</td>
      <td>
        <div className="row-actions">
          {person.active ? <span className="pill good">Active</span> : <span className="pill bad">Deactivated</span>}
          {!self && (
            <button
              type="button"
              className="link-button"
              disabled={pending}
              onClick={() =>
                void change(
                  { active: !person.active },
                  person.active
                    ? `${person.fullName} is deactivated and was signed out everywhere.`
                    : `${person.fullName} can sign in again.`,
                )
              }
            >
              {person.active ? 'Deactivate' : 'Reactivate'}
              <span className="visually-hidden"> {person.fullName}</span>
            </button>
          )}
        </div>
      </td>
    </tr>
  );
}

/** The invitation's fields, in the order shown (and focused on an error). */
const INVITE_FIELDS = ['email', 'fullName', 'role'] as const;

function InviteForm({ onInvited }: { onInvited: () => Promise<void> }) {
  const submission = useSubmit({ fields: INVITE_FIELDS });
  const { values, setValues, field } = useFields<{ email: string; fullName: string; role: StaffRole }>(
    { email: '', fullName: '', role: 'agent' },
    submission,
    { namesAsIds: true },
  );

  async function submit(event: SubmitEvent) {
    event.preventDefault();
    await submission.send(
      () => staffPost<StaffInvitation>('staff/users', values),
      (invitation) => {
        notifySuccess(`Invitation sent to ${invitation.email}. The link works once, for 48 hours.`);
        setValues((current) => ({ ...current, email: '', fullName: '' }));
        return onInvited();
      },
    );
  }

  return (
    <section className="card" aria-labelledby="invite-title">
      <h2 id="invite-title">Invite a staff member</h2>
      <form ref={submission.ref} className="filters" onSubmit={submit} noValidate>
        <TextField {...field('email')} label="E-mail address" type="email" autoComplete="off" required />
        <TextField {...field('fullName')} label="Full name" autoComplete="off" required />
        <SelectField {...field('role')} label="Role" options={ROLE_OPTIONS} />
        <SubmitAlerts submission={submission} />
        <SubmitButton pending={submission.pending}>Send invitation</SubmitButton>
      </form>
    </section>
  );
}

function Invitations({ invitations }: { invitations: StaffInvitation[] }) {
  return (
    <section className="card" aria-labelledby="invitations-title">
      <h2 id="invitations-title">Waiting invitations</h2>
      <ul className="change-summary">
        {invitations.map((invitation) => (
          <li key={invitation.id}>
            <strong>{invitation.fullName}</strong> ({invitation.email}),{' '}
            {STAFF_ROLE_LABELS[invitation.role].toLowerCase()}, invited by{' '}
            {invitation.invitedByName ?? 'an administrator'}; the link expires {formatDateTime(invitation.expiresAt)}.
          </li>
        ))}
      </ul>
    </section>
  );
}
