import { useState } from 'react';
import { Link } from 'react-router';
import type { NotificationChoice } from '../../../shared/api/notifications';
import type { NotificationType } from '../../../shared/notifications/types';
import { errorMessage } from '../../lib/error-message';
import { Card } from '../../ui/card';
import { ErrorText } from '../../ui/error-text';
import { Page } from '../../ui/page';
import { useChooseNotification, useNotificationSettings } from './api';
import { DigestChoiceControl } from './digest-choice';
import { QuietHoursField } from './quiet-hours-field';
import { TypeMark } from './type-mark';
import './notifications.css';

/**
 * The channels this page offers: the inbox, pushes to the devices set up in Settings, and the
 * email digest (which carries a type's unread inbox rows when its Email is on).
 */
const CHANNELS = [
  { channel: 'inbox', label: 'Inbox' },
  { channel: 'push', label: 'Push' },
  { channel: 'email', label: 'Email' },
] as const;
type Channel = (typeof CHANNELS)[number]['channel'];

/**
 * /notifications/settings: the email digest's frequency, then every kind of notification ×
 * channel, one switch each. A push and a digest line repeat an inbox row, so with the inbox off a
 * type's push and email switches are off and cannot be turned on.
 */
export default function ChoicesPage() {
  const settings = useNotificationSettings();
  const choose = useChooseNotification();

  // A switch shows its new position at once; a refusal puts it back (the error says why).
  const [shown, setShown] = useState<Record<string, boolean>>({});
  const onSwitch = (type: NotificationType, channel: Channel, enabled: boolean) => {
    const key = `${type}:${channel}`;
    setShown((s) => ({ ...s, [key]: enabled }));
    choose.mutate(
      { type, channel, enabled },
      {
        onSettled: () =>
          setShown((s) => {
            const { [key]: _, ...rest } = s;
            return rest;
          }),
      },
    );
  };

  const switchFor = (row: NotificationChoice, channel: Channel, label: string) => {
    const on = (c: Channel) => shown[`${row.type}:${c}`] ?? row.channels[c];
    const blocked = channel !== 'inbox' && !on('inbox');
    return (
      <label className="choice-switch">
        <input
          type="checkbox"
          role="switch"
          aria-checked={on(channel) && !blocked}
          checked={on(channel) && !blocked}
          disabled={blocked}
          onChange={(event) => onSwitch(row.type, channel, event.target.checked)}
        />
        <span className="choice-switch-label">{label}</span>
      </label>
    );
  };

  return (
    <Page
      title="What you hear of"
      lead={
        <>
          Each kind of notification in your inbox, as a push to your devices and in your email digest.{' '}
          <Link to="/settings">Set up pushes on this device in Settings</Link>.
        </>
      }
    >
      {settings.isPending && <p role="status">Loading your choices…</p>}
      {settings.isError && (
        <ErrorText>{errorMessage(settings.error, 'Your choices could not be loaded.')}</ErrorText>
      )}
      {choose.isError && (
        <ErrorText>{errorMessage(choose.error, 'That did not save. Please try again.')}</ErrorText>
      )}
      <DigestChoiceControl />
      {settings.data && (
        <Card as="ul" className="choices" aria-label="Kinds of notification">
          {settings.data.types.map((row) => (
            <li key={row.type} className="choice-row">
              <TypeMark type={row.type} />
              <span className="choice-name" id={`choice-${row.type}`}>
                {row.label}
              </span>
              <fieldset className="choice-switches" aria-labelledby={`choice-${row.type}`}>
                {CHANNELS.map(({ channel, label }) => (
                  <span key={channel}>{switchFor(row, channel, label)}</span>
                ))}
              </fieldset>
            </li>
          ))}
        </Card>
      )}
      {settings.data && <QuietHoursField quiet={settings.data.quietHours} />}
      <p className="choices-later">
        <Link to="/notifications">Back to your notifications</Link>
      </p>
    </Page>
  );
}
