import type { Trx } from '../../db/transaction';
import type { AppDeps } from '../../deps';
import { queueNotification } from '../../notify/queue-notification';

/**
 * A group's notices, queued in the change's transaction. Who gets each is decided when the job
 * runs, from the group's members then ('group-members'): an invitation withdrawn, a request
 * declined or a group made private or hidden meanwhile tells nobody outside it, and nobody a
 * block stands between with whoever caused it hears of it.
 */
export async function tellInvited(
  deps: AppDeps,
  trx: Trx,
  groupId: number,
  actorId: number,
  memberIds: number[],
) {
  if (memberIds.length === 0) return;
  for (const memberId of memberIds)
    await queueNotification(
      deps,
      {
        type: 'group-invited',
        subjectKind: 'group',
        subjectId: groupId,
        groupKey: `group-invited:${groupId}`,
        actorId,
        data: { group: groupId },
        to: { rule: 'group-members', groupId, states: ['invited'], among: [memberId], apartFrom: actorId },
      },
      { trx },
    );
}

/** A new request, to the group's owner and moderators (once: a repeated join asks nothing new). */
export async function tellModeratorsOfRequest(deps: AppDeps, trx: Trx, groupId: number, requesterId: number) {
  await queueNotification(
    deps,
    {
      type: 'group-request',
      subjectKind: 'group',
      subjectId: groupId,
      groupKey: `group-request:${groupId}`,
      actorId: requesterId,
      data: { group: groupId },
      to: {
        rule: 'group-members',
        groupId,
        states: ['active'],
        roles: ['owner', 'moderator'],
        apartFrom: requesterId,
      },
    },
    { trx },
  );
}

/** The requester, once approved (while still in it when the job runs). */
export async function tellApproved(
  deps: AppDeps,
  trx: Trx,
  groupId: number,
  approverId: number,
  memberId: number,
) {
  await queueNotification(
    deps,
    {
      type: 'group-approved',
      subjectKind: 'group',
      subjectId: groupId,
      groupKey: `group-approved:${groupId}`,
      actorId: approverId,
      data: { group: groupId },
      to: { rule: 'group-members', groupId, states: ['active'], among: [memberId], apartFrom: approverId },
    },
    { trx },
  );
}
