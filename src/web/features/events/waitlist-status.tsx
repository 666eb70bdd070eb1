import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { EventDetail } from '../../../shared/api/events';
import { formatForPeople } from '../../../shared/time/zoned';
import { errorMessage } from '../../lib/error-message';
import { EVENTS_KEY } from '../../lib/events-api';
import { OFFLINE_WRITE_TITLE, useOnline } from '../../lib/use-online';
import { Button } from '../../ui/button';
import { ErrorText } from '../../ui/error-text';
import { toast } from '../../ui/toast';
import { acceptOffer, leaveWaitlist } from './api';
import './waitlist.css';

type Place = NonNullable<EventDetail['myWaitlist']>;

/** "You are number 3 on the waitlist." The sentence the answer and the panel say. */
export const placeSentence = (place: number) => `You are number ${place} on the waitlist.`;

/**
 * The member's place on a full event's waitlist: where they are and a way out, or, when a seat
 * is held for them, until when (in the event's zone) with Accept and Decline. The server decides:
 * an offer that lapsed meanwhile answers 409 with a sentence shown here.
 */
export function WaitlistStatus({ event, place }: { event: EventDetail; place: Place }) {
  const client = useQueryClient();
  const online = useOnline();
  const [busy, setBusy] = useState<'accept' | 'leave' | null>(null);
  const [error, setError] = useState('');
  const offered = place.state === 'offered' && place.offeredUntil !== null;

  async function act(kind: 'accept' | 'leave') {
    setBusy(kind);
    setError('');
    try {
      await (kind === 'accept' ? acceptOffer(event.id) : leaveWaitlist(event.id));
      await client.invalidateQueries({ queryKey: EVENTS_KEY });
      toast(
        kind === 'accept'
          ? 'The place is yours: you are going. See you there!'
          : offered
            ? 'You declined the place: it goes to the next member in line.'
            : 'You left the waitlist.',
      );
    } catch (caught) {
      setError(errorMessage(caught, 'That did not work. Try again.'));
      await client.invalidateQueries({ queryKey: EVENTS_KEY });
    } finally {
      setBusy(null);
    }
  }

  const offline = online ? undefined : OFFLINE_WRITE_TITLE;
  return (
    <div className={offered ? 'waitlist-status is-offered' : 'waitlist-status'}>
      {offered ? (
        <>
          <p className="waitlist-headline">A place is held for you</p>
          <p>
            Accept it by{' '}
            <strong>{formatForPeople(Date.parse(place.offeredUntil ?? ''), event.timeZone)}</strong>, or it
            goes to the next member in line.
          </p>
          <div className="cta-row">
            <Button onClick={() => act('accept')} disabled={busy !== null || !online} title={offline}>
              {busy === 'accept' ? 'Accepting…' : 'Accept the place'}
            </Button>
            <Button
              variant="quiet"
              onClick={() => act('leave')}
              disabled={busy !== null || !online}
              title={offline}
            >
              {busy === 'leave' ? 'Declining…' : 'Decline'}
            </Button>
          </div>
        </>
      ) : (
        <>
          <p className="waitlist-headline">{placeSentence(place.place)}</p>
          <p>When a place frees up it is offered to the members in line, in turn, and you hear of it.</p>
          <div className="cta-row">
            <Button
              variant="quiet"
              onClick={() => act('leave')}
              disabled={busy !== null || !online}
              title={offline}
            >
              {busy === 'leave' ? 'Leaving…' : 'Leave the waitlist'}
            </Button>
          </div>
        </>
      )}
      <ErrorText>{error}</ErrorText>
    </div>
  );
}
