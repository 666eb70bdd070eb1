import type { AuthenticationResponseJSON } from '@simplewebauthn/server';
import { MSG } from '../../../shared/messages';
import { ORGANISER_MESSAGES } from '../../../shared/organisers/roles';
import type { AppDeps } from '../../deps';
import { badRequest, HttpError } from '../../http-error';
import { RateLimitedError, reserve } from '../../rate-limit/store';
import { type ClientInfo, startSession } from '../../security/sessions';
import { hashToken, newToken } from '../../security/tokens';
import { verifyAssertion } from './assertion';
import { CHALLENGE_TTL_MS, PASSKEY_MESSAGES, relyingParty } from './relying-party';
import { webauthn } from './webauthn';

/**
 * Options for navigator.credentials.get(): no allowCredentials, so any passkey of ours may answer.
 * Anyone may ask, so the stored challenges are bounded: a handful live per client address (429
 * beyond, until the oldest expires) and a cap on all of them (docs/decisions/0018-passkeys.md).
 */
export async function loginOptions(deps: AppDeps, clientAddress: string) {
  const { rpID } = relyingParty(deps.config);
  const { generateAuthenticationOptions } = await webauthn();
  const options = await generateAuthenticationOptions({
    rpID,
    allowCredentials: [],
    userVerification: 'preferred',
    timeout: CHALLENGE_TTL_MS,
  });
  const challengeId = newToken();
  const now = deps.now();
  const stored = await deps.passkeys.saveLoginChallenge(
    {
      id: challengeId,
      challengeHash: hashToken(options.challenge),
      address: clientAddress,
      expiresAt: now + CHALLENGE_TTL_MS,
    },
    now,
    deps.config.passkeyLoginChallenges,
  );
  if (!stored.saved) throw new RateLimitedError(Math.max(1, Math.ceil((stored.retryAt - now) / 1000)));
  return { challengeId, options: { ...options } };
}

/**
 * Signs in with a passkey: the answer and effects are the password login's (accounts/service.ts
 * logIn): a session, then the same refusals for accounts being deleted or suspended. Every
 * failure counts on the client address's failed-login counter, as a wrong password does.
 */
export async function logInWithPasskey(
  deps: AppDeps,
  challengeId: string,
  response: AuthenticationResponseJSON,
  client: ClientInfo,
) {
  const attempt = await reserve(deps.limits, [
    { key: `login:addr:${client.ip}`, rule: deps.config.rateLimits.loginFailuresPerAddress },
  ]);
  const stored = await deps.passkeys.consumeChallenge(challengeId, 'login', null, deps.now());
  if (!stored) throw badRequest(PASSKEY_MESSAGES.challengeGone);
  const passkey = await deps.passkeys.find(response.id);
  if (!passkey) throw new HttpError(401, PASSKEY_MESSAGES.unknownCredential);

  await verifyAssertion(deps, stored, response, passkey);
  await attempt.release();

  const user = await deps.users.findById(passkey.userId);
  if (!user) throw new HttpError(401, PASSKEY_MESSAGES.unknownCredential);
  if (user.deleted_at !== null) throw new HttpError(403, MSG.accountBeingDeleted);
  if (user.status === 'suspended') {
    const reason = user.status_reason;
    throw new HttpError(403, `${ORGANISER_MESSAGES.suspended}${reason ? ` Reason: ${reason}` : ''}`, {
      suspension: { reason, canAppeal: user.appealed_at === null },
    });
  }
  return {
    token: await startSession(deps, user, client),
    username: user.username,
    ID: user.id,
    role: user.role,
    status: user.status,
  };
}
