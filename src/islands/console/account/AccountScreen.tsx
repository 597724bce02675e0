import { type SubmitEvent, useState } from 'react';
import { staffGet, staffPost } from '../../../lib/api/staff.ts';
import { goTo } from '../../../lib/navigation.ts';
import { roleNeedsTotp, STAFF_ROLE_LABELS } from '../../../shared/staff/permissions.ts';
import type { MfaEnableAnswer, MfaSetupAnswer, StaffMember } from '../../../shared/staff/staff.ts';
import { updateStaffMember } from '../../../stores/staff-session.ts';
import ChangePasswordForm from '../../shared/ChangePasswordForm.tsx';
import { SubmitButton, TextField } from '../../shared/FormFields.tsx';
import { type FieldBinding, useFields } from '../../shared/useFields.ts';
import { type Submission, SubmitAlerts, useSubmit } from '../../shared/useSubmit.tsx';
import { consoleReturnPath } from '../shared/console-routes.ts';
import { useAction } from '../shared/useAction.ts';
import { useStaffMember } from '../shared/useStaffMember.ts';
import '../../shared/hub.css';
import '../shared/console.css';

/**
 * My account: who is signed in, two-step verification (TOTP) and a new password. Enrolment
 * shows a QR code and the secret once, checks one code, then shows the 10 recovery codes once;
 * once TOTP is on, a current code makes a new set of recovery codes.
 */
export default function AccountScreen() {
  const member = useStaffMember();
  // The codes of an enrolment just finished: shown once, while the whole screen already says "On".
  const [enrolledCodes, setEnrolledCodes] = useState<string[]>();
  if (!member) return <p role="status">Loading your account...</p>;
  const enrolling = new URLSearchParams(window.location.search).has('enrol');

  function enabled(codes: string[]) {
    if (!member) return;
    setEnrolledCodes(codes);
    // The badge, the heading and the console's lock banner change now, not at the next reload.
    updateStaffMember({ ...member, totpEnabled: true });
    void staffGet<StaffMember>('staff/me').then(updateStaffMember, () => undefined);
  }

  return (
    <div className="console-screen">
      <section className="card" aria-labelledby="account-title">
        <h2 id="account-title">Your account</h2>
        <dl className="facts">
          <dt>Name</dt>
          <dd>{member.fullName}</dd>
          <dt>E-mail</dt>
          <dd>{member.email}</dd>
          <dt>Role</dt>
          <dd>{STAFF_ROLE_LABELS[member.role]}</dd>
          <dt>Two-step verification</dt>
          <dd>{member.totpEnabled ? <span className="pill good">On</span> : <span className="pill warn">Off</span>}</dd>
        </dl>
      </section>
      {enrolledCodes ? (
        <EnrolledCodes codes={enrolledCodes} onSaved={() => setEnrolledCodes(undefined)} />
      ) : member.totpEnabled ? (
        <RecoveryCodeRenewal />
      ) : (
        <TotpEnrolment member={member} prompted={enrolling} onEnabled={enabled} />
      )}
      <section className="card" aria-labelledby="password-title">
        <h2 id="password-title">Password</h2>
        <p>Changing it signs you out everywhere else; this browser stays signed in.</p>
        <ChangePasswordForm send={(values) => staffPost('staff/me/password', values)} />
      </section>
    </div>
  );
}

type Step = { name: 'intro' } | { name: 'scan'; setup: MfaSetupAnswer };

function TotpEnrolment({
  member,
  prompted,
  onEnabled,
}: {
  member: StaffMember;
  prompted: boolean;
  onEnabled: (recoveryCodes: string[]) => void;
}) {
  const [step, setStep] = useState<Step>({ name: 'intro' });
  const setup = useAction();
  const submission = useSubmit();
  const { values, field } = useFields({ code: '' }, submission, { namesAsIds: true });
  const next = consoleReturnPath();

  const begin = () =>
    setup.run(
      () => staffPost<MfaSetupAnswer>('staff/mfa/setup'),
      (answer) => setStep({ name: 'scan', setup: answer }),
    );

  async function confirm(event: SubmitEvent) {
    event.preventDefault();
    await submission.send(
      () => staffPost<MfaEnableAnswer>('staff/mfa/enable', values),
      ({ recoveryCodes }) => onEnabled(recoveryCodes),
    );
  }

  return (
    <section className="card" aria-labelledby="totp-title">
      <h2 id="totp-title">Turn on two-step verification</h2>
      {step.name === 'intro' && (
        <>
          <p>
            {member.role === 'admin'
              ? 'Admin features stay locked until two-step verification is on. '
              : member.role === 'editor'
                ? 'Editing and publishing the site stay locked until two-step verification is on. '
                : 'Protect your account: after your password, sign-in will also ask for a code from your phone. '}
            You need an authenticator app such as Google Authenticator, Microsoft Authenticator or 1Password.
          </p>
          <div className="row-actions">
            <button type="button" className="btn btn-primary" onClick={begin} disabled={setup.pending}>
              Set up two-step verification
            </button>
            {prompted && !roleNeedsTotp(member.role) && next && (
              <a href={next} className="btn btn-outline">
                Skip for now
              </a>
            )}
          </div>
        </>
      )}
      {step.name === 'scan' && (
        <ol className="steps">
          <li>
            <p>Scan this QR code with your authenticator app.</p>
            {/* The SVG is drawn by our server from the otpauth URL (the qrcode library); no user input. */}
            <div
              className="qr-code"
              role="img"
              aria-label="QR code for your authenticator app"
              dangerouslySetInnerHTML={{ __html: step.setup.qrCodeSvg }}
            />
            <p>
              Cannot scan? Enter this key by hand: <span className="secret">{step.setup.secret}</span>
            </p>
          </li>
          <li>
            <AppCodeForm submission={submission} code={field('code')} onSubmit={confirm} action="Turn on" />
          </li>
        </ol>
      )}
    </section>
  );
}

/** Right after enrolment: TOTP is on; the recovery codes, once, until the member says they kept them. */
function EnrolledCodes({ codes, onSaved }: { codes: string[]; onSaved: () => void }) {
  const next = consoleReturnPath();
  return (
    <section className="card" aria-labelledby="enrolled-title">
      <h2 id="enrolled-title">Two-step verification is on</h2>
      <p role="status">
        Keep these recovery codes somewhere safe: each one signs you in once if you lose your phone. They are shown only
        now.
      </p>
      <RecoveryCodeList codes={codes} />
      <button type="button" className="btn btn-primary" onClick={() => (next ? goTo(next) : onSaved())}>
        I have saved my recovery codes
      </button>
    </section>
  );
}

/** The codes, with a copy to the clipboard and a text file to keep. */
function RecoveryCodeList({ codes }: { codes: string[] }) {
  const [copied, setCopied] = useState<boolean>();
  const text = `AfriTrade Hub console recovery codes (each works once):\n${codes.join('\n')}\n`;
  const download = `data:text/plain;charset=utf-8,${encodeURIComponent(text)}`;

  async function copy() {
    try {
      await navigator.clipboard.writeText(codes.join('\n'));
      setCopied(true);
    } catch {
      setCopied(false);
    }
  }

  return (
    <>
      <ul className="recovery-codes" aria-label="Recovery codes">
        {codes.map((c) => (
          <li key={c}>{c}</li>
        ))}
      </ul>
      <p className="row-actions">
        <button type="button" className="btn btn-outline" onClick={() => void copy()}>
          Copy the codes
        </button>
        <a className="btn btn-outline" href={download} download="afritrade-hub-recovery-codes.txt">
          Download as a text file
        </a>
        <span aria-live="polite">
          {copied === true && 'Copied.'}
          {copied === false && 'This browser did not allow copying: download them or write them down.'}
        </span>
      </p>
    </>
  );
}

/** Used some recovery codes, or lost the list: a code from the app makes 10 new ones. */
function RecoveryCodeRenewal() {
  const [codes, setCodes] = useState<string[]>();
  const submission = useSubmit();
  const { values, setValues, field } = useFields({ code: '' }, submission, { namesAsIds: true });

  async function renew(event: SubmitEvent) {
    event.preventDefault();
    await submission.send(
      () => staffPost<MfaEnableAnswer>('staff/mfa/recovery-codes', values),
      ({ recoveryCodes }) => {
        setValues({ code: '' });
        setCodes(recoveryCodes);
      },
    );
  }

  return (
    <section className="card" aria-labelledby="recovery-title">
      <h2 id="recovery-title">Recovery codes</h2>
      {codes ? (
        <>
          <p role="status">
            Here are your new recovery codes; the earlier ones no longer work. Keep them somewhere safe: they are shown
            only now.
          </p>
          <RecoveryCodeList codes={codes} />
        </>
      ) : (
        <>
          <p>
            Used some of your recovery codes, or lost the list? Make a new set of 10; the earlier ones stop working.
          </p>
          <AppCodeForm submission={submission} code={field('code')} onSubmit={renew} action="Make new recovery codes" />
        </>
      )}
    </section>
  );
}

/** One code from the authenticator app, and the button that sends it. */
function AppCodeForm({
  submission,
  code,
  onSubmit,
  action,
}: {
  submission: Submission;
  code: FieldBinding;
  onSubmit: (event: SubmitEvent) => Promise<void>;
  action: string;
}) {
  return (
    <form ref={submission.ref} onSubmit={onSubmit} noValidate>
      <TextField {...code} label="Code shown by the app" autoComplete="one-time-code" inputMode="numeric" />
      <SubmitAlerts submission={submission} />
      <SubmitButton pending={submission.pending}>{action}</SubmitButton>
    </form>
  );
}
