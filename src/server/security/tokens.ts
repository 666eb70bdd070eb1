import { createHash, randomBytes } from 'node:crypto';

/** 256 random bits, URL-safe; handed to the client once and stored only as a hash. */
export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

/**
 * SHA-256 is enough here: the tokens are 256-bit random values, so the hash cannot be reversed
 * by guessing, and a lookup needs a deterministic hash (unlike passwords).
 */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
