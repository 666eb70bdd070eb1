import { LIMITS, MIN_PASSWORD_LENGTH } from '../constants';

/** The special characters docs/product.md §5 allows; a password needs at least one of them. */
const SPECIALS = '!@#$%^&*()-=+_%';
const ALLOWED = /^[A-Za-z0-9!@#$%^&*()\-=+_]+$/;
const HAS_DIGIT = /[0-9]/;

export function isValidPassword(password: string): boolean {
  if (password.length < MIN_PASSWORD_LENGTH || password.length > LIMITS.password) return false;
  if (!ALLOWED.test(password)) return false;
  if (!HAS_DIGIT.test(password)) return false;
  return [...password].some((ch) => SPECIALS.includes(ch));
}
