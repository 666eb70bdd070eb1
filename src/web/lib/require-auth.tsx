import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { sessionEndedByLogout, useSession } from './session';

/** Member-only pages: without a token (or once the server ends the session) go to /login. */
export function RequireAuth({ children }: { children: ReactNode }) {
  const session = useSession();
  const location = useLocation();
  // Logging out on a member page goes home (docs/product.md §4), not to the login form.
  if (!session && sessionEndedByLogout()) return <Navigate to="/" replace />;
  if (!session) return <Navigate to="/login" replace state={{ from: location.pathname + location.search }} />;
  return <>{children}</>;
}
