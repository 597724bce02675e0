// The header's session menu: the buyer's name and Logout when signed in, Login and Sign Up
// otherwise. Loaded by Header.astro once the page has painted.
import { capitalizeFirst } from '../../lib/format/names.ts';
import { $session, loadSession, signOut } from '../../stores/session.ts';

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

  for (const button of document.querySelectorAll('.site-header [data-logout]')) {
    button.addEventListener('click', async () => {
      await signOut();
      window.location.assign('/');
    });
  }

  void loadSession();
}
