import { useSyncExternalStore } from 'react';
import { SESSION_EXTRA_KEYS, SESSION_KEYS } from '../../shared/constants';
import type { MemberRole, MemberStatus } from '../../shared/organisers/roles';
import { forgetOfflineSchedule } from './service-worker';

/** The signed-in member as the spec keeps it: token, username and userid in localStorage. */
export interface Session {
  token: string;
  username: string;
  userid: string;
  /** As of login; 'member' when unknown (a session from before roles existed). */
  role: MemberRole;
  /** As of login or sign-up: 'pending' shows the waiting page instead of member pages. */
  status: MemberStatus;
}

const ROLES: readonly string[] = ['member', 'organiser'];
const STATUSES: readonly string[] = ['active', 'pending', 'suspended'];

const listeners = new Set<() => void>();
let current: Session | null = read();
/** Why the last session ended: a member page then knows to go home (logout) or to /login. */
let endedBy: 'logout' | 'server' | null = null;

function read(): Session | null {
  try {
    const token = localStorage.getItem(SESSION_KEYS.token);
    const username = localStorage.getItem(SESSION_KEYS.username);
    const userid = localStorage.getItem(SESSION_KEYS.userid);
    const role = localStorage.getItem(SESSION_EXTRA_KEYS.role) ?? '';
    const status = localStorage.getItem(SESSION_EXTRA_KEYS.status) ?? '';
    return token && username && userid
      ? {
          token,
          username,
          userid,
          role: ROLES.includes(role) ? (role as MemberRole) : 'member',
          status: STATUSES.includes(status) ? (status as MemberStatus) : 'active',
        }
      : null;
  } catch {
    return null;
  }
}

function emit() {
  for (const listener of listeners) listener();
}

export function setSession(session: Session): void {
  localStorage.setItem(SESSION_KEYS.token, session.token);
  localStorage.setItem(SESSION_KEYS.username, session.username);
  localStorage.setItem(SESSION_KEYS.userid, session.userid);
  localStorage.setItem(SESSION_EXTRA_KEYS.role, session.role);
  localStorage.setItem(SESSION_EXTRA_KEYS.status, session.status);
  if (current?.userid !== session.userid) forgetOfflineSchedule();
  current = session;
  endedBy = null;
  emit();
}

/** Removes all three keys; used by logout and when the server says the session is gone. */
export function clearSession(reason: 'logout' | 'server' = 'server'): void {
  for (const key of [...Object.values(SESSION_KEYS), ...Object.values(SESSION_EXTRA_KEYS)]) {
    localStorage.removeItem(key);
  }
  current = null;
  endedBy = reason;
  forgetOfflineSchedule();
  emit();
}

export function sessionEndedByLogout(): boolean {
  return endedBy === 'logout';
}

/** The server ended the session (expired, revoked, password changed elsewhere). */
export function sessionEndedByServer(): boolean {
  return endedBy === 'server';
}

export function getSession(): Session | null {
  return current;
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  // Another tab logging in or out changes storage: follow it.
  const onStorage = () => {
    current = read();
    listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

export function useSession(): Session | null {
  return useSyncExternalStore(subscribe, getSession, () => null);
}
