import { useStore } from '@nanostores/react';
import type { ReactNode } from 'react';
import type { CurrentUser } from '../../shared/common/api-types.ts';
import { $currentUser } from '../../stores/current-user.ts';
import { messages, useMessages } from '../../stores/locale.ts';
import type { ApiData } from '../shared/useApiData.ts';
import '../shared/hub.css';

const text = messages('hub/signed-in', { loading: 'Loading your account...' });

/** docs/product/screens.md: a loading screen shows while buyer data loads. */
export function LoadingScreen({ label }: { label?: string }) {
  const t = useMessages(text);
  return (
    <div className="loading-screen" role="status" aria-live="polite">
      <span className="visually-hidden">{label ?? t.loading}</span>
      <div className="skeleton" />
      <div className="skeleton" style={{ minHeight: 240 }} />
    </div>
  );
}

/** A hub section's data as it loads: the loading screen, then the data, or `failed` when it could not load. */
export function Loaded<T>({
  data,
  loading,
  failed,
  children,
}: {
  data: ApiData<T>;
  loading: string;
  failed: string;
  children: (data: T) => ReactNode;
}) {
  if (data.state === 'loaded') return <>{children(data.data)}</>;
  if (data.state === 'loading') return <LoadingScreen label={loading} />;
  return <p role="alert">{failed}</p>;
}

/**
 * Renders a hub screen once the current user is known. HubLayout's gate sends everyone
 * else to sign-in, so until then only the loading screen shows.
 */
export default function SignedIn({ children }: { children: (user: CurrentUser) => ReactNode }) {
  const user = useStore($currentUser);
  return user ? <>{children(user)}</> : <LoadingScreen />;
}
