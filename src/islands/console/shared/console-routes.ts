import { consoleHome, CONSOLE_ACCOUNT_PATH } from '../../../config/console-navigation.ts';
import { sameSiteReturnPath } from '../../../shared/auth/return-path.ts';
import type { StaffMember } from '../../../shared/staff/staff.ts';

/** A same-site console path from `?next=`, never an external URL or a buyer page. */
export function consoleReturnPath(): string | undefined {
  const next = new URLSearchParams(window.location.search).get('next');
  return sameSiteReturnPath(next, window.location.origin, '/console/');
}

/**
 * Where a staff member goes after signing in. Without TOTP, the enrolment screen comes first:
 * admins and editors must enrol before their screens work; agents may skip (and are asked again at
 * their next sign-in, until they enrol).
 */
export function afterSignInPath(member: StaffMember): string {
  const home = consoleReturnPath() ?? consoleHome(member.role);
  if (!member.totpEnabled) return `${CONSOLE_ACCOUNT_PATH}?enrol=1&next=${encodeURIComponent(home)}`;
  return home;
}
