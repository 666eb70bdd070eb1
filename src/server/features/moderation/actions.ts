import { MODERATION_MESSAGES } from '../../../shared/api/moderation';
import type { ModeratedMember } from '../../db/moderation-repo';
import type { SessionUser } from '../../db/sessions-repo';
import type { Trx } from '../../db/transaction';
import type { AppDeps } from '../../deps';
import { badRequest, HttpError, notFound } from '../../http-error';
import { imageIdFromUrl } from '../../images/process-image';
import { passOnGroupsOf } from '../../lib/group-owner-handover';
import { queueNotice } from '../../mail/notice-job';
import { reseatReturningMemberAndTell } from '../../mail/seat-lost-notice';
import { freeSeatsOf } from '../../notify/freed-seats';
import { queueNotification } from '../../notify/queue-notification';
import {
  appealDeclinedNotice,
  photoHiddenNotice,
  reportDismissedNotice,
  suspendedNotice,
  unsuspendedNotice,
} from './notices';
import { currentPhotos, photoPlace, withoutPhoto } from './photos';

const conflict = (message: string) => new HttpError(409, message);

/** The member hears of an organiser's decision in their inbox too (one row per report). */
const queueDecision = (deps: AppDeps, trx: Trx, memberId: number, groupKey: string, outcome: string) =>
  queueNotification(
    deps,
    {
      type: 'report-decided',
      subjectKind: '',
      subjectId: null,
      groupKey,
      actorId: null,
      data: { outcome },
      to: { members: [memberId] },
    },
    { trx },
  );

/** The reporters of reports an action closed hear that it was acted on (an appeal is answered apart). */
const tellReporters = async (
  deps: AppDeps,
  trx: Trx,
  actioned: { id: number; reporterId: number | null; reason: string }[],
) => {
  for (const report of actioned)
    if (report.reporterId !== null && report.reason !== 'appeal')
      await queueDecision(deps, trx, report.reporterId, `report-decided:${report.id}`, 'actioned');
};

/**
 * The organisers' decisions. Each runs in one transaction: the change, its audit entry and the
 * notice mailed to the member commit together or not at all.
 */
export function moderationActions(deps: AppDeps) {
  const { transaction, moderation: repo } = deps;
  const clubName = () => deps.content.clubName;
  const loginUrl = () => `${deps.config.publicUrl}/login`;
  const actorOf = (organiser: SessionUser) => ({ id: organiser.userId, username: organiser.username });
  const memberRef = (member: Pick<ModeratedMember, 'id' | 'username'>) => ({
    id: member.id,
    username: member.username,
  });
  const openReport = async (trx: Trx, id: number) => {
    const report = await repo.findOpenReport(trx, id);
    if (!report) throw notFound(MODERATION_MESSAGES.noSuchReport);
    return report;
  };
  const lockMember = async (trx: Trx, id: number) => {
    const member = await repo.lockMember(trx, id);
    if (!member) throw notFound(MODERATION_MESSAGES.noSuchMember);
    return member;
  };

  return {
    /** No action: the reporter hears why (for an appeal, the member hears the suspension stays). */
    async dismiss(organiser: SessionUser, reportId: number, reason: string): Promise<{ appeal: boolean }> {
      return transaction(async (trx) => {
        const report = await openReport(trx, reportId);
        const member = await lockMember(trx, report.memberId);
        const now = deps.now();
        if (!(await repo.closeReport(trx, report.id, 'dismissed', organiser.userId, now)))
          throw notFound(MODERATION_MESSAGES.noSuchReport);
        await deps.audit.record(
          {
            actor: actorOf(organiser),
            action: 'report.dismiss',
            member: memberRef(member),
            detail: report.reason,
            reason,
          },
          now,
          trx,
        );
        if (report.reason === 'appeal') {
          const notice = {
            to: member.recoveryemail,
            username: member.username,
            clubName: clubName(),
            reason,
          };
          await queueNotice(deps, appealDeclinedNotice(notice), trx);
          await queueDecision(deps, trx, member.id, `report-decided:${report.id}`, 'declined');
          return { appeal: true };
        }
        const reporter =
          report.reporterId === null ? undefined : await repo.contactOf(trx, report.reporterId);
        if (!reporter) return { appeal: false };
        if (report.reporterId !== null)
          await queueDecision(deps, trx, report.reporterId, `report-decided:${report.id}`, 'dismissed');
        const notice = reportDismissedNotice({
          to: reporter.recoveryemail,
          username: reporter.username,
          clubName: clubName(),
          reason,
          memberUsername: member.username,
        });
        await queueNotice(deps, notice, trx);
        return { appeal: false };
      });
    },

    /** Takes the reported photo off the profile; it is kept hidden as the report's evidence. */
    async hidePhoto(organiser: SessionUser, reportId: number, reason: string): Promise<void> {
      await transaction(async (trx) => {
        const report = await openReport(trx, reportId);
        const imageId = imageIdFromUrl(report.image);
        if (!imageId) throw badRequest(MODERATION_MESSAGES.reportHasNoPhoto);
        const member = await lockMember(trx, report.memberId);
        if (!currentPhotos(member).includes(report.image)) throw conflict(MODERATION_MESSAGES.photoGone);
        const now = deps.now();
        await repo.hidePhoto(trx, member.id, withoutPhoto(member, report.image), imageId, now);
        const actioned = await repo.actionOpenReports(
          trx,
          member.id,
          { image: report.image },
          organiser.userId,
          now,
        );
        await tellReporters(deps, trx, actioned);
        await deps.audit.record(
          {
            actor: actorOf(organiser),
            action: 'photo.hide',
            member: memberRef(member),
            detail: report.image,
            reason,
          },
          now,
          trx,
        );
        const notice = photoHiddenNotice({
          to: member.recoveryemail,
          username: member.username,
          clubName: clubName(),
          reason,
          place: photoPlace(member, report.image),
        });
        await queueNotice(deps, notice, trx);
      });
    },

    /** The member vanishes from every public place and is signed out; they may appeal once. */
    async suspend(organiser: SessionUser, memberId: number, reason: string): Promise<void> {
      if (memberId === organiser.userId) throw badRequest(MODERATION_MESSAGES.suspendYourself);
      await transaction(async (trx) => {
        const member = await lockMember(trx, memberId);
        if (member.role === 'organiser') throw badRequest(MODERATION_MESSAGES.suspendOrganiser);
        if (member.status !== 'active') throw conflict(MODERATION_MESSAGES.notActive);
        const now = deps.now();
        if (!(await repo.setStatus(trx, member.id, 'suspended', reason)))
          throw conflict(MODERATION_MESSAGES.notActive);
        // Their seats and offers at coming events pass to the next in line.
        await freeSeatsOf(deps, trx, member.id);
        // The groups they own pass to a moderator or member (audited per group).
        await passOnGroupsOf(deps, trx, memberRef(member), actorOf(organiser));
        await tellReporters(
          deps,
          trx,
          await repo.actionOpenReports(trx, member.id, 'all', organiser.userId, now),
        );
        await deps.audit.record(
          { actor: actorOf(organiser), action: 'member.suspend', member: memberRef(member), reason },
          now,
          trx,
        );
        const notice = suspendedNotice({
          to: member.recoveryemail,
          username: member.username,
          clubName: clubName(),
          reason,
          loginUrl: loginUrl(),
        });
        await queueNotice(deps, notice, trx);
      });
    },

    /** Lifts a suspension; an open appeal is answered by it. */
    async unsuspend(organiser: SessionUser, memberId: number, reason: string): Promise<void> {
      await transaction(async (trx) => {
        const member = await lockMember(trx, memberId);
        if (member.status !== 'suspended') throw conflict(MODERATION_MESSAGES.notSuspended);
        const now = deps.now();
        // The database decides between two organisers lifting at once: the second is told so.
        if (!(await repo.setStatus(trx, member.id, 'active', '')))
          throw conflict(MODERATION_MESSAGES.notSuspended);
        await repo.actionOpenReports(trx, member.id, 'appeals', organiser.userId, now);
        // Their RSVPs count again: a seat taken meanwhile becomes "not going", and they are told.
        await reseatReturningMemberAndTell(deps, trx, member.id);
        await deps.audit.record(
          { actor: actorOf(organiser), action: 'member.unsuspend', member: memberRef(member), reason },
          now,
          trx,
        );
        const notice = unsuspendedNotice({
          to: member.recoveryemail,
          username: member.username,
          clubName: clubName(),
          reason,
          loginUrl: loginUrl(),
        });
        await queueNotice(deps, notice, trx);
        await queueDecision(deps, trx, member.id, `report-decided:lifted:${now}`, 'lifted');
      });
    },
  };
}
