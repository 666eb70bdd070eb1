import { useEffect, useRef, useState } from 'react';
import { NavLink, useNavigate } from 'react-router';
import { api } from '../lib/api';
import { useClubContent } from '../lib/club-content';
import { clearSession, getSession, useSession } from '../lib/session';
import { LogoMark } from '../ui/logo';

const MEMBER_AND_PUBLIC_LINKS = [
  { to: '/search', label: 'Search' },
  { to: '/users', label: 'Members' },
  { to: '/calendar', label: 'Calendar' },
  { to: '/tutorials', label: 'Tutorials' },
  { to: '/measurements', label: 'Measurements' },
  { to: '/motd', label: 'Message of the day' },
  { to: '/localstores', label: 'Local stores' },
  { to: '/games', label: 'Games' },
];

export function NavBar() {
  const session = useSession();
  const { data: content } = useClubContent();
  const [open, setOpen] = useState(false);
  const navigate = useNavigate();
  const close = () => setOpen(false);
  const navRef = useRef<HTMLElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);

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
    const current = getSession();
    if (current) {
      // Revoke on the server; the local session goes either way.
      await api('/logout', { method: 'POST', auth: true }).catch(() => undefined);
    }
    clearSession('logout');
    navigate('/');
  }

  return (
    <header className="site-header">
      <nav className="nav" aria-label="Main" ref={navRef}>
        <div className="nav-top">
          <NavLink to="/" className="brand" onClick={close}>
            <LogoMark className="brand-mark" />
            Midwest Cosplay &amp; Maker Club
          </NavLink>
          <button
            ref={toggleRef}
            type="button"
            className="nav-toggle"
            aria-expanded={open}
            aria-controls="nav-links"
            onClick={() => setOpen((o) => !o)}
          >
            {open ? 'Close menu' : 'Menu'}
          </button>
        </div>
        <ul id="nav-links" className={open ? 'nav-links open' : 'nav-links'}>
          <li>
            <NavLink to="/" end onClick={close}>
              Home
            </NavLink>
          </li>
          {!session && (
            <>
              <li>
                <NavLink to="/login" onClick={close}>
                  Log in
                </NavLink>
              </li>
              <li>
                <NavLink to="/createuser" onClick={close}>
                  Sign up
                </NavLink>
              </li>
            </>
          )}
          {session && (
            <>
              <li>
                <NavLink to={`/update/${session.userid}`} onClick={close}>
                  Edit profile
                </NavLink>
              </li>
              <li>
                <NavLink to={`/public/${encodeURIComponent(session.username)}`} onClick={close}>
                  My public page
                </NavLink>
              </li>
            </>
          )}
          {MEMBER_AND_PUBLIC_LINKS.map((link) => (
            <li key={link.to}>
              <NavLink to={link.to} onClick={close}>
                {link.label}
              </NavLink>
            </li>
          ))}
          {content && (
            <>
              <li>
                <a href={content.chatCommunity.url} target="_blank" rel="noopener noreferrer" onClick={close}>
                  {content.chatCommunity.label}
                </a>
              </li>
              <li>
                <a
                  href={content.forumCommunity.url}
                  target="_blank"
                  rel="noopener noreferrer"
                  onClick={close}
                >
                  {content.forumCommunity.label}
                </a>
              </li>
            </>
          )}
          {session && (
            <li>
              <button type="button" className="link-button" onClick={logout}>
                Log out
              </button>
            </li>
          )}
        </ul>
      </nav>
    </header>
  );
}
