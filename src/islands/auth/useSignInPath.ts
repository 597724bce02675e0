import { useEffect, useState } from 'react';
import { signInPath, signInPathFrom } from '../../shared/auth/sign-in-paths.ts';

/**
 * Where the forgot- and reset-password pages send their reader to sign in. The pages are
 * pre-rendered with the buyers' sign-in; a link meant for staff names the console, which is
 * read once in the browser (after hydration, so the first render matches the HTML).
 */
export function useSignInPath(): string {
  const [path, setPath] = useState(signInPath('buyer'));
  useEffect(() => setPath(signInPathFrom(window.location.search)), []);
  return path;
}
