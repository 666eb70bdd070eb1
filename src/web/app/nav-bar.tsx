import { type ReactNode, useEffect, useRef, useState } from 'react';
import { NavLink, useNavigate } from 'react-router';
import { useClubContent } from '../lib/club-content';
import { useMessageCount } from '../lib/live-unread';
import { logOut } from '../lib/log-out';
import { useSession } from '../lib/session';
import { useBackCloses } from '../ui/back-forward';
import { LogoMark } from '../ui/logo';
import { ThemeToggle } from '../ui/theme/theme-toggle';
import { NavMenu, NewDot } from './nav-menu';
import { MessagesLinkLabel, NotificationsLink } from './notifications-link';

/** Pages anyone may open. */
const PUBLIC_LINKS = [
  { to: '/events', label: 'Events' },
  { to: '/cons', label: 'Conventions' },
  { to: '/search', label: 'Search' },
  { to: '/measurements', label: 'Measurements' },
];

/**
 * The club's pages, grouped under one "Club" menu on a wide screen: pages for signed-in members,
 * and the members' projects (anyone may open /projects; the row has no room for one more link).
 */
const MEMBER_LINKS = [
  { to: '/projects', label: 'Projects' },
  { to: '/groups', label: 'Groups' },
  { to: '/users', label: 'Members' },
  { to: '/calendar', label: 'Calendar' },
  { to: '/tutorials', label: 'Tutorials' },
  { to: '/motd', label: 'Message of the day' },
  { to: '/localstores', label: 'Local stores' },
  { to: '/games', label: 'Games' },
];

/** The organisers' tools: shown only to organisers (the server checks the role on every call). */
const ORGANISER_LINKS = [
  { to: '/organisers/reports', label: 'Reports' },
  { to: '/organisers/members', label: 'Members' },
  { to: '/organisers/content', label: 'Club content' },
  { to: '/organisers/audit', label: 'Audit log' },
];

export function NavBar() {
  const session = useSession();
  const messageCount = useMessageCount();
  const hasMessages = Boolean(session && messageCount);
  const { data: content } = useClubContent();
  const [open, setOpen] = useState(false);
  const navigate = useNavigate();
  const close = () => setOpen(false);
  const navRef = useRef<HTMLElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  // Back closes an open phone menu first; a link chosen in it then takes the menu's history entry
  // (replace), so Back from that page returns to this one in one step.
  useBackCloses(open, close);

  // An open phone menu closes on Escape (focus back on its toggle) and on a tap outside it.
  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      toggleRef.current?.focus();
    };
    const onPointer = (event: PointerEvent) => {
      if (!navRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointer);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointer);
    };
  }, [open]);

  async function logout() {
    close();
    await logOut();
    navigate('/');
  }

  const link = (to: string, label: ReactNode, end = false) => (
    <li key={to}>
      <NavLink to={to} end={end} replace={open} onClick={close}>
        {label}
      </NavLink>
    </li>
  );
  const external = (url: string, label: string) => (
    <li key={url}>
      <a href={url} target="_blank" rel="noopener noreferrer" onClick={close}>
        {label}
      </a>
    </li>
  );

  return (
    <header className="site-header">
      <nav className="nav" aria-label="Main" ref={navRef}>
        <div className="nav-top">
          <NavLink to="/" className="brand" replace={open} onClick={close}>
            <LogoMark className="brand-mark" />
            <span className="brand-name">Midwest Cosplay &amp; Maker Club</span>
          </NavLink>
          <div className="nav-top-actions">
            {session && <NotificationsLink session={session} onNavigate={close} />}
            <ThemeToggle />
            <button
              ref={toggleRef}
              type="button"
              className="nav-toggle"
              aria-expanded={open}
              aria-controls="nav-links"
              onClick={() => setOpen((o) => !o)}
            >
              {open ? 'Close menu' : 'Menu'}
              {!open && hasMessages && <NewDot />}
            </button>
          </div>
        </div>
        <ul id="nav-links" className={open ? 'nav-links open' : 'nav-links'}>
          {link('/', 'Home', true)}
          {PUBLIC_LINKS.map((l) => link(l.to, l.label))}
          <NavMenu label="Club">{MEMBER_LINKS.map((l) => link(l.to, l.label))}</NavMenu>
          {session?.role === 'organiser' && (
            <NavMenu label="Organisers">{ORGANISER_LINKS.map((l) => link(l.to, l.label))}</NavMenu>
          )}
          {content && (
            <NavMenu label="Community">
              {external(content.chatCommunity.url, content.chatCommunity.label)}
              {external(content.forumCommunity.url, content.forumCommunity.label)}
            </NavMenu>
          )}
          <li className="nav-spacer" aria-hidden="true" />
          {!session && link('/login', 'Log in')}
          {!session && (
            <li>
              <NavLink to="/createuser" className="nav-cta" replace={open} onClick={close}>
                Sign up
              </NavLink>
            </li>
          )}
          {session && (
            <NavMenu label={session.username} className="nav-account" dot={hasMessages}>
              {link(`/update/${session.userid}`, 'Edit profile')}
              {link(`/public/${encodeURIComponent(session.username)}`, 'My public page')}
              {link('/messages', <MessagesLinkLabel />)}
              {link('/people', 'Your people')}
              {link('/settings', 'Settings')}
              <li>
                <button type="button" className="link-button" onClick={logout}>
                  Log out
                </button>
              </li>
            </NavMenu>
          )}
        </ul>
      </nav>
    </header>
  );
}
