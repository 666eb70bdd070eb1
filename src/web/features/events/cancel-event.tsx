import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { errorMessage } from '../../lib/error-message';
import { EVENTS_KEY } from '../../lib/events-api';
import { OFFLINE_WRITE_TITLE, useOnline } from '../../lib/use-online';
import { Button } from '../../ui/button';
import { Dialog } from '../../ui/dialog';
import { ErrorText } from '../../ui/error-text';
import { toast } from '../../ui/toast';
import { cancelEvent } from './api';
import './event-controls.css';

/**
 * For its host or an organiser: cancel the event, after a question. It stays readable, marked
 * cancelled. An occurrence of a series is "skipped": that date alone (the others stay).
 */
export function CancelEvent({
  eventId,
  title,
  occurrence = false,
}: {
  eventId: number;
  title: string;
  occurrence?: boolean;
}) {
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  const client = useQueryClient();
  const navigate = useNavigate();
  const online = useOnline();

  async function confirm() {
    setBusy(true);
    setError('');
    try {
      await cancelEvent(eventId);
      await client.invalidateQueries({ queryKey: EVENTS_KEY });
      setOpen(false);
      toast(occurrence ? 'This date is skipped.' : 'The event is cancelled.');
      navigate(`/events/${eventId}`);
    } catch (caught) {
      setError(errorMessage(caught, 'The event could not be cancelled.'));
    } finally {
      setBusy(false);
    }
  }

  return (
    <section className="event-danger" aria-labelledby="cancel-title">
      <h2 id="cancel-title">{occurrence ? 'Skip this date' : 'Cancel this event'}</h2>
      <p>
        {occurrence
          ? 'Only this date is cancelled; the other dates of the series stay.'
          : 'Everyone sees it marked cancelled; its page stays so shared links still explain what happened.'}
      </p>
      <Button
        variant="danger"
        onClick={() => setOpen(true)}
        disabled={!online}
        title={online ? undefined : OFFLINE_WRITE_TITLE}
      >
        {occurrence ? 'Skip this date' : 'Cancel event'}
      </Button>
      <Dialog
        open={open}
        title={occurrence ? `Skip this date of “${title}”?` : `Cancel “${title}”?`}
        onClose={() => setOpen(false)}
      >
        <p>This cannot be undone. Members who said they were coming will see it cancelled.</p>
        <ErrorText>{error}</ErrorText>
        <div className="cta-row">
          <Button variant="danger" onClick={confirm} disabled={busy}>
            {busy ? 'Cancelling…' : occurrence ? 'Yes, skip this date' : 'Yes, cancel the event'}
          </Button>
          <Button variant="secondary" onClick={() => setOpen(false)}>
            Keep it
          </Button>
        </div>
      </Dialog>
    </section>
  );
}
