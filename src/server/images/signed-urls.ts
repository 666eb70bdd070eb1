import { createHmac, timingSafeEqual } from 'node:crypto';

const DAY_S = 86_400;

/**
 * Photo URLs of members-only profiles carry a signature: `<img>` cannot send the bearer token, so
 * the URL itself proves that a member's answer handed it out. Signatures last until the end of
 * the next UTC day, so a URL stays the same (and cached) for a day or more, then stops working.
 */
export function createImageSigner(secret: string, now: () => number) {
  const mac = (path: string, exp: number) =>
    createHmac('sha256', secret).update(`${path}\n${exp}`).digest('base64url').slice(0, 32);
  return {
    /** `/api/images/{id}` or `/api/images/{id}/thumb` with `?exp=&sig=`; '' stays ''. */
    sign(path: string): string {
      if (!path) return path;
      const exp = (Math.floor(now() / 1000 / DAY_S) + 2) * DAY_S;
      return `${path}?exp=${exp}&sig=${mac(path, exp)}`;
    },
    /** Whether `sig` signs `path` until `exp`, and `exp` has not passed. */
    verify(path: string, exp: unknown, sig: unknown): boolean {
      const expiry = Number(exp);
      if (typeof sig !== 'string' || !Number.isSafeInteger(expiry) || expiry * 1000 <= now()) return false;
      const expected = Buffer.from(mac(path, expiry));
      const given = Buffer.from(sig);
      return given.length === expected.length && timingSafeEqual(given, expected);
    },
  };
}

export type ImageSigner = ReturnType<typeof createImageSigner>;
