import type { SignupInput } from '../../../shared/api/auth';
import { MSG } from '../../../shared/messages';
import { type MemberStatus, ORGANISER_MESSAGES } from '../../../shared/organisers/roles';
import { UsernameTakenError } from '../../db/users-repo';
import type { AppDeps } from '../../deps';
import { HttpError } from '../../http-error';
import { queueVerificationMail } from '../../mail/verify-mail-job';
import { queueNotification } from '../../notify/queue-notification';
import { consume, reserve } from '../../rate-limit/store';
import { burnVerifyTime, hashPassword, verifyPassword } from '../../security/passwords';
import { type ClientInfo, startSession } from '../../security/sessions';

/** Creates an account from a sign-up the route's schema has checked (shared/api/auth.ts). */
export async function signUp(deps: AppDeps, input: SignupInput, client: ClientInfo) {
  await consume(deps.limits, `signup:addr:${client.ip}`, deps.config.rateLimits.signupsPerAddress);

  const { username } = input;
  // While organisers approve new members, the account starts pending (it still signs in).
  const status: MemberStatus = (await deps.settings.approvalRequired()) ? 'pending' : 'active';
  try {
    const userId = await deps.users.insert(
      {
        username,
        firstname: input.firstname,
        lastname: input.lastname,
        birthdate: input.birthdate,
        password_hash: await hashPassword(input.password),
        recoveryemail: input.recoveryemail,
        referredby: input.referredby,
        status,
      },
      deps.now(),
    );
    await queueVerificationMail(deps, userId, input.recoveryemail);
    if (status === 'pending')
      await queueNotification(deps, {
        type: 'organiser-queue',
        subjectKind: 'member',
        subjectId: userId,
        groupKey: 'organiser-queue:signups',
        actorId: userId,
        data: { what: 'signup' },
        to: { rule: 'organisers' },
      });
    // A new account starts at credential generation 0 (the column's default).
    const token = await startSession(deps, { id: userId, credential_generation: 0 }, client);
    return { userId, username, token, status };
  } catch (error) {
    if (error instanceof UsernameTakenError) throw new HttpError(409, MSG.usernameTaken);
    throw error;
  }
}

/**
 * Failed logins are counted per account and per client address; both answer 429 once over the
 * limit. Each attempt is reserved on both counters before the password check and given back when
 * it succeeds, so even a concurrent burst runs at most the limit's number of checks. Unknown
 * users and wrong passwords look the same: same status, body and similar time.
 */
export async function logIn(deps: AppDeps, username: string, password: string, client: ClientInfo) {
  const { loginFailuresPerAccount, loginFailuresPerAddress } = deps.config.rateLimits;
  const attempt = await reserve(deps.limits, [
    { key: `login:acct:${username.trim().toLowerCase()}`, rule: loginFailuresPerAccount },
    { key: `login:addr:${client.ip}`, rule: loginFailuresPerAddress },
  ]);

  // A lookup that fails (database down) is not a failed login: give the attempt back.
  const user = await deps.users.findLoginByUsername(username.trim()).catch(async (error: unknown) => {
    await attempt.release().catch(() => undefined);
    throw error;
  });
  let ok = false;
  try {
    if (user) ok = await verifyPassword(user.password_hash, password);
    else await burnVerifyTime(password);
  } catch (error) {
    // Refused before any check (the hashing queue is full, 503): not a failed login either.
    await attempt.release().catch(() => undefined);
    throw error;
  }
  // A failure keeps its reservation: it is the counted failure.
  if (!user || !ok) throw new HttpError(401, MSG.invalidCredentials);
  await attempt.release();
  // Only the right password learns that the account is in its grace period.
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
