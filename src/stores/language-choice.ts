// One language choice for the whole site (issue 27): the header's switch on public pages, the
// hub's switch and Settings all end here. The choice is kept on the device in the `lang`
// cookie (the server answers public pages by it) and, for a signed-in buyer, in their profile
// too, so their mails and their other devices follow. The device's latest choice wins: a
// visitor who picked French before signing in keeps French, and their profile learns it.
import { atom } from 'nanostores';
import { apiPost } from '../lib/api/http.ts';
import { rememberLocale } from '../lib/i18n/browser-locale.ts';
import type { CurrentUser } from '../shared/common/api-types.ts';
import { cookieLocale, isLocale, type Locale } from '../shared/i18n/locales.ts';
import { $session, updateUser } from './session.ts';

const inBrowser = typeof document !== 'undefined';

/** The language chosen on this device, if any (read by the i18n store, src/stores/locale.ts). */
export const $chosenLocale = atom<Locale | undefined>(inBrowser ? cookieLocale(document.cookie) : undefined);

/** A signed-in buyer's profile learns the choice (their mails follow it); staff have no such setting. */
async function saveInProfile(locale: Locale): Promise<void> {
  const state = $session.get();
  if (state.status !== 'signed-in' || state.user.type !== 'buyer' || state.user.language === locale) return;
  try {
    updateUser(await apiPost<CurrentUser>('buyer-hub/language', { language: locale }));
  } catch (error) {
    // The page already follows the choice; the profile is brought in line on the next page.
    console.warn('could not save the language in the profile', error);
  }
}

/** The reader chose a language: every screen follows now, and the choice is remembered. */
export async function chooseLocale(locale: Locale): Promise<void> {
  rememberLocale(locale);
  $chosenLocale.set(locale);
  await saveInProfile(locale);
}

let following = false;

/**
 * Brings the device's choice and a signed-in buyer's profile together, once per page: the
 * switch of a public page sets only the cookie (it is a plain link), so the profile learns it
 * here; a device with no choice yet (a new phone) takes the profile's.
 */
export function followLanguageChoice(): void {
  if (following || !inBrowser) return;
  following = true;
  $session.subscribe((state) => {
    if (state.status !== 'signed-in' || state.user.type !== 'buyer') return;
    // The cookie as it is now, not as the page found it: a switch's link may have set it since,
    // on its way to the next page, and taking the profile's language then would undo that choice.
    const chosen = cookieLocale(document.cookie);
    if (chosen) void saveInProfile(chosen);
    else if (isLocale(state.user.language)) {
      rememberLocale(state.user.language);
      $chosenLocale.set(state.user.language);
    }
  });
}
