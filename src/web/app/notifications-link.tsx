import { NavLink } from 'react-router';
import { useMessageCount, useUnreadCount } from '../lib/live-unread';
import type { Session } from '../lib/session';

/** "9+" past nine: the badge stays one small round shape. */
const badgeText = (count: number) => (count > 9 ? '9+' : String(count));

/**
 * The bell beside the theme toggle, for signed-in members: it opens the inbox, and its badge is
 * the unread count, kept live (lib/live-unread.ts). Its name says the count to screen readers.
 */
export function NotificationsLink({ session, onNavigate }: { session: Session; onNavigate: () => void }) {
  const unread = useUnreadCount(session);
  const label = unread ? `Notifications, ${unread} unread` : 'Notifications';
  return (
    <NavLink to="/notifications" className="nav-bell" aria-label={label} title={label} onClick={onNavigate}>
      <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
        <path
          d="M6 16.5V11a6 6 0 0 1 12 0v5.5l1.5 2h-15zM10 20.5a2 2 0 0 0 4 0"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
      {unread ? (
        <span className="nav-bell-badge" aria-hidden="true">
          {badgeText(unread)}
        </span>
      ) : null}
    </NavLink>
  );
}

/** The account menu's Messages entry: its badge counts unread messages and waiting requests. */
export function MessagesLinkLabel() {
  const count = useMessageCount() ?? 0;
  return (
    <>
      Messages{' '}
      {count > 0 && (
        <span className="nav-count">
          {badgeText(count)}
          <span className="visually-hidden"> new</span>
        </span>
      )}
    </>
  );
}
