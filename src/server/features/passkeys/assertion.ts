import type { AuthenticationResponseJSON, AuthenticatorTransport } from '@simplewebauthn/server';
import type { StoredPasskey } from '../../db/passkeys-repo';
import type { AppDeps } from '../../deps';
import { HttpError } from '../../http-error';
import { hashToken } from '../../security/tokens';
import { PASSKEY_MESSAGES, relyingParty, verificationProblem } from './relying-party';
import { webauthn } from './webauthn';

/**
 * Checks a passkey's signed answer to the challenge stored as `challengeHash`, then records the
 * use. The counter only moves forward, conditional on the value read: of two answers racing,
 * only one counts. Throws 401 with plain words for anything refused.
 */
export async function verifyAssertion(
  deps: AppDeps,
  challengeHash: string,
  response: AuthenticationResponseJSON,
  passkey: StoredPasskey,
): Promise<void> {
  const { rpID, origin } = relyingParty(deps.config);
  let newCounter: number;
  try {
    const verification = await (await webauthn()).verifyAuthenticationResponse({
      response,
      expectedChallenge: (c) => hashToken(c) === challengeHash,
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
  if (!(await deps.passkeys.recordUse(passkey.id, passkey.counter, newCounter, deps.now())))
    throw new HttpError(401, PASSKEY_MESSAGES.counterRegression);
}
