import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import type { StaffMember } from '../../../shared/staff/staff.ts';
import { $staffMember, requireStaffSession } from '../../../stores/staff-session.ts';

/** The signed-in staff member for a console screen; null until known (the gate redirects otherwise). */
export function useStaffMember(): StaffMember | null {
  const member = useStore($staffMember);
  useEffect(() => {
    void requireStaffSession();
  }, []);
  return member;
}
