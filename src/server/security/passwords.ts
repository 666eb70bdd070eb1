import { hash, verify } from '@node-rs/argon2';
import { createHashQueue } from './hash-queue';

// The package's Algorithm enum is a const enum, which isolated modules cannot read: 2 is Argon2id.
const ARGON2ID = 2;
// OWASP's argon2id baseline: 19 MiB memory, 2 passes, 1 lane (~15 ms a hash on this machine).
const OPTIONS = { algorithm: ARGON2ID, memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

/**
 * Every hash and verification of the process waits its turn here, so a burst of logins cannot
 * take every core from the requests around it; beyond the queue's limit they are refused (503).
 */
const hashing = createHashQueue();

export function hashPassword(password: string): Promise<string> {
  return hashing.run(() => hash(password, OPTIONS));
}

/** False for a wrong password or an unreadable hash; throws (503) only when the queue is full. */
export function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  return hashing.run(async () => {
    try {
      return await verify(passwordHash, password);
    } catch {
      return false;
    }
  });
}

let dummyHash: Promise<string> | undefined;

/**
 * Verifies against a throwaway hash so that a login for an unknown user costs as much time as a
 * wrong password, and the two cannot be told apart.
 */
export async function burnVerifyTime(password: string): Promise<void> {
  // A refused first hash (queue full) must not be remembered: the next caller tries again.
  dummyHash ??= hashPassword('dummy-password-1!').catch((error: unknown) => {
    dummyHash = undefined;
    throw error;
  });
  await verifyPassword(await dummyHash, password);
}
