import './organisers.css';
import { useRef } from 'react';
import { Link, NavLink, Outlet, useLocation } from 'react-router';
import { ORGANISER_NEEDS_PASSKEY } from '../../../shared/api/passkeys';
import { ApiError } from '../../lib/api';
import { errorMessage } from '../../lib/error-message';
import { Page } from '../../ui/page';
import { useOrganiserOverview } from './overview';
import { useActiveTabInView } from './tab-strip';

function Tab({ to, label, count }: { to: string; label: string; count?: number }) {
  return (
    <li>
      <NavLink to={to} className="organiser-tab">
        {label}
        {count ? (
          <span className="organiser-tab-count">
            {count}
            <span className="visually-hidden"> waiting</span>
          </span>
        ) : null}
      </NavLink>
    </li>
  );
}

/**
 * /organisers/… — the organisers' area: tabs for each job, with what waits on each, and the page
 * below. Only organisers get past the gate (the server decides; the nav only hides the link).
 */
export default function OrganisersFrame() {
  const overview = useOrganiserOverview();
  const tabs = useRef<HTMLUListElement>(null);
  const { pathname } = useLocation();
  useActiveTabInView(tabs, `${pathname} ${overview.status}`);
  if (overview.isError) {
    const { error } = overview;
    const forbidden = error instanceof ApiError && error.status === 403;
    const needsPasskey =
      error instanceof ApiError && forbidden && error.serverMessage === ORGANISER_NEEDS_PASSKEY;
    return (
      <Page title="Organisers">
        <p className="organisers-refused" role="alert">
          {needsPasskey
            ? ORGANISER_NEEDS_PASSKEY
            : forbidden
              ? 'Only organisers can do this.'
              : errorMessage(error, 'The organisers’ pages could not be loaded.')}
        </p>
        {needsPasskey && (
          <p>
            <Link to="/settings">Add a passkey in Settings</Link>
          </p>
        )}
      </Page>
    );
  }
  const counts = overview.data;
  return (
    <div className="organisers-area">
      <nav className="organiser-tabs" aria-label="Organiser tools">
        <ul ref={tabs}>
          <Tab to="/organisers/reports" label="Reports" count={counts?.openReports} />
          <Tab to="/organisers/members" label="Members" count={counts?.pendingMembers} />
          <Tab to="/organisers/content" label="Club content" />
          <Tab to="/organisers/audit" label="Audit log" />
          <Tab to="/organisers/cons" label="Conventions" />
        </ul>
      </nav>
      {overview.isPending ? <p role="status">Loading…</p> : <Outlet />}
    </div>
  );
}
