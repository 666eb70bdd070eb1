import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { sessionEndedByLogout, sessionEndedByServer, useSession } from './session';

/** What a member page hands to /login: where to come back to, and whether a session just ended. */
export interface LoginState {
  from: string;
  ended: boolean;
}

/**
 * Member-only pages: without a token (or once the server ends the session) go to /login, which
 * says why and comes back here after logging in. A sign-up still waiting for an organiser's
 * approval sees `waiting` instead, on every member page, until its standing turns 'active'.
 */
export function RequireAuth({ children, waiting }: { children: ReactNode; waiting: ReactNode }) {
  const session = useSession();
  const location = useLocation();
  // Logging out on a member page goes home (docs/product.md §4), not to the login form.
  if (!session && sessionEndedByLogout()) return <Navigate to="/" replace />;
  if (!session) {
    const state: LoginState = { from: location.pathname + location.search, ended: sessionEndedByServer() };
    return <Navigate to="/login" replace state={state} />;
  }
  if (session.status === 'pending') return <>{waiting}</>;
  return <>{children}</>;
}
