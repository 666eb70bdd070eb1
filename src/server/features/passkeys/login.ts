import type { AuthenticationResponseJSON, AuthenticatorTransport } from '@simplewebauthn/server';
import { MSG } from '../../../shared/messages';
import { ORGANISER_MESSAGES } from '../../../shared/organisers/roles';
import type { AppDeps } from '../../deps';
import { badRequest, HttpError } from '../../http-error';
import { reserve } from '../../rate-limit/store';
import { type ClientInfo, startSession } from '../../security/sessions';
import { hashToken, newToken } from '../../security/tokens';
import { CHALLENGE_TTL_MS, PASSKEY_MESSAGES, relyingParty, verificationProblem } from './relying-party';
import { webauthn } from './webauthn';

/** Options for navigator.credentials.get(): no allowCredentials, so any passkey of ours may answer. */
export async function loginOptions(deps: AppDeps) {
  const { rpID } = relyingParty(deps.config);
  const { generateAuthenticationOptions } = await webauthn();
  const options = await generateAuthenticationOptions({
    rpID,
    allowCredentials: [],
    userVerification: 'preferred',
    timeout: CHALLENGE_TTL_MS,
  });
  const challengeId = newToken();
  await deps.passkeys.saveChallenge(
    challengeId,
    hashToken(options.challenge),
    'login',
    null,
    deps.now() + CHALLENGE_TTL_MS,
  );
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

  const { rpID, origin } = relyingParty(deps.config);
  let newCounter: number;
  try {
    const verification = await (await webauthn()).verifyAuthenticationResponse({
      response,
      expectedChallenge: (c) => hashToken(c) === stored,
      expectedOrigin: origin,
      expectedRPID: rpID,
      credential: {
        id: passkey.id,
        publicKey: new Uint8Array(passkey.publicKey),
        counter: passkey.counter,
        transports: passkey.transports as AuthenticatorTransport[],
      },
      requireUserVerification: false,
    });
    if (!verification.verified) throw new Error('not verified');
    newCounter = verification.authenticationInfo.newCounter;
  } catch (error) {
    throw new HttpError(401, verificationProblem(error));
  }
  // Conditional on the counter read above: of two sign-ins racing, only one records its use.
  if (!(await deps.passkeys.recordUse(passkey.id, passkey.counter, newCounter, deps.now())))
    throw new HttpError(401, PASSKEY_MESSAGES.counterRegression);
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
    token: await startSession(deps, user.id, client),
    username: user.username,
    ID: user.id,
    role: user.role,
    status: user.status,
  };
}
