import { useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useClubContent } from '../../lib/club-content';
import { errorMessage } from '../../lib/error-message';
import { Button } from '../../ui/button';
import { Dialog } from '../../ui/dialog';
import { ErrorText } from '../../ui/error-text';
import { CalendarIcon, LinkIcon } from '../../ui/icons';
import { toast } from '../../ui/toast';
import { calendarFeedKey, renewCalendarFeed, useCalendarFeed, useClubFeed } from './api';
import { SubscribeLinks } from './subscribe-links';
import './calendar-feed.css';

/** The club's name as its feeds call themselves (the server names them the same way). */
function useClubName(): string {
  return useClubContent().data?.clubName ?? 'Club';
}

async function copy(text: string) {
  try {
    await navigator.clipboard.writeText(text);
    toast('Address copied');
  } catch {
    toast('Copying is blocked here: select the address and copy it.', 'info');
  }
}

/** The member's private feed: its address to copy, and a new one when the old one was shared. */
function MyFeed() {
  const feed = useCalendarFeed(true);
  const clubName = useClubName();
  const client = useQueryClient();
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  const inputId = useId();

  async function renew() {
    setBusy(true);
    setError('');
    try {
      client.setQueryData(calendarFeedKey, await renewCalendarFeed());
      setConfirming(false);
      toast('New address made. Update it in your calendar app.');
    } catch (e) {
      setError(errorMessage(e, 'A new address could not be made.'));
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="feed-mine">
      <h3>Subscribe to my events</h3>
      <p>
        The events you are going to (or might go to), in any calendar app that subscribes to an address. Keep
        it to yourself: anyone with it sees your plans. A new password, a password reset or signing out
        everywhere else gives you a new address.
      </p>
      {feed.isPending && <p className="events-status">Loading your address…</p>}
      {feed.isError && <ErrorText>{errorMessage(feed.error, 'Your address could not be loaded.')}</ErrorText>}
      {feed.data && (
        <>
          <SubscribeLinks
            url={feed.data.url}
            name={`${clubName}: my events`}
            label="Subscribe to my events in"
          />
          <div className="field">
            <label htmlFor={inputId}>Your private calendar address</label>
            <input
              id={inputId}
              className="feed-url"
              readOnly
              value={feed.data.url}
              onFocus={(e) => e.target.select()}
            />
          </div>
          <div className="cta-row">
            <Button variant="secondary" onClick={() => copy(feed.data.url)}>
              <LinkIcon /> Copy address
            </Button>
            <Button variant="quiet" onClick={() => setConfirming(true)}>
              Make a new address
            </Button>
          </div>
        </>
      )}
      <Dialog open={confirming} title="Make a new address?" onClose={() => setConfirming(false)}>
        <p>Calendars subscribed to your current address stop updating. Add the new one where you want it.</p>
        <ErrorText>{error}</ErrorText>
        <div className="cta-row">
          <Button onClick={renew} disabled={busy}>
            {busy ? 'Making…' : 'Make a new address'}
          </Button>
          <Button variant="secondary" onClick={() => setConfirming(false)}>
            Keep the current one
          </Button>
        </div>
      </Dialog>
    </div>
  );
}

/** Calendar subscriptions: every public event for anyone, and a member's own events. */
export function CalendarFeed({ signedIn }: { signedIn: boolean }) {
  const club = useClubFeed();
  const clubName = useClubName();
  return (
    <section className="card feed-card" aria-labelledby="feed-title">
      <h2 id="feed-title">
        <CalendarIcon className="feed-icon" /> Add events to your calendar
      </h2>
      <p className="feed-how">
        Subscribe once and your calendar keeps itself up to date, changes and cancellations included: Apple
        Calendar on an iPhone or a Mac, Google Calendar on Android.
      </p>
      <div className="feed-all">
        <h3>The club calendar</h3>
        <p>Every public club event, updated as plans change.</p>
        {club.data && (
          <SubscribeLinks
            url={club.data.url}
            name={`${clubName} events`}
            label="Subscribe to the club calendar in"
          />
        )}
        <a className="button button-quiet" href="/api/events.ics" download="club-events.ics">
          Club calendar (.ics)
        </a>
      </div>
      {signedIn && <MyFeed />}
    </section>
  );
}
