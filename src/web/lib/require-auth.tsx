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
 * says why and comes back here after logging in.
 */
export function RequireAuth({ children }: { children: ReactNode }) {
  const session = useSession();
  const location = useLocation();
  // Logging out on a member page goes home (docs/product.md §4), not to the login form.
  if (!session && sessionEndedByLogout()) return <Navigate to="/" replace />;
  if (!session) {
    const state: LoginState = { from: location.pathname + location.search, ended: sessionEndedByServer() };
    return <Navigate to="/login" replace state={state} />;
  }
  return <>{children}</>;
}
