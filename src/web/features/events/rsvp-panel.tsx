import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { EVENT_LIMITS, type EventDetail, RSVP_STATUSES } from '../../../shared/api/events';
import { errorMessage } from '../../lib/error-message';
import { EVENTS_KEY } from '../../lib/events-api';
import { ProjectChoice, projectCosplan } from '../../lib/project-choice';
import { OFFLINE_WRITE_TITLE, useOnline } from '../../lib/use-online';
import { Button, ButtonLink } from '../../ui/button';
import { Chip } from '../../ui/chip';
import { ErrorText } from '../../ui/error-text';
import { toast } from '../../ui/toast';
import { saveRsvp } from './api';
import { isFull } from './event-card';
import { placeSentence, WaitlistStatus } from './waitlist-status';
import './event-controls.css';
import './rsvp-panel.css';

type Status = (typeof RSVP_STATUSES)[number];

const LABELS: Record<Status, string> = { going: 'Going', maybe: 'Maybe', no: 'Can’t go' };
/** The saved answer, said back to the member under the heading. */
const SAVED: Record<Status, string> = {
  going: 'you are going.',
  maybe: 'you might come.',
  no: 'you can’t go.',
};

type Answer = NonNullable<EventDetail['myRsvp']>;

/**
 * A member's answer: going, maybe or no, who they will cosplay and whether they join the
 * photoshoot. Nothing is chosen until the member chooses (a preselected "Going" read as an answer
 * already given); the rest of the form appears with the first choice. Once saved, the panel says
 * what is saved, and says so again as "not saved yet" while the member changes it. "Going" to a
 * full event joins its waitlist (the button says so); a member in line sees their place or the
 * seat held for them (waitlist-status.tsx). The server has the last word: a cancelled event
 * answers 409 with a sentence that is shown here.
 */
export function RsvpPanel({ event }: { event: EventDetail }) {
  // Joining, leaving or taking a place from the waitlist starts the form afresh from the saved answer.
  return <RsvpForm key={event.myWaitlist?.state ?? 'not-in-line'} event={event} />;
}

function RsvpForm({ event }: { event: EventDetail }) {
  const mine = event.myRsvp;
  const line = event.myWaitlist;
  const [status, setStatus] = useState<Status | null>(line ? 'going' : (mine?.status ?? null));
  // In line, the answer kept for the seat; else the saved RSVP.
  const kept = line ?? mine;
  const [cosplan, setCosplan] = useState(kept?.cosplan ?? '');
  const [photoshoot, setPhotoshoot] = useState(kept?.photoshoot ?? false);
  const [projectId, setProjectId] = useState<number | null>(kept?.projectId ?? null);
  // What the server holds: the event's answer, or what this panel just saved (before the refetch).
  const [saved, setSaved] = useState<Answer | null>(mine ?? null);
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState('');
  const client = useQueryClient();
  const id = useId();
  const online = useOnline();
  const mineStatus = mine?.status;
  const mineCosplan = mine?.cosplan;
  const minePhotoshoot = mine?.photoshoot;
  const mineProject = mine?.projectId ?? null;
  useEffect(() => {
    setSaved(
      mineStatus
        ? {
            status: mineStatus,
            cosplan: mineCosplan ?? '',
            photoshoot: Boolean(minePhotoshoot),
            projectId: mineProject,
          }
        : null,
    );
  }, [mineStatus, mineCosplan, minePhotoshoot, mineProject]);
  // Seats held by an offer are taken too, until it is accepted, declined or lapses.
  const full =
    isFull({ capacity: event.capacity, going: event.going + event.waitlist.offered }) &&
    mine?.status !== 'going' &&
    line?.state !== 'offered';
  const joining = full && !line && status === 'going';
  const coming = status === 'going' || status === 'maybe';
  const answer = (value: Status): Answer => ({
    status: value,
    cosplan: value === 'no' ? '' : cosplan.trim(),
    photoshoot: value !== 'no' && photoshoot,
    projectId: value === 'no' ? null : projectId,
  });
  const unsaved = saved !== null && status !== null && !sameAnswer(saved, answer(status));

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (status === null) return;
    const body = answer(status);
    setSaving(true);
    setError('');
    try {
      const answered = await saveRsvp(event.id, body);
      if (!answered.myWaitlist) setSaved(body);
      await client.invalidateQueries({ queryKey: EVENTS_KEY });
      if (answered.myWaitlist) toast(placeSentence(answered.myWaitlist.place));
      else
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
      {full && !line && (
        <p className="rsvp-note">
          All {event.capacity} places are taken. “Going” puts you on the waitlist; “Maybe” tells the host you
          would come.
        </p>
      )}
      {line && <WaitlistStatus event={event} place={line} />}
      {saved && !line && (
        <p className={unsaved ? 'rsvp-saved is-unsaved' : 'rsvp-saved'}>
          {unsaved ? (
            <>Not saved yet. Your saved answer: {LABELS[saved.status]}.</>
          ) : (
            <>
              <CheckMark /> Saved: {SAVED[saved.status]}
            </>
          )}
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
            <ProjectChoice
              id={`${id}-project`}
              value={projectId}
              onChange={(project) => {
                setProjectId(project?.id ?? null);
                if (project && cosplan.trim() === '') setCosplan(projectCosplan(project));
              }}
            />
            <label className="event-check">
              <input type="checkbox" checked={photoshoot} onChange={(e) => setPhotoshoot(e.target.checked)} />
              <span>Count me in for the photoshoot</span>
            </label>
          </>
        )}
        <ErrorText>{error}</ErrorText>
        {(status !== null || saved) && (
          <div className="cta-row">
            {status !== null && (
              <Button
                type="submit"
                disabled={saving || !online}
                title={online ? undefined : OFFLINE_WRITE_TITLE}
              >
                {saving
                  ? 'Saving…'
                  : joining
                    ? 'Join the waitlist'
                    : saved || line
                      ? 'Update my RSVP'
                      : 'Send my RSVP'}
              </Button>
            )}
            {saved && saved.status !== 'no' && !line && (
              <ButtonLink variant="quiet" to={`/events/${event.id}/card`}>
                My cosplan card
              </ButtonLink>
            )}
          </div>
        )}
      </form>
    </section>
  );
}

function sameAnswer(a: Answer, b: Answer): boolean {
  return (
    a.status === b.status &&
    a.cosplan === b.cosplan &&
    a.photoshoot === b.photoshoot &&
    a.projectId === b.projectId
  );
}

/** A tick before "Saved"; decorative. */
function CheckMark() {
  return (
    <svg
      className="rsvp-tick"
      viewBox="0 0 24 24"
      width="20"
      height="20"
      fill="none"
      stroke="currentColor"
      strokeWidth="2.5"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d="M5 12.5l4.5 4.5L19 7.5" />
    </svg>
  );
}
