import { type Kysely, sql, type Transaction } from 'kysely';
import type { Dialect } from './dialect';
import type { Database, MemberRole } from './schema';

type Db = Kysely<Database> | Transaction<Database>;

/** What organisers read and change of members: pending sign-ups and the organiser role. */

async function listPendingMembers(db: Db) {
  return db
    .selectFrom('users')
    .select([
      'id',
      'username',
      'firstname',
      'lastname',
      'birthdate',
      'recoveryemail',
      'referredby',
      'created_at',
    ])
    .where('status', '=', 'pending')
    .where('deleted_at', 'is', null)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
}

/** The member an organiser acts on (undefined when there is none, or the account is being deleted). */
async function findMemberForAdmin(db: Db, id: number) {
  return db
    .selectFrom('users')
    .select(['id', 'username', 'firstname', 'role', 'status', 'recoveryemail'])
    .where('id', '=', id)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
}

/** Approves a sign-up; false when it was no longer pending (approved or declined meanwhile). */
async function activatePending(db: Db, id: number): Promise<boolean> {
  const result = await db
    .updateTable('users')
    .set({ status: 'active' })
    .where('id', '=', id)
    .where('status', '=', 'pending')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/**
 * Erases a declined sign-up as the account purge does: the users row goes, and its sessions,
 * images, scores, reset tokens and reports cascade; SQLite's search row goes by trigger.
 */
async function erasePending(db: Db, id: number): Promise<boolean> {
  const result = await db
    .deleteFrom('users')
    .where('id', '=', id)
    .where('status', '=', 'pending')
    .executeTakeFirst();
  return Number(result.numDeletedRows) === 1;
}

const listedColumns = ['id', 'username', 'firstname', 'lastname', 'role'] as const;

async function listOrganisers(db: Db) {
  return db
    .selectFrom('users')
    .select(listedColumns)
    .where('role', '=', 'organiser')
    .where('deleted_at', 'is', null)
    .orderBy('username_key')
    .execute();
}

/** Active members whose username starts with `prefix` (ignoring case), the closest names first. */
async function searchActiveMembers(db: Db, prefix: string, limit: number) {
  const key = prefix.toLowerCase();
  return (
    db
      .selectFrom('users')
      .select(listedColumns)
      .where('status', '=', 'active')
      .where('deleted_at', 'is', null)
      // A prefix compared as it is: no LIKE, so '%' and '_' in a name are not wildcards.
      .where(sql<string>`substr(username_key, 1, ${key.length})`, '=', key)
      .orderBy((eb) => eb.fn('length', ['username_key']))
      .orderBy('username_key')
      .limit(limit)
      .execute()
  );
}

/**
 * The ids of the active organisers. On PostgreSQL their rows stay locked to the transaction, so
 * two organisers taking roles at once cannot both see the other and leave the club with none
 * (SQLite runs one writing transaction at a time).
 */
async function lockActiveOrganisers(trx: Transaction<Database>, dialect: Dialect): Promise<number[]> {
  const rows = await trx
    .selectFrom('users')
    .select('id')
    .where('role', '=', 'organiser')
    .where('status', '=', 'active')
    .where('deleted_at', 'is', null)
    .$if(dialect === 'postgres', (qb) => qb.forUpdate())
    .execute();
  return rows.map((r) => r.id);
}

async function setRole(db: Db, id: number, role: MemberRole): Promise<void> {
  await db.updateTable('users').set({ role }).where('id', '=', id).execute();
}

/** A member by username (any case), deleted or not: `npm run club` names what it finds. */
async function findByUsername(trx: Transaction<Database>, username: string) {
  return trx
    .selectFrom('users')
    .select(['id', 'username', 'role', 'status', 'deleted_at'])
    .where('username_key', '=', username.trim().toLowerCase())
    .executeTakeFirst();
}

/** Suspended members and accounts being deleted: who is out of the club for now. */
const outOfClub = (db: Db) =>
  db
    .selectFrom('users')
    .where((eb) => eb.or([eb('status', '=', 'suspended'), eb('deleted_at', 'is not', null)]));

/**
 * A page of the members out of the club: suspended ones first (an organiser can lift those), then
 * the accounts being deleted, each by username.
 */
async function listOutOfClub(db: Db, offset: number, limit: number) {
  const rows = await outOfClub(db)
    .select([
      'id',
      'username',
      'firstname',
      'lastname',
      'status',
      'status_reason',
      'appealed_at',
      'deleted_at',
    ])
    .orderBy(sql`case when deleted_at is null then 0 else 1 end`)
    .orderBy('username_key')
    .orderBy('id')
    .limit(limit)
    .offset(offset)
    .execute();
  const count = await outOfClub(db)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return {
    members: rows.map((r) => ({
      id: r.id,
      username: r.username,
      firstname: r.firstname,
      lastname: r.lastname,
      status: r.status,
      statusReason: r.status_reason,
      appealedAt: r.appealed_at === null ? null : Number(r.appealed_at),
      deletedAt: r.deleted_at === null ? null : Number(r.deleted_at),
    })),
    total: Number(count.n),
  };
}

/** What organisers (and `npm run club`) read and change of members. */
export function memberAdminRepo(db: Kysely<Database>, dialect: Dialect) {
  return {
    listPending: () => listPendingMembers(db),
    find: (id: number, trx?: Transaction<Database>) => findMemberForAdmin(trx ?? db, id),
    findByUsername,
    activatePending: (trx: Transaction<Database>, id: number) => activatePending(trx, id),
    erasePending: (trx: Transaction<Database>, id: number) => erasePending(trx, id),
    listOrganisers: () => listOrganisers(db),
    listOutOfClub: (offset: number, limit: number) => listOutOfClub(db, offset, limit),
    searchActive: (prefix: string, limit: number) => searchActiveMembers(db, prefix, limit),
    lockActiveOrganisers: (trx: Transaction<Database>) => lockActiveOrganisers(trx, dialect),
    setRole: (trx: Transaction<Database>, id: number, role: MemberRole) => setRole(trx, id, role),
  };
}

export type MemberAdminRepo = ReturnType<typeof memberAdminRepo>;
