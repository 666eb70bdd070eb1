import { type RefObject, useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { type Leaving, openGate, redoStep, undoStep, useHistoryEntry } from './back-forward';
import { Button } from './button';
import { Dialog } from './dialog';

/**
 * Unsaved edits are not lost by accident: leaving for another page in the app asks first
 * ("Leave without saving?"), and closing or reloading the tab gets the browser's own warning.
 * Nothing is asked while nothing changed, nor once `saved` is set (the save then navigates away).
 * `what` names the unsaved work in the dialog: "Your changes to {what} have not been saved yet."
 *
 * The app uses the router's declarative mode, which has no navigation blocker, so the guard
 * watches the two ways a member leaves: a click on a link to another page, and the browser's
 * Back/Forward buttons (back-forward.ts). Navigations the app makes itself (after a save) are not
 * asked about.
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
  const { pathname, search, key } = useLocation();
  const navigate = useNavigate();
  const [leaving, setLeaving] = useState<Leaving | null>(null);
  const entry = useHistoryEntry(key);
  // Set once the member chose Leave: the page stays on screen while the next one's code loads
  // (the router changes pages in a transition), and must not ask again or warn on closing then.
  const left = useRef(false);

  useEffect(() => {
    if (!changed) return;
    const guarded = () => !saved.current && !left.current;

    const onClick = (event: MouseEvent) => {
      const to = guarded() ? inAppLinkTarget(event, pathname + search) : null;
      if (to === null) return;
      // The router's own link handler sees defaultPrevented and leaves the navigation alone.
      event.preventDefault();
      setLeaving({ to });
    };

    // Back/Forward to another page: undone before the router learns of it, so the page and its
    // edits stay while the member is asked.
    const onStep = (event: PopStateEvent) => {
      if (!guarded() || window.location.pathname === pathname) return false;
      setLeaving(undoStep(event, entry.current));
      return true;
    };

    const warn = (event: BeforeUnloadEvent) => {
      if (!guarded()) return;
      event.preventDefault();
      // Older browsers show the warning only when returnValue is set.
      event.returnValue = '';
    };

    document.addEventListener('click', onClick, true);
    const closeGate = openGate(onStep);
    window.addEventListener('beforeunload', warn);
    return () => {
      document.removeEventListener('click', onClick, true);
      closeGate();
      window.removeEventListener('beforeunload', warn);
    };
  }, [changed, saved, pathname, search, entry]);

  const stay = () => setLeaving(null);
  const leave = () => {
    if (!leaving) return;
    left.current = true;
    setLeaving(null);
    if ('to' in leaving) navigate(leaving.to);
    else redoStep(leaving.historyStep);
  };
  return (
    // Back while asked is answered by the guard (it asks again), not by closing the dialog: a
    // dialog's own history entry would stand where the member's step is to be replayed.
    <Dialog open={leaving !== null} title="Leave without saving?" onClose={stay} backCloses={false}>
      <p>Your changes to {what} have not been saved yet.</p>
      <div className="cta-row">
        <Button onClick={stay}>Stay</Button>
        <Button variant="secondary" onClick={leave}>
          Leave
        </Button>
      </div>
    </Dialog>
  );
}

/**
 * The in-app address a click would open, or null when the click is not a plain left click on a
 * same-origin link to another page (a new tab, a download, this page with another query or hash):
 * those go ahead without asking. `here` is the router's location, which links resolve against.
 */
function inAppLinkTarget(event: MouseEvent, here: string): string | null {
  if (event.defaultPrevented || event.button !== 0) return null;
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return null;
  const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
  if (!(link instanceof HTMLAnchorElement)) return null;
  if ((link.target && link.target !== '_self') || link.hasAttribute('download')) return null;
  const current = new URL(here, window.location.origin);
  const url = new URL(link.getAttribute('href') ?? '', current);
  if (url.origin !== current.origin || url.pathname === current.pathname) return null;
  return url.pathname + url.search + url.hash;
}
