import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import { EVENT_LIMITS, type EventDetail, RSVP_STATUSES } from '../../../shared/api/events';
import { errorMessage } from '../../lib/error-message';
import { EVENTS_KEY } from '../../lib/events-api';
import { Button, ButtonLink } from '../../ui/button';
import { Chip } from '../../ui/chip';
import { ErrorText } from '../../ui/error-text';
import { toast } from '../../ui/toast';
import { saveRsvp } from './api';
import { isFull } from './event-card';
import './event-controls.css';
import './rsvp-panel.css';

type Status = (typeof RSVP_STATUSES)[number];

const LABELS: Record<Status, string> = { going: 'Going', maybe: 'Maybe', no: 'Can’t go' };

/**
 * A member's answer: going, maybe or no, who they will cosplay and whether they join the
 * photoshoot. The server has the last word: a full or cancelled event answers 409 with a sentence
 * that is shown here.
 */
export function RsvpPanel({ event }: { event: EventDetail }) {
  const mine = event.myRsvp;
  const [status, setStatus] = useState<Status>(mine?.status ?? 'going');
  const [cosplan, setCosplan] = useState(mine?.cosplan ?? '');
  const [photoshoot, setPhotoshoot] = useState(mine?.photoshoot ?? false);
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState('');
  const client = useQueryClient();
  const id = useId();
  const full = isFull(event) && mine?.status !== 'going';
  const coming = status !== 'no';

  async function submit(e: FormEvent) {
    e.preventDefault();
    setSaving(true);
    setError('');
    try {
      await saveRsvp(event.id, {
        status,
        cosplan: coming ? cosplan.trim() : '',
        photoshoot: coming && photoshoot,
      });
      await client.invalidateQueries({ queryKey: EVENTS_KEY });
      toast(status === 'no' ? 'Thanks for letting the host know.' : 'Your RSVP is saved. See you there!');
    } catch (caught) {
      setError(errorMessage(caught, 'Your answer could not be saved. Try again.'));
    } finally {
      setSaving(false);
    }
  }

  return (
    <section className="card rsvp-card" aria-labelledby="rsvp-title">
      <div className="rsvp-head">
        <h2 id="rsvp-title">Are you going?</h2>
        {full && <Chip tone="alert">Full</Chip>}
      </div>
      {full && (
        <p className="rsvp-note">
          All {event.capacity} places are taken. “Maybe” tells the host you would come.
        </p>
      )}
      <form className="rsvp-form" onSubmit={submit} noValidate>
        <fieldset className="rsvp-choices">
          <legend className="visually-hidden">Your answer</legend>
          {RSVP_STATUSES.map((value) => (
            <label key={value} className="rsvp-choice">
              <input
                type="radio"
                name={`${id}-status`}
                value={value}
                checked={status === value}
                onChange={() => setStatus(value)}
              />
              <span>{LABELS[value]}</span>
            </label>
          ))}
        </fieldset>
        {coming && (
          <>
            <div className="field">
              <label htmlFor={`${id}-cosplan`}>Who will you cosplay?</label>
              <input
                id={`${id}-cosplan`}
                value={cosplan}
                maxLength={EVENT_LIMITS.cosplan}
                placeholder="Character, series, or “a surprise”"
                onChange={(e) => setCosplan(e.target.value)}
              />
            </div>
            <label className="event-check">
              <input type="checkbox" checked={photoshoot} onChange={(e) => setPhotoshoot(e.target.checked)} />
              <span>Count me in for the photoshoot</span>
            </label>
          </>
        )}
        <ErrorText>{error}</ErrorText>
        <div className="cta-row">
          <Button type="submit" disabled={saving}>
            {saving ? 'Saving…' : mine ? 'Update my RSVP' : 'Send my RSVP'}
          </Button>
          {mine && mine.status !== 'no' && (
            <ButtonLink variant="quiet" to={`/events/${event.id}/card`}>
              My cosplan card
            </ButtonLink>
          )}
        </div>
      </form>
    </section>
  );
}
