// Sign-out buttons (the site header's, the buyer hub's, the console's): each signs its own
// session out, then leaves for the page that area starts from.

export function wireSignOutButtons(selector: string, signOut: () => Promise<unknown>, destination: string) {
  for (const button of document.querySelectorAll(selector)) {
    button.addEventListener('click', async () => {
      await signOut();
      window.location.assign(destination);
    });
  }
}
