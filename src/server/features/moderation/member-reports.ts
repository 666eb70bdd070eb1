import type { z } from 'zod';
import { type AppealRequest, MODERATION_MESSAGES, type reportBody } from '../../../shared/api/moderation';
import { MSG } from '../../../shared/messages';
import type { ModerationRepo } from '../../db/moderation-repo';
import type { SessionUser } from '../../db/sessions-repo';
import type { AppDeps } from '../../deps';
import { badRequest, HttpError, notFound } from '../../http-error';
import { countReport, fileReport } from '../../lib/file-report';
import { queueForOrganisers } from '../../notify/organiser-queue';
import { reserve } from '../../rate-limit/store';
import { burnVerifyTime, verifyPassword } from '../../security/passwords';
import { currentPhotos, storedPhotoUrl } from './photos';

/** A member reports a profile, or one of its photos. Several reports of the same member are fine. */
export async function createReport(
  deps: AppDeps,
  repo: ModerationRepo,
  reporter: SessionUser,
  body: z.infer<typeof reportBody>,
): Promise<void> {
  await countReport(deps, reporter.userId);
  // The live row: a member being deleted, suspended or pending is no member to report.
  const member = await repo.findReportable(body.username);
  if (!member) throw notFound(MODERATION_MESSAGES.noSuchMember);
  if (member.id === reporter.userId) throw badRequest(MODERATION_MESSAGES.reportYourself);
  let image = '';
  if (body.image) {
    image = storedPhotoUrl(body.image) ?? '';
    if (!image || !currentPhotos(member).includes(image)) throw badRequest(MODERATION_MESSAGES.notTheirPhoto);
  }
  await fileReport(deps, {
    memberId: member.id,
    reporterId: reporter.userId,
    image,
    reason: body.reason,
    note: body.note,
  });
}

/**
 * A suspended member appeals once, with their username and password (they cannot sign in). The
 * password is checked like a login's and wrong ones count against the same limits.
 */
export async function appeal(deps: AppDeps, repo: ModerationRepo, body: AppealRequest, ip: string) {
  const { loginFailuresPerAccount, loginFailuresPerAddress } = deps.config.rateLimits;
  const attempt = await reserve(deps.limits, [
    { key: `login:acct:${body.username.trim().toLowerCase()}`, rule: loginFailuresPerAccount },
    { key: `login:addr:${ip}`, rule: loginFailuresPerAddress },
  ]);
  const user = await deps.users.findLoginByUsername(body.username.trim()).catch(async (error: unknown) => {
    await attempt.release().catch(() => undefined);
    throw error;
  });
  let ok = false;
  if (user) ok = await verifyPassword(user.password_hash, body.password);
  else await burnVerifyTime(body.password);
  // A failure keeps its reservation: it is a counted failure, as at login.
  if (!user || !ok) throw new HttpError(401, MSG.invalidCredentials);
  await attempt.release();
  if (user.status !== 'suspended' || user.deleted_at !== null)
    throw badRequest(MODERATION_MESSAGES.notSuspended);

  const appealed = await deps.transaction(async (trx) => {
    if (!(await repo.markAppealed(trx, user.id, deps.now()))) return false;
    await repo.insertReport(
      { memberId: user.id, reporterId: user.id, image: '', reason: 'appeal', note: body.note },
      deps.now(),
      trx,
    );
    await queueForOrganisers(deps, user.id, trx);
    return true;
  });
  if (!appealed) throw new HttpError(409, MODERATION_MESSAGES.alreadyAppealed);
}
