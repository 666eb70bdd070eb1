import { api } from './api';
import { clearSession, getSession } from './session';

/** Ends the session on the server (best effort) and here; the caller decides where to go. */
export async function logOut(): Promise<void> {
  if (getSession()) await api('/logout', { method: 'POST', auth: true }).catch(() => undefined);
  clearSession('logout');
}
