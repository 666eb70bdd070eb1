import type { Kysely, Transaction } from 'kysely';
import type { Database } from './schema';

type Db = Kysely<Database> | Transaction<Database>;

/** One organiser action, as the audit log keeps it (names copied: the record outlives accounts). */
export interface AuditEntry {
  actor: { id: number | null; username: string };
  /** e.g. report.dismiss, photo.hide, member.suspend, member.unsuspend, role.grant, role.remove,
   * member.approve, member.decline, content.save, content.restore, setting.approval */
  action: string;
  member?: { id: number; username: string };
  /** What the action was on, beyond the member: a photo URL, a content version, a setting's value. */
  detail?: string;
  reason?: string;
}

export interface AuditRecord {
  id: number;
  at: number;
  actorUsername: string;
  action: string;
  memberUsername: string;
  /** The member's username today while the account lives, to link to; '' once erased or being deleted. */
  memberProfile: string;
  detail: string;
  reason: string;
}

/**
 * Writes an entry, in the transaction of the action it records. The table only takes inserts:
 * triggers refuse UPDATE and DELETE (migration 011), and no code path offers either.
 */
export async function recordAudit(db: Db, entry: AuditEntry, now: number): Promise<void> {
  await db
    .insertInto('audit_log')
    .values({
      at: now,
      actor_id: entry.actor.id,
      actor_username: entry.actor.username,
      action: entry.action,
      member_id: entry.member?.id ?? null,
      member_username: entry.member?.username ?? '',
      detail: entry.detail ?? '',
      reason: entry.reason ?? '',
    })
    .execute();
}

/** The newest entries first, a page at a time. */
export async function listAudit(
  db: Db,
  offset: number,
  limit: number,
): Promise<{ entries: AuditRecord[]; total: number }> {
  const rows = await db
    .selectFrom('audit_log')
    // The member's account as it is now: linked from the log while it lives (not being deleted).
    .leftJoin('users', (join) =>
      join.onRef('users.id', '=', 'audit_log.member_id').on('users.deleted_at', 'is', null),
    )
    .select([
      'audit_log.id',
      'audit_log.at',
      'audit_log.actor_username',
      'audit_log.action',
      'audit_log.member_username',
      'audit_log.detail',
      'audit_log.reason',
      'users.username as live_username',
    ])
    .orderBy('audit_log.id', 'desc')
    .limit(limit)
    .offset(offset)
    .execute();
  const count = await db
    .selectFrom('audit_log')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return {
    entries: rows.map((r) => ({
      id: r.id,
      at: Number(r.at),
      actorUsername: r.actor_username,
      action: r.action,
      memberUsername: r.member_username,
      memberProfile: r.live_username ?? '',
      detail: r.detail,
      reason: r.reason,
    })),
    total: Number(count.n),
  };
}

/**
 * The newest entry of `action` about each of `memberIds` (who suspended them, and when). The log
 * has no index on member_id: this reads it once for a whole page of members.
 */
export async function latestAbout(
  db: Db,
  action: string,
  memberIds: number[],
): Promise<Map<number, { actorUsername: string; at: number }>> {
  const latest = new Map<number, { actorUsername: string; at: number }>();
  if (memberIds.length === 0) return latest;
  const rows = await db
    .selectFrom('audit_log')
    .select(['member_id', 'actor_username', 'at'])
    .where('action', '=', action)
    .where('member_id', 'in', memberIds)
    .orderBy('id', 'desc')
    .execute();
  for (const row of rows) {
    if (row.member_id !== null && !latest.has(row.member_id))
      latest.set(row.member_id, { actorUsername: row.actor_username, at: Number(row.at) });
  }
  return latest;
}

/** The audit log: `record` joins the action's transaction when given one (it always should be). */
export function auditRepo(db: Kysely<Database>) {
  return {
    record: (entry: AuditEntry, now: number, trx?: Transaction<Database>) =>
      recordAudit(trx ?? db, entry, now),
    list: (offset: number, limit: number) => listAudit(db, offset, limit),
    latestAbout: (action: string, memberIds: number[]) => latestAbout(db, action, memberIds),
  };
}
