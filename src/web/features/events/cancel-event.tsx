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

/** For its host or an organiser: cancel the event, after a question. It stays readable, marked cancelled. */
export function CancelEvent({ eventId, title }: { eventId: number; title: string }) {
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
      toast('The event is cancelled.');
      navigate(`/events/${eventId}`);
    } catch (caught) {
      setError(errorMessage(caught, 'The event could not be cancelled.'));
    } finally {
      setBusy(false);
    }
  }

  return (
    <section className="event-danger" aria-labelledby="cancel-title">
      <h2 id="cancel-title">Cancel this event</h2>
      <p>Everyone sees it marked cancelled; its page stays so shared links still explain what happened.</p>
      <Button
        variant="danger"
        onClick={() => setOpen(true)}
        disabled={!online}
        title={online ? undefined : OFFLINE_WRITE_TITLE}
      >
        Cancel event
      </Button>
      <Dialog open={open} title={`Cancel “${title}”?`} onClose={() => setOpen(false)}>
        <p>This cannot be undone. Members who said they were coming will see it cancelled.</p>
        <ErrorText>{error}</ErrorText>
        <div className="cta-row">
          <Button variant="danger" onClick={confirm} disabled={busy}>
            {busy ? 'Cancelling…' : 'Yes, cancel the event'}
          </Button>
          <Button variant="secondary" onClick={() => setOpen(false)}>
            Keep it
          </Button>
        </div>
      </Dialog>
    </section>
  );
}
