import { LIMITS } from '../constants';
import { MSG } from '../messages';

// Usernames appear in URLs (/public/{username}), so they are kept to URL-safe ASCII characters.
const USERNAME_CHARS = /^[A-Za-z0-9._-]+$/;
// Browsers normalise "/public/." and "/public/.." away, so a name needs at least one letter or digit.
const HAS_LETTER_OR_DIGIT = /[A-Za-z0-9]/;

/**
 * Returns the message to show, or null when the username is acceptable. Callers pass the
 * username as typed: a space a phone keyboard adds at either end is trimmed here, on both sides.
 */
export function usernameProblem(typed: string): string | null {
  const username = typed.trim();
  if (/\s/.test(username)) return MSG.usernameNoSpaces;
  if (username.length > LIMITS.username) return MSG.usernameTooLong;
  if (!USERNAME_CHARS.test(username)) return MSG.usernameChars;
  if (!HAS_LETTER_OR_DIGIT.test(username)) return MSG.usernameNeedsLetter;
  return null;
}

/** The key that makes usernames unique ignoring case. */
export function usernameKey(username: string): string {
  return username.toLowerCase();
}
