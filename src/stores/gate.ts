import { goToLogin, goToNoConnection } from '../lib/navigation.ts';
import { loadSession } from './session.ts';

/**
 * The protected-route gate of docs/product/site.md: no user sends the visitor to /login (and back
 * here after signing in); a check that fails without an answer goes to /no-connection.
 */
export async function requireSignedIn(): Promise<boolean> {
  const state = await loadSession();
  if (state.status === 'signed-in') return true;
  if (state.status === 'offline') goToNoConnection();
  else goToLogin();
  return false;
}
