import type { LoginState } from '../../lib/require-auth';

/** Member pages by the start of their path, and what logging in lets you do there. */
const REASONS: Array<[prefix: string, reason: string]> = [
  ['/users', 'Log in to see the member list.'],
  ['/update/', 'Log in to edit your profile.'],
  ['/calendar', 'Log in to see the club calendar.'],
  ['/tutorials', 'Log in to see the tutorials.'],
  ['/motd', 'Log in to see the message of the day.'],
  ['/localstores', 'Log in to see the local stores.'],
  ['/games', 'Log in to play the games.'],
  ['/brickbreaker', 'Log in to play brick breaker.'],
  ['/events/new', 'Log in to create an event.'],
  ['/events/', 'Log in to plan or answer events.'],
  ['/settings', 'Log in to change your settings.'],
];

/** Where to go after logging in: back to the member page that sent us, else /motd (the spec). */
export function returnPath(state: unknown): string {
  const from = (state as Partial<LoginState> | null)?.from;
  // Only a path inside this site ("/x", never "//host").
  return typeof from === 'string' && from.startsWith('/') && !from.startsWith('//') ? from : '/motd';
}

/** Why the login form is shown, when a member page sent the visitor here; '' for a plain visit. */
export function loginReason(state: unknown): string {
  const { from, ended } = (state as Partial<LoginState> | null) ?? {};
  if (typeof from !== 'string') return '';
  const reason = REASONS.find(([prefix]) => from.startsWith(prefix))?.[1] ?? 'Log in to see that page.';
  return ended ? `Your session has ended. ${reason}` : reason;
}
