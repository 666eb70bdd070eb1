import { ORGANISER_NEEDS_PASSKEY } from '../../../shared/api/passkeys';
import type { AppConfig } from '../../config';

/** How long a ceremony's challenge can be answered (the browser prompt's timeout too). */
export const CHALLENGE_TTL_MS = 5 * 60_000;

/**
 * The relying party is the address members use (PUBLIC_URL): its host name is the RP ID the
 * passkeys are bound to, its origin the only origin whose answers are accepted.
 */
export function relyingParty(config: Pick<AppConfig, 'publicUrl'>) {
  const url = new URL(config.publicUrl);
  return { rpID: url.hostname, origin: url.origin };
}

export const PASSKEY_MESSAGES = {
  challengeGone: 'This passkey request has expired or was already used. Please try again.',
  unknownCredential: 'That passkey is not registered here.',
  wrongOrigin: 'That passkey answer came from another website address.',
  wrongRpId: 'That passkey belongs to another website.',
  counterRegression:
    'That passkey answered with an old signature counter, so it may have been copied. Sign in with your password and check your passkeys in Settings.',
  notVerified: 'That passkey answer could not be verified. Please try again.',
  alreadyRegistered: 'That passkey is already registered.',
  notFound: 'You have no passkey with that id.',
  reauthNeeded: 'Enter your password to add a passkey.',
  noPasskeyToConfirm: 'You have no passkey yet: confirm with your password instead.',
  notYours: 'Confirm with one of your own passkeys, or with your password.',
  organiserNeedsPasskey: ORGANISER_NEEDS_PASSKEY,
} as const;

/** Plain words for what @simplewebauthn/server rejected (its errors are meant for developers). */
export function verificationProblem(error: unknown): string {
  const text = error instanceof Error ? error.message : '';
  if (/counter/i.test(text)) return PASSKEY_MESSAGES.counterRegression;
  if (/RP ID/i.test(text)) return PASSKEY_MESSAGES.wrongRpId;
  if (/origin/i.test(text)) return PASSKEY_MESSAGES.wrongOrigin;
  if (/challenge/i.test(text)) return PASSKEY_MESSAGES.challengeGone;
  return PASSKEY_MESSAGES.notVerified;
}
