import { type RefObject, useEffect } from 'react';
import { useBlocker } from 'react-router';
import { Button } from './button';
import { Dialog } from './dialog';

/**
 * Unsaved edits are not lost by accident: leaving for another page in the app asks first
 * ("Leave without saving?"), and closing or reloading the tab gets the browser's own warning.
 * Nothing is asked while nothing changed, nor once `saved` is set (the save then navigates away).
 * `what` names the unsaved work in the dialog: "Your changes to {what} have not been saved yet."
 */
export function LeaveGuard({
  changed,
  saved,
  what,
}: {
  changed: boolean;
  saved: RefObject<boolean>;
  what: string;
}) {
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      changed && !saved.current && currentLocation.pathname !== nextLocation.pathname,
  );

  useEffect(() => {
    if (!changed) return;
    const warn = (event: BeforeUnloadEvent) => {
      if (saved.current) return;
      event.preventDefault();
      // Older browsers show the warning only when returnValue is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [changed, saved]);

  const stay = () => blocker.reset?.();
  return (
    <Dialog open={blocker.state === 'blocked'} title="Leave without saving?" onClose={stay}>
      <p>Your changes to {what} have not been saved yet.</p>
      <div className="cta-row">
        <Button onClick={stay}>Stay</Button>
        <Button variant="secondary" onClick={() => blocker.proceed?.()}>
          Leave
        </Button>
      </div>
    </Dialog>
  );
}
