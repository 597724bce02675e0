import { computed } from 'nanostores';
import { $session } from './session.ts';

/** The signed-in user, or null. */
export const $currentUser = computed($session, (state) => (state.status === 'signed-in' ? state.user : null));
