import { conDayName } from '../../../shared/time/convention-times';
import type { PlannedChange } from '../../db/con-group-changes';
import type { ConGroupRow } from '../../db/con-groups-repo';
import type { Trx } from '../../db/transaction';
import type { AppDeps } from '../../deps';
import { queueNotification } from '../../notify/queue-notification';

/**
 * The members who claimed a character hear that the group moved to another day or changed
 * series ("The group Liyue moved to Sunday, March 8"), in the transaction of the change. One
 * unread row per group: a second change before they read it updates the first.
 */
export async function tellClaimersOfChange(
  deps: AppDeps,
  trx: Trx,
  after: Pick<ConGroupRow, 'id' | 'convention_id' | 'title' | 'series' | 'day'>,
  planned: PlannedChange[],
  actorId: number,
): Promise<void> {
  if (planned.length === 0) return;
  const members = await deps.conGroups.claimers(trx, after.id);
  if (members.length === 0) return;
  // Read in the change's transaction (SQLite has one connection), as factsOf does.
  const con = await deps.conventions.byId(after.convention_id, trx);
  const change = planned.length === 2 ? 'both' : planned[0]!;
  await queueNotification(
    deps,
    {
      type: 'con-group-changed',
      subjectKind: 'convention',
      subjectId: after.convention_id,
      groupKey: `con-group:${after.id}:changed`,
      actorId,
      data: {
        slug: con?.slug ?? '',
        con: con?.name ?? '',
        group: after.title,
        series: after.series,
        day: after.day ? conDayName(after.day) : '',
        change,
      },
      to: { members },
    },
    { trx },
  );
}
