import type { AuthenticationResponseJSON } from '@simplewebauthn/server';
import type { SessionUser } from '../../db/sessions-repo';
import type { AppDeps } from '../../deps';
import { badRequest, forbidden, HttpError, unauthorized } from '../../http-error';
import { reserve } from '../../rate-limit/store';
import { confirmCurrentPassword } from '../../security/current-password';
import { hashToken, newToken } from '../../security/tokens';
import { verifyAssertion } from './assertion';
import { CHALLENGE_TTL_MS, PASSKEY_MESSAGES, relyingParty } from './relying-party';
import { webauthn } from './webauthn';

/** What proves, beside the session, that the member is adding a passkey: one of the two. */
export interface Reauthentication {
  currentpassword?: string | undefined;
  /** An answer by one of the member's passkeys to a challenge from POST /passkeys/confirm/options. */
  confirm?: { challengeId: string; response: AuthenticationResponseJSON } | undefined;
}

/** Options for navigator.credentials.get() that only the member's own passkeys can answer. */
export async function confirmOptions(deps: AppDeps, user: SessionUser) {
  const own = await deps.passkeys.listOf(user.userId);
  if (own.length === 0) throw badRequest(PASSKEY_MESSAGES.noPasskeyToConfirm);
  const { generateAuthenticationOptions } = await webauthn();
  const options = await generateAuthenticationOptions({
    rpID: relyingParty(deps.config).rpID,
    allowCredentials: own.map((p) => ({
      id: p.id,
      transports: p.transports === '' ? undefined : (p.transports.split(',') as never),
    })),
    userVerification: 'preferred',
    timeout: CHALLENGE_TTL_MS,
  });
  const challengeId = newToken();
  await deps.passkeys.saveChallenge(
    challengeId,
    hashToken(options.challenge),
    'confirm',
    user.userId,
    deps.now() + CHALLENGE_TTL_MS,
  );
  return { challengeId, options: { ...options } };
}

/**
 * A session alone must not add a passkey (a stolen token would become a login that outlives a
 * password reset): the member's current password, or an answer by one of their passkeys, is
 * required (403 otherwise). Every failure counts on the member's and the address's failed-login
 * counters, exactly as a failed login; a success gives its attempts back.
 */
export async function proveItIsYou(
  deps: AppDeps,
  user: SessionUser,
  proof: Reauthentication,
  ip: string,
): Promise<void> {
  const row = await deps.users.findById(user.userId);
  if (!row) throw unauthorized();
  if (proof.confirm === undefined) {
    await confirmCurrentPassword(deps, row, proof.currentpassword, {
      ip,
      missing: PASSKEY_MESSAGES.reauthNeeded,
    });
    return;
  }
  const { loginFailuresPerAccount, loginFailuresPerAddress } = deps.config.rateLimits;
  const attempt = await reserve(deps.limits, [
    { key: `login:acct:${row.username_key}`, rule: loginFailuresPerAccount },
    { key: `login:addr:${ip}`, rule: loginFailuresPerAddress },
  ]);
  const { challengeId, response } = proof.confirm;
  const stored = await deps.passkeys.consumeChallenge(challengeId, 'confirm', user.userId, deps.now());
  if (!stored) throw forbidden(PASSKEY_MESSAGES.challengeGone);
  const passkey = await deps.passkeys.find(response.id);
  if (passkey?.userId !== user.userId) throw forbidden(PASSKEY_MESSAGES.notYours);
  try {
    await verifyAssertion(deps, stored, response, passkey);
  } catch (error) {
    throw error instanceof HttpError ? forbidden(error.message) : error;
  }
  await attempt.release();
}
