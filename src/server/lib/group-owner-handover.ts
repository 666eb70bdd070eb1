import type { Trx } from '../db/transaction';
import type { AppDeps } from '../deps';

/** The organiser whose act this is (a suspension), or null for the hourly erasure. */
type Actor = { id: number; username: string } | null;

/**
 * Every group the member owns passes on (db/group-owners.ts), in the caller's transaction: a
 * suspension's, so the groups change with it or not at all. An organiser's act is audited per
 * group: `group.owner.handover` names the new owner, `group.owner.none` a group deleted for want
 * of anyone.
 */
export async function passOnGroupsOf(
  deps: AppDeps,
  trx: Trx,
  from: { id: number; username: string },
  actor: Actor,
): Promise<void> {
  for (const groupId of await deps.groups.owners.ownedBy(trx, from.id)) {
    const passed = await deps.groups.owners.passOn(trx, groupId, from.id);
    if (!passed || !actor) continue;
    const detail = `group ${passed.group.id}: ${passed.group.name}`;
    await deps.audit.record(
      passed.to
        ? {
            actor,
            action: 'group.owner.handover',
            member: passed.to,
            detail: `${detail}, from @${from.username} (suspended)`,
          }
        : { actor, action: 'group.owner.none', member: from, detail },
      deps.now(),
      trx,
    );
  }
}
