import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import type { MemberSession } from '../../../shared/api/sessions';
import { errorMessage } from '../../lib/error-message';
import { longDate, timeAgo } from '../../lib/time-ago';
import { Button } from '../../ui/button';
import { Card } from '../../ui/card';
import { Dialog } from '../../ui/dialog';
import { ErrorText } from '../../ui/error-text';
import { toast } from '../../ui/toast';
import { endOtherSessions, endSession, sessionsKey, useSessions } from './api';
import { deviceName } from './device-name';

/** Every device the member is signed in on, this one first, each other one with a Sign out. */
export function SessionsSection() {
  const query = useSessions();
  const queryClient = useQueryClient();
  const [confirming, setConfirming] = useState(false);
  const refresh = () => queryClient.invalidateQueries({ queryKey: sessionsKey });

  const endOne = useMutation({
    mutationFn: (session: MemberSession) => endSession(session.id),
    onSuccess: (_answer, session) => toast(`Signed out ${deviceName(session.userAgent)}`),
    onSettled: refresh,
  });
  const endOthers = useMutation({
    mutationFn: endOtherSessions,
    onSuccess: ({ ended }) => {
      setConfirming(false);
      toast(ended === 1 ? 'Signed out 1 other session' : `Signed out ${ended} other sessions`);
    },
    onSettled: refresh,
  });

  const sessions = [...(query.data?.sessions ?? [])].sort((a, b) => Number(b.current) - Number(a.current));
  const others = sessions.filter((s) => !s.current).length;
  const failure = endOne.error ?? endOthers.error;

  return (
    <Card as="section" className="settings-section" aria-labelledby="settings-sessions">
      <h2 id="settings-sessions">Where you’re signed in</h2>
      {query.isPending && <p role="status">Loading your sessions…</p>}
      {query.isError && (
        <ErrorText>{errorMessage(query.error, 'Your sessions could not be loaded.')}</ErrorText>
      )}
      {query.data && (
        <ul className="session-list" aria-label="Your sessions">
          {sessions.map((session) => (
            <SessionRow
              key={session.id}
              session={session}
              busy={endOne.isPending && endOne.variables?.id === session.id}
              onEnd={() => endOne.mutate(session)}
            />
          ))}
        </ul>
      )}
      <ErrorText>{failure && errorMessage(failure, 'That did not work. Please try again.')}</ErrorText>
      {query.data && others === 0 && <p>You are signed in on this device only.</p>}
      {others > 0 && (
        <div className="cta-row">
          <Button variant="secondary" onClick={() => setConfirming(true)}>
            Sign out everywhere else
          </Button>
        </div>
      )}
      <Dialog open={confirming} title="Sign out everywhere else?" onClose={() => setConfirming(false)}>
        <p>
          You stay signed in on this device.{' '}
          {others === 1 ? 'Your other session' : `Your ${others} other sessions`} will end, and you will need
          to log in again there. Your private calendar address changes too.
        </p>
        <div className="cta-row">
          <Button onClick={() => endOthers.mutate()} disabled={endOthers.isPending}>
            Sign out everywhere else
          </Button>
          <Button variant="quiet" onClick={() => setConfirming(false)}>
            Cancel
          </Button>
        </div>
      </Dialog>
    </Card>
  );
}

function SessionRow({ session, busy, onEnd }: { session: MemberSession; busy: boolean; onEnd: () => void }) {
  const nameId = useId();
  const details = [`last used ${timeAgo(session.lastUsedAt)}`, session.current && 'this device'].filter(
    Boolean,
  );
  return (
    <li className="session">
      <div className="session-text">
        <p id={nameId} className="session-name">
          <strong>{deviceName(session.userAgent)}</strong> · {details.join(' · ')}
        </p>
        <p className="session-meta">
          Signed in on {longDate(session.createdAt)}
          {session.ip && ` from ${session.ip}`}
        </p>
      </div>
      {!session.current && (
        <Button variant="secondary" aria-describedby={nameId} onClick={onEnd} disabled={busy}>
          Sign out
        </Button>
      )}
    </li>
  );
}
