import type { ReactElement } from 'react';
import { screenPermission } from '../../../config/console-navigation.ts';
import { can } from '../../../shared/staff/permissions.ts';
import type { StaffMember } from '../../../shared/staff/staff.ts';
import NotAllowed from './NotAllowed.tsx';
import { useStaffMember } from './useStaffMember.ts';

/**
 * Whether the signed-in staff member may use this screen, by the permission the console's
 * navigation gives its address (screenPermission). Until they may, `gate` is what the screen
 * shows instead (loading, or "not available for your role"); `allowed` lets the screen's data
 * hooks wait for it.
 */
export type ScreenAccess =
  | { ready: false; allowed: false; member: StaffMember | null; gate: ReactElement }
  | { ready: true; allowed: true; member: StaffMember; gate: null };

export function useScreenAccess(path = window.location.pathname): ScreenAccess {
  const member = useStaffMember();
  if (!member) return { ready: false, allowed: false, member, gate: <p role="status">Loading...</p> };
  const permission = screenPermission(path);
  if (permission && !can(member.role, permission)) {
    return { ready: false, allowed: false, member, gate: <NotAllowed /> };
  }
  return { ready: true, allowed: true, member, gate: null };
}
