import { LIMITS } from '../constants';
import { MSG } from '../messages';

// Usernames appear in URLs (/public/{username}), so they are kept to URL-safe characters.
const USERNAME_CHARS = /^[A-Za-z0-9._-]+$/;

/** Returns the message to show, or null when the username is acceptable. */
export function usernameProblem(username: string): string | null {
  if (/\s/.test(username)) return MSG.usernameNoSpaces;
  if (username.length > LIMITS.username) return MSG.usernameTooLong;
  if (!USERNAME_CHARS.test(username)) return MSG.usernameChars;
  return null;
}

/** The key that makes usernames unique ignoring case. */
export function usernameKey(username: string): string {
  return username.toLowerCase();
}
