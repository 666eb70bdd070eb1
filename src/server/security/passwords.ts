import { hash, verify } from '@node-rs/argon2';

// The package's Algorithm enum is a const enum, which isolated modules cannot read: 2 is Argon2id.
const ARGON2ID = 2;
// OWASP's argon2id baseline: 19 MiB memory, 2 passes, 1 lane (~15 ms a hash on this machine).
const OPTIONS = { algorithm: ARGON2ID, memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

let dummyHash: Promise<string> | undefined;

/**
 * Verifies against a throwaway hash so that a login for an unknown user costs as much time as a
 * wrong password, and the two cannot be told apart.
 */
export async function burnVerifyTime(password: string): Promise<void> {
  dummyHash ??= hashPassword('dummy-password-1!');
  await verifyPassword(await dummyHash, password);
}
