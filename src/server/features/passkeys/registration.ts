import type { RegistrationResponseJSON, verifyRegistrationResponse } from '@simplewebauthn/server';
import { recoveryEmailProblem } from '../../../shared/rules/recovery-email';
import type { SessionUser } from '../../db/sessions-repo';
import type { AppDeps } from '../../deps';
import { badRequest, HttpError, unauthorized } from '../../http-error';
import { queueNotice } from '../../mail/notice-job';
import type { ClientInfo } from '../../security/sessions';
import { hashToken } from '../../security/tokens';
import { passkeyAddedNotice } from './added-notice';
import { CHALLENGE_TTL_MS, PASSKEY_MESSAGES, relyingParty, verificationProblem } from './relying-party';
import { webauthn } from './webauthn';

/** The challenge inside a browser's clientDataJSON, or undefined when it cannot be read. */
export function challengeOf(clientDataJSON: string): string | undefined {
  try {
    const data: unknown = JSON.parse(Buffer.from(clientDataJSON, 'base64url').toString('utf8'));
    const challenge = (data as { challenge?: unknown } | null)?.challenge;
    return typeof challenge === 'string' ? challenge : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Options for the browser's navigator.credentials.create(): a discoverable credential (so the
 * login needs no username), no attestation, the member's passkeys excluded. The challenge is
 * stored as its hash, keyed by that hash, for this member only.
 */
export async function registrationOptions(deps: AppDeps, user: SessionUser) {
  const { rpID } = relyingParty(deps.config);
  const existing = await deps.passkeys.listOf(user.userId);
  const { generateRegistrationOptions } = await webauthn();
  const options = await generateRegistrationOptions({
    rpName: deps.content.clubName,
    rpID,
    userName: user.username,
    // A stable handle: the same authenticator keeps one passkey per member, not one per try.
    userID: new TextEncoder().encode(`member:${user.userId}`),
    attestationType: 'none',
    timeout: CHALLENGE_TTL_MS,
    excludeCredentials: existing.map((p) => ({
      id: p.id,
      transports: p.transports === '' ? undefined : p.transports.split(','),
    })),
    authenticatorSelection: { residentKey: 'required', userVerification: 'preferred' },
  });
  const challengeHash = hashToken(options.challenge);
  await deps.passkeys.saveChallenge(
    challengeHash,
    challengeHash,
    'register',
    user.userId,
    deps.now() + CHALLENGE_TTL_MS,
  );
  return { options: { ...options } };
}

/**
 * Checks the authenticator's answer against the member's challenge and stores the passkey; the
 * notice mail to the member is queued in the same transaction. The caller has made the member
 * prove who they are (reauth.ts).
 */
export async function registerPasskey(
  deps: AppDeps,
  user: SessionUser,
  name: string,
  response: RegistrationResponseJSON,
  client: ClientInfo,
) {
  const challenge = challengeOf(response.response.clientDataJSON);
  const stored = challenge
    ? await deps.passkeys.consumeChallenge(hashToken(challenge), 'register', user.userId, deps.now())
    : undefined;
  if (!stored) throw badRequest(PASSKEY_MESSAGES.challengeGone);

  const { rpID, origin } = relyingParty(deps.config);
  let verification: Awaited<ReturnType<typeof verifyRegistrationResponse>>;
  try {
    verification = await (await webauthn()).verifyRegistrationResponse({
      response,
      expectedChallenge: (c) => hashToken(c) === stored,
      expectedOrigin: origin,
      expectedRPID: rpID,
      requireUserVerification: false,
    });
  } catch (error) {
    throw badRequest(verificationProblem(error));
  }
  if (!verification.verified) throw badRequest(PASSKEY_MESSAGES.notVerified);

  const { credential } = verification.registrationInfo;
  if (await deps.passkeys.exists(credential.id)) throw new HttpError(409, PASSKEY_MESSAGES.alreadyRegistered);
  const member = await deps.users.findById(user.userId);
  if (!member) throw unauthorized();
  const now = deps.now();
  const notice = passkeyAddedNotice({
    // Never to a legacy address that is a list or not one address at all (as the reset mail).
    to: recoveryEmailProblem(member.recoveryemail) ? '' : member.recoveryemail,
    firstname: member.firstname,
    username: member.username,
    passkeyName: name,
    attachment: response.authenticatorAttachment,
    userAgent: client.userAgent,
    ip: client.ip,
    at: now,
    clubName: deps.content.clubName,
    publicUrl: deps.config.publicUrl,
  });
  await deps.passkeys.insert(
    {
      id: credential.id,
      userId: user.userId,
      publicKey: credential.publicKey,
      counter: credential.counter,
      transports: credential.transports ?? [],
      name,
    },
    now,
    (trx) => queueNotice(deps, notice, trx),
  );
  return { id: credential.id, name, createdAt: new Date(now).toISOString() };
}
