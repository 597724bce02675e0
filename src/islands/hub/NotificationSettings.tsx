import { type SubmitEvent, useEffect, useState } from 'react';
import { apiDelete, apiGet, apiPost, apiPut } from '../../lib/api/http.ts';
import type { NotificationPreferences } from '../../shared/notifications/types.ts';
import { NOTIFICATION_CHANNELS, NOTIFICATION_TYPES } from '../../shared/notifications/types.ts';
import { messages, useMessages } from '../../stores/locale.ts';
import { SubmitButton } from '../shared/FormFields.tsx';
import { useApiData } from '../shared/useApiData.ts';
import { SubmitAlerts, useSubmit } from '../shared/useSubmit.tsx';
import { Loaded } from './SignedIn.tsx';

const text = messages('hub/notification-settings', {
  title: 'Notifications',
  lead: 'Choose how we tell you about each kind of news. Push and e-mail wait a minute or two, come once per burst, and are not sent for what you have already read.',
  caption: 'Channels for each kind of notification',
  kind: 'Notification',
  inApp: 'In the hub',
  push: 'Push',
  email: 'E-mail',
  save: 'Save notification settings',
  saved: 'Your notification settings are saved.',
  loading: 'Loading your notification settings...',
  failed: 'Your notification settings could not be loaded.',
  quote: 'Quote received or revised',
  'order-status': 'Order status',
  receipt: 'Payment proof verified or rejected',
  document: 'Document added to an order',
  'shipment-milestone': 'Shipment milestone',
  'eta-change': 'Arrival date changed',
  'dispute-reply': 'Reply to a dispute',
  'price-alert': 'Price alert',
  'saved-search': 'New product for a saved search',
  'chat-reply': 'Agent’s reply while you were away',
  deviceTitle: 'Push on this device',
  deviceOn: 'Push notifications are on for this device.',
  deviceOff: 'Push notifications are off for this device.',
  deviceBlocked: 'This browser blocks notifications from our site; allow them in the browser’s site settings first.',
  deviceUnsupported: 'This browser cannot receive push notifications.',
  turnOn: 'Turn on push for this device',
  turnOff: 'Turn off push for this device',
  deviceFailed: 'Push could not be turned on for this device. Try again later.',
});

type DeviceState = 'unknown' | 'on' | 'off' | 'blocked' | 'unsupported';

const pushSupported = () =>
  typeof window !== 'undefined' && 'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window;

/** The subscription of this browser, if it has one (registering the worker if needed). */
async function currentSubscription(): Promise<PushSubscription | null> {
  const registration = await navigator.serviceWorker.register('/push-worker.js');
  return registration.pushManager.getSubscription();
}

/** Push opt-in for this browser: asks permission, subscribes with the server's key, and tells the server. */
function DevicePush() {
  const t = useMessages(text);
  const [state, setState] = useState<DeviceState>('unknown');
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    if (!pushSupported()) return setState('unsupported');
    if (Notification.permission === 'denied') return setState('blocked');
    currentSubscription().then(
      (subscription) => setState(subscription ? 'on' : 'off'),
      () => setState('unsupported'),
    );
  }, []);

  async function turnOn() {
    setBusy(true);
    setFailed(false);
    try {
      if ((await Notification.requestPermission()) !== 'granted') return setState('blocked');
      const registration = await navigator.serviceWorker.register('/push-worker.js');
      const { publicKey } = await apiGet<{ publicKey: string }>('push/public-key');
      const subscription =
        (await registration.pushManager.getSubscription()) ??
        (await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: publicKey }));
      await apiPost('push/subscriptions', subscription.toJSON());
      setState('on');
    } catch {
      setFailed(true);
    } finally {
      setBusy(false);
    }
  }

  async function turnOff() {
    setBusy(true);
    try {
      const subscription = await currentSubscription();
      if (subscription) {
        await apiDelete('push/subscriptions', { endpoint: subscription.endpoint });
        await subscription.unsubscribe();
      }
      setState('off');
    } finally {
      setBusy(false);
    }
  }

  const status = {
    unknown: '',
    on: t.deviceOn,
    off: t.deviceOff,
    blocked: t.deviceBlocked,
    unsupported: t.deviceUnsupported,
  }[state];
  return (
    <div className="device-push">
      <h3>{t.deviceTitle}</h3>
      <p role="status">{status}</p>
      {state === 'off' && (
        <button type="button" className="btn btn-outline" disabled={busy} onClick={() => void turnOn()}>
          {t.turnOn}
        </button>
      )}
      {state === 'on' && (
        <button type="button" className="btn btn-outline" disabled={busy} onClick={() => void turnOff()}>
          {t.turnOff}
        </button>
      )}
      {failed && <p role="alert">{t.deviceFailed}</p>}
    </div>
  );
}

function PreferencesForm({ initial }: { initial: NotificationPreferences }) {
  const t = useMessages(text);
  const [values, setValues] = useState(initial);
  const submission = useSubmit({ success: t.saved });

  async function save(event: SubmitEvent) {
    event.preventDefault();
    await submission.send(
      () => apiPut<NotificationPreferences>('notifications/preferences', values),
      (saved) => setValues(saved),
    );
  }

  return (
    <form ref={submission.ref} onSubmit={save} noValidate aria-label={t.title}>
      <div className="table-scroll">
        <table className="preferences-table" role="table">
          <caption className="visually-hidden">{t.caption}</caption>
          <thead role="rowgroup">
            <tr role="row">
              <th scope="col" role="columnheader">
                {t.kind}
              </th>
              {NOTIFICATION_CHANNELS.map((channel) => (
                <th scope="col" role="columnheader" key={channel}>
                  {t[channel]}
                </th>
              ))}
            </tr>
          </thead>
          <tbody role="rowgroup">
            {NOTIFICATION_TYPES.map((type) => (
              <tr key={type} role="row">
                <th scope="row" role="rowheader">
                  {t[type]}
                </th>
                {NOTIFICATION_CHANNELS.map((channel) => (
                  <td key={channel} role="cell" data-label={t[channel]}>
                    <input
                      type="checkbox"
                      aria-label={`${t[type]}: ${t[channel]}`}
                      checked={values[type][channel]}
                      onChange={(event) =>
                        setValues((current) => ({
                          ...current,
                          [type]: { ...current[type], [channel]: event.target.checked },
                        }))
                      }
                    />
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <SubmitAlerts submission={submission} />
      <div className="form-actions">
        <SubmitButton pending={submission.pending}>{t.save}</SubmitButton>
      </div>
    </form>
  );
}

/** Settings' notifications: the types x channels table, and push on this device. */
export default function NotificationSettings() {
  const t = useMessages(text);
  const preferences = useApiData<NotificationPreferences>('notifications/preferences');
  return (
    <section className="card notification-settings" id="notifications" aria-labelledby="notifications-title">
      <h2 id="notifications-title">{t.title}</h2>
      <p>{t.lead}</p>
      <Loaded data={preferences} loading={t.loading} failed={t.failed}>
        {(initial) => <PreferencesForm initial={initial} />}
      </Loaded>
      <DevicePush />
    </section>
  );
}
