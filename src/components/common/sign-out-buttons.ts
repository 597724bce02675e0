// Sign-out buttons (the site header's, the buyer hub's, the console's): each signs its own
// session out; the session store then leaves for the page that area starts from, as the page's
// one navigation (lib/navigation.ts, leavePageAfter).

export function wireSignOutButtons(selector: string, signOut: () => Promise<unknown>) {
  for (const button of document.querySelectorAll(selector)) {
    button.addEventListener('click', () => void signOut());
  }
}
