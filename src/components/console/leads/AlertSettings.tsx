import { useState } from 'react';
import { PUSH_WORKER } from '../../../lib/inbox/push-worker.ts';
import type { StaffSessionBody } from '../use-staff-session.ts';

/** The VAPID key as PushManager.subscribe wants it. */
function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const text = atob(base64url.replace(/-/g, '+').replace(/_/g, '/') + '='.repeat((4 - (base64url.length % 4)) % 4));
  const bytes = new Uint8Array(new ArrayBuffer(text.length));
  for (let i = 0; i < text.length; i += 1) bytes[i] = text.charCodeAt(i);
  return bytes;
}

type Me = { channels: ('sms' | 'push')[]; phone: string | null };

const post = (url: string, body: unknown) =>
  fetch(url, { method: 'POST', credentials: 'same-origin', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });

/**
 * How this person hears of new leads (rule: leads.new-lead-alerts): by SMS to their mobile and/or by
 * push to this device. Push registers the console's service worker (scope /console/ only) and hands
 * this browser's subscription to the server.
 */
export function AlertSettings({ apiBase, person }: { apiBase: string; person: StaffSessionBody['person'] }) {
  const [me, setMe] = useState<Me>({ channels: person.alert_channels.filter((c): c is 'sms' | 'push' => c === 'sms' || c === 'push'), phone: person.phone });
  const [phone, setPhone] = useState(person.phone ?? '');
  const [said, setSaid] = useState<string | null>(null);
  const pushable = typeof window !== 'undefined' && 'serviceWorker' in navigator && 'PushManager' in window;

  const subscribe = async (): Promise<boolean> => {
    const key = ((await (await fetch(`${apiBase}/push-key`, { credentials: 'same-origin' })).json()) as { public_key: string | null }).public_key;
    if (!key) throw new Error('This server sends no push alerts; choose SMS.');
    if ((await Notification.requestPermission()) !== 'granted') throw new Error('This browser blocks notifications from this site.');
    const registration = await navigator.serviceWorker.register(PUSH_WORKER.url, { scope: PUSH_WORKER.scope });
    await navigator.serviceWorker.ready;
    const subscription = await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: keyBytes(key) });
    return (await post(`${apiBase}/push-subscriptions`, subscription.toJSON())).ok;
  };

  const save = async (channels: Me['channels']) => {
    const before = me;
    // The box shows the choice at once; a refusal puts it back.
    setMe({ ...me, channels });
    setSaid(null);
    try {
      if (channels.includes('push') && !before.channels.includes('push') && !(await subscribe())) throw new Error('This device could not be subscribed.');
      const answer = await post(`${apiBase}/alert-channels`, { channels, phone: phone.trim() || null });
      const body = (await answer.json()) as Me & { message?: string; fields?: { phone?: string[] } };
      if (!answer.ok) throw new Error(body.fields?.phone?.[0] ?? body.message ?? 'Not saved.');
      setMe({ channels: body.channels, phone: body.phone });
      setSaid('Alert settings saved.');
    } catch (error) {
      setMe(before);
      setSaid((error as Error).message);
    }
  };

  const toggle = (channel: 'sms' | 'push') => (me.channels.includes(channel) ? me.channels.filter((c) => c !== channel) : [...me.channels, channel]);
  return (
    <fieldset className="inbox-alerts">
      <legend>Tell me of new leads</legend>
      <label>
        <input type="checkbox" checked={me.channels.includes('sms')} onChange={() => void save(toggle('sms'))} /> By SMS to
      </label>
      <input type="tel" aria-label="Mobile for SMS alerts" value={phone} onChange={(e) => setPhone(e.target.value)} inputMode="tel" autoComplete="tel" />
      {pushable && (
        <label>
          <input type="checkbox" checked={me.channels.includes('push')} onChange={() => void save(toggle('push'))} /> By push on this device
        </label>
      )}
      <span aria-live="polite">{said}</span>
    </fieldset>
  );
}
