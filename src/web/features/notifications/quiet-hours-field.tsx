import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import type { NotificationSettingsResponse } from '../../../shared/api/notifications';
import type { QuietHours } from '../../../shared/notifications/quiet-hours';
import { api } from '../../lib/api';
import { errorMessage } from '../../lib/error-message';
import { Card } from '../../ui/card';
import { ErrorText } from '../../ui/error-text';
import { notificationSettingsKey } from './api';

/** "10 pm", "12 am", "7 am". */
const hourName = (hour: number) => `${hour % 12 === 0 ? 12 : hour % 12} ${hour < 12 ? 'am' : 'pm'}`;
const HOURS = Array.from({ length: 24 }, (_, hour) => hour);

/**
 * The hours of the member's day when pushes wait until morning (their inbox still fills). The
 * same hour twice means none; "Off" sets that.
 */
export function QuietHoursField({ quiet }: { quiet: QuietHours }) {
  const client = useQueryClient();
  const id = useId();
  const save = useMutation({
    mutationFn: (next: QuietHours) =>
      api<NotificationSettingsResponse>('/me/quiet-hours', { method: 'PUT', auth: true, body: next }),
    onSuccess: (answer) => client.setQueryData(notificationSettingsKey, answer),
  });
  // The new hours show at once (a controlled switch would otherwise spring back until the
  // mutation's state arrives); once the save settles the server's answer shows again.
  const [draft, setDraft] = useState<QuietHours | null>(null);
  const change = (next: QuietHours) => {
    setDraft(next);
    save.mutate(next, { onSettled: () => setDraft(null) });
  };
  const shown = draft ?? quiet;
  const off = shown.from === shown.to;
  const select = (label: string, value: number, onChange: (hour: number) => void) => (
    <label className="quiet-hour">
      <span>{label}</span>
      <select value={value} disabled={off} onChange={(event) => onChange(Number(event.target.value))}>
        {HOURS.map((hour) => (
          <option key={hour} value={hour}>
            {hourName(hour)}
          </option>
        ))}
      </select>
    </label>
  );
  return (
    <Card as="section" className="quiet-hours" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>Quiet hours</h2>
      <p className="quiet-hours-lead">
        Pushes wait until they end; your inbox fills as usual. Your state’s time.
      </p>
      <div className="quiet-hours-row">
        <label className="choice-switch">
          <input
            type="checkbox"
            role="switch"
            checked={!off}
            aria-checked={!off}
            onChange={(event) => change(event.target.checked ? { from: 22, to: 7 } : { from: 0, to: 0 })}
          />
          <span>Hold pushes at night</span>
        </label>
        {!off && (
          <div className="quiet-hours-times">
            {select('From', shown.from, (from) => change({ from, to: shown.to }))}
            {select('until', shown.to, (to) => change({ from: shown.from, to }))}
          </div>
        )}
      </div>
      {save.isError && (
        <ErrorText>{errorMessage(save.error, 'That did not save. Please try again.')}</ErrorText>
      )}
    </Card>
  );
}
