import { useEffect, useId } from 'react';
import { logOut } from '../../lib/log-out';
import { type Session, setSession, useSession } from '../../lib/session';
import { Button } from '../../ui/button';
import { ErrorText } from '../../ui/error-text';
import { Page } from '../../ui/page';
import { toast } from '../../ui/toast';
import { useStanding } from './api';
import './pending-page.css';

const timeOfDay = (at: number) => new Date(at).toLocaleTimeString([], { hour: 'numeric', minute: '2-digit' });

/**
 * What a sign-up waiting for an organiser's approval sees on every member page: what happens
 * next and a way out. It keeps asking for the member's standing (on showing, when the window
 * gets focus, every 30 s); once approved the session says so and the member page shows itself,
 * without logging in again. RequireAuth only shows this page with a session.
 */
export default function PendingPage() {
  const session = useSession();
  return session ? <Waiting session={session} /> : null;
}

function Waiting({ session }: { session: Session }) {
  const standing = useStanding(session.userid);
  const { refetch } = standing;
  const stepsId = useId();
  const decided = standing.data && standing.data.status !== 'pending' ? standing.data : undefined;

  // Coming back from the mail app focuses the window without changing the tab's visibility.
  useEffect(() => {
    const check = () => void refetch();
    window.addEventListener('focus', check);
    return () => window.removeEventListener('focus', check);
  }, [refetch]);

  useEffect(() => {
    if (!decided || decided.status === session.status) return;
    setSession({ ...session, status: decided.status, role: decided.role });
    if (decided.status === 'active') toast('Welcome to the club! An organiser approved your account.');
  }, [decided, session]);

  const email = standing.data?.recoveryemail;
  const toEmail = email ? (
    <>
      to <strong className="waiting-email">{email}</strong>
    </>
  ) : (
    'to your recovery email'
  );

  return (
    <Page
      title="Waiting for approval"
      lead={`Thanks for signing up, ${session.username}! An organiser looks at every new account before it joins the club.`}
    >
      <div className="waiting-status">
        <HourglassIcon />
        <div>
          <p className="waiting-status-title">Your sign-up is with the organisers</p>
          <p>
            This page checks by itself and opens the club as soon as you are approved: no need to log in
            again.
          </p>
          {standing.dataUpdatedAt > 0 && !standing.isError && (
            <p className="waiting-checked">Last checked at {timeOfDay(standing.dataUpdatedAt)}</p>
          )}
          <ErrorText>
            {standing.isError ? 'We could not check just now. We will try again shortly.' : ''}
          </ErrorText>
        </div>
      </div>

      <section aria-labelledby={stepsId}>
        <h2 id={stepsId} className="waiting-heading">
          What happens next
        </h2>
        <ol className="waiting-steps">
          <li>
            <p className="waiting-step-title">An organiser reviews your sign-up</p>
            <p>They see the details you gave: your name, your age and who referred you.</p>
          </li>
          <li>
            <p className="waiting-step-title">If you are approved, you are in</p>
            <p>This page turns into the club, and a welcome email goes {toEmail}.</p>
          </li>
          <li>
            <p className="waiting-step-title">If not, you hear why</p>
            <p>
              The organisers’ reason goes {toEmail} and the account is erased: nothing of it is kept. You are
              welcome to sign up again.
            </p>
          </li>
        </ol>
      </section>

      <div className="cta-row">
        <Button variant="secondary" disabled={standing.isFetching} onClick={() => void refetch()}>
          {standing.isFetching ? 'Checking…' : 'Check now'}
        </Button>
        <Button variant="quiet" onClick={() => void logOut()}>
          Log out
        </Button>
      </div>
    </Page>
  );
}

function HourglassIcon() {
  return (
    <svg className="waiting-icon" viewBox="0 0 48 48" aria-hidden="true" focusable="false">
      <circle cx="24" cy="24" r="23" fill="var(--color-accent-soft)" />
      <path
        d="M16 12h16M16 36h16M18 12c0 7 12 8 12 12s-12 5-12 12M30 12c0 7-12 8-12 12s12 5 12 12"
        fill="none"
        stroke="var(--color-accent)"
        strokeWidth="2.5"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <path d="M20 33h8l-4-3z" fill="var(--color-spark)" />
    </svg>
  );
}
