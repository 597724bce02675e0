// The header's session menu: the buyer's name and Logout when signed in, Login and Sign Up
// otherwise. Loaded by Header.astro once the page has painted.
import { capitalizeFirst } from '../../lib/format/names.ts';
import { followLanguageChoice } from '../../stores/language-choice.ts';
import { $session, loadSession, signOut } from '../../stores/session.ts';
import { wireSignOutButtons } from '../common/sign-out-buttons.ts';

export function showSession() {
  $session.subscribe((state) => {
    const signedIn = state.status === 'signed-in';
    for (const el of document.querySelectorAll<HTMLElement>('.site-header [data-session]')) {
      el.hidden = el.dataset['session'] !== (signedIn ? 'signed-in' : 'signed-out');
    }
    if (state.status === 'signed-in') {
      for (const el of document.querySelectorAll('.site-header [data-user-name]')) {
        el.textContent = capitalizeFirst(state.user.fullName);
      }
    }
  });

  wireSignOutButtons('.site-header [data-logout]', signOut);
  // The header's language switch is a plain link (it sets the cookie): a signed-in buyer's profile learns it here.
  followLanguageChoice();

  void loadSession();
}
