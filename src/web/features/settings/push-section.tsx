import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useState } from 'react';
import type { PushDevice } from '../../../shared/api/push';
import { errorMessage } from '../../lib/error-message';
import { longDate, timeAgo } from '../../lib/time-ago';
import { Button } from '../../ui/button';
import { Card } from '../../ui/card';
import { ErrorText } from '../../ui/error-text';
import { toast } from '../../ui/toast';
import { fetchPushKey, pushDevicesKey, removeDevice, saveSubscription, usePushDevices } from './push-api';
import { pushRegistration, subscribeBody, subscribeThisBrowser } from './push-device';

/**
 * Settings → "Notifications on this device": a switch that subscribes this browser to the
 * member's pushes (or stops them), and every device that receives them, each with a Remove.
 */
export function PushSection() {
  const queryClient = useQueryClient();
  // undefined while the browser is asked; null when it cannot receive pushes (or has none).
  const [registration, setRegistration] = useState<ServiceWorkerRegistration | null>();
  const [subscription, setSubscription] = useState<PushSubscription | null>();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');

  useEffect(() => {
    let current = true;
    void (async () => {
      const found = await pushRegistration().catch(() => null);
      const existing = found ? await found.pushManager.getSubscription().catch(() => null) : null;
      if (!current) return;
      setRegistration(found);
      setSubscription(existing);
    })();
    return () => {
      current = false;
    };
  }, []);

  const endpoint = registration === undefined ? undefined : (subscription?.endpoint ?? null);
  const devices = usePushDevices(endpoint);
  const refresh = () => queryClient.invalidateQueries({ queryKey: pushDevicesKey });

  /** Runs one change of the switch or a Remove, with its words for a failure. */
  async function act(work: () => Promise<void>, fallback: string) {
    setBusy(true);
    setError('');
    try {
      await work();
    } catch (caught) {
      setError(errorMessage(caught, fallback));
    } finally {
      setBusy(false);
      await refresh();
    }
  }

  const turnOn = (reg: ServiceWorkerRegistration) =>
    act(async () => {
      const { publicKey } = await fetchPushKey();
      const created = await subscribeThisBrowser(reg, publicKey);
      try {
        await saveSubscription(subscribeBody(created));
      } catch (caught) {
        // The club does not know this subscription: do not leave the browser subscribed.
        await created.unsubscribe().catch(() => undefined);
        throw caught;
      }
      setSubscription(created);
      toast('Notifications are on for this device.');
    }, 'Notifications could not be turned on. Please try again.');

  /** Removes a device; this browser's own row also ends its subscription here. */
  const remove = (device: PushDevice | undefined) =>
    act(async () => {
      if (device) await removeDevice(device.id);
      if (subscription && (!device || device.current)) {
        await subscription.unsubscribe().catch(() => undefined);
        setSubscription(null);
      }
      toast(device && !device.current ? `Removed ${device.label}` : 'Notifications are off for this device.');
    }, 'That did not work. Please try again.');

  const list = devices.data?.devices ?? [];
  const thisDevice = list.find((device) => device.current);
  // Subscribed here but not on the club's list (removed from another device): shown off, and
  // turning it on sends the same subscription again.
  const on = Boolean(subscription) && (!devices.data || Boolean(thisDevice));

  return (
    <Card as="section" className="settings-section" aria-labelledby="settings-push">
      <h2 id="settings-push">Notifications on this device</h2>
      {registration === null && (
        <p>
          This browser cannot receive the club’s notifications; on an iPhone or iPad, add this site to your
          Home Screen first, then turn them on from there.
        </p>
      )}
      {registration && subscription !== undefined && (
        <label className="push-switch">
          <input
            type="checkbox"
            role="switch"
            checked={on}
            aria-checked={on}
            disabled={busy}
            onChange={() => (on ? remove(thisDevice) : turnOn(registration))}
          />
          <span>Send notifications to this device</span>
        </label>
      )}
      <ErrorText>{error}</ErrorText>
      {devices.isError && (
        <ErrorText>{errorMessage(devices.error, 'Your devices could not be loaded.')}</ErrorText>
      )}
      {devices.data && list.length === 0 && <p>No device receives your notifications yet.</p>}
      {list.length > 0 && (
        <ul className="session-list" aria-label="Devices that receive notifications">
          {list.map((device) => (
            <PushDeviceRow key={device.id} device={device} busy={busy} onRemove={() => remove(device)} />
          ))}
        </ul>
      )}
    </Card>
  );
}

function PushDeviceRow({
  device,
  busy,
  onRemove,
}: {
  device: PushDevice;
  busy: boolean;
  onRemove: () => void;
}) {
  const nameId = useId();
  return (
    <li className="session">
      <div className="session-text">
        <p id={nameId} className="session-name">
          <strong>{device.label}</strong> · {device.service}
          {device.current && ' · This device'}
        </p>
        <p className="session-meta">
          Added on {longDate(device.createdAt)} ·{' '}
          {device.lastPushAt ? `last push ${timeAgo(device.lastPushAt)}` : 'no push yet'}
        </p>
      </div>
      <Button variant="secondary" aria-describedby={nameId} onClick={onRemove} disabled={busy}>
        Remove
      </Button>
    </li>
  );
}
