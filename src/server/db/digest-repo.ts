import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import { DEFAULT_DIGEST_FREQUENCY, type DigestFrequency } from '../../shared/api/digest';
import { digestBuilds } from './digest-builds';
import type { Database } from './schema';
import type { Trx } from './transaction';

type Db = Kysely<Database> | Trx;

const newNonce = () => randomBytes(16).toString('base64url');

/** A member the digest may go to now, before their period and content are looked at. */
export interface DigestCandidate {
  userId: number;
  email: string;
  firstname: string;
  frequency: Exclude<DigestFrequency, 'off'>;
  /** The last digest's time, or the account's creation when none went yet. */
  since: number;
  /** The member's states (member_states), in no particular order. */
  states: string[];
}

/** A member who joined a state since the last digest, as a member may see them. */
export interface DigestNewcomer {
  username: string;
  firstname: string;
  state: string;
}

/** Members who may get mail: active, not deleted, with a recovery email that counts (as password reset has it). */
const mailable = (db: Db) =>
  db
    .selectFrom('users as u')
    .where('u.status', '=', 'active')
    .where('u.deleted_at', 'is', null)
    .where('u.recoveryemail', '<>', '')
    .where((eb) =>
      eb.or([eb('u.recoveryemail_verified_at', 'is not', null), eb('u.email_grandfathered', '=', 1)]),
    );

async function statesOf(db: Db, userIds: number[]): Promise<Map<number, string[]>> {
  const states = new Map<number, string[]>();
  for (let i = 0; i < userIds.length; i += 500) {
    const rows = await db
      .selectFrom('member_states')
      .select(['user_id', 'state'])
      .where('user_id', 'in', userIds.slice(i, i + 500))
      .execute();
    for (const r of rows) states.set(r.user_id, [...(states.get(r.user_id) ?? []), r.state]);
  }
  return states;
}

/** Members' email digest choices and what the digest job reads (features/digest). */
export function digestRepo(db: Kysely<Database>) {
  return {
    /** The member's unfinished builds with a target day (digest-builds.ts). */
    ...digestBuilds(db),
    async frequencyOf(userId: number): Promise<DigestFrequency> {
      const row = await db
        .selectFrom('digest_choices')
        .select('frequency')
        .where('user_id', '=', userId)
        .executeTakeFirst();
      return row?.frequency ?? DEFAULT_DIGEST_FREQUENCY;
    },

    /**
     * Sets the member's frequency. Turning the digest back on gives it a new nonce: unsubscribe
     * links of earlier digests stop working (each link switches off the digest it came in, once).
     */
    async choose(userId: number, frequency: DigestFrequency, now: number): Promise<void> {
      const current = await db
        .selectFrom('digest_choices')
        .select('frequency')
        .where('user_id', '=', userId)
        .executeTakeFirst();
      const renew = current?.frequency === 'off' && frequency !== 'off';
      await db
        .insertInto('digest_choices')
        .values({ user_id: userId, frequency, unsubscribe_nonce: newNonce(), updated_at: now })
        .onConflict((oc) =>
          oc.column('user_id').doUpdateSet((eb) => ({
            frequency,
            updated_at: now,
            unsubscribe_nonce: renew
              ? eb.ref('excluded.unsubscribe_nonce')
              : eb.ref('digest_choices.unsubscribe_nonce'),
          })),
        )
        .execute();
    },

    /** The member's row as the unsubscribe link reads it, made (weekly, never sent) when missing. */
    async unsubscribeState(
      userId: number,
      now: number,
    ): Promise<{ frequency: DigestFrequency; nonce: string }> {
      await db
        .insertInto('digest_choices')
        .values({
          user_id: userId,
          frequency: DEFAULT_DIGEST_FREQUENCY,
          unsubscribe_nonce: newNonce(),
          updated_at: now,
        })
        .onConflict((oc) => oc.column('user_id').doNothing())
        .execute();
      const row = await db
        .selectFrom('digest_choices')
        .select(['frequency', 'unsubscribe_nonce'])
        .where('user_id', '=', userId)
        .executeTakeFirstOrThrow();
      return { frequency: row.frequency, nonce: row.unsubscribe_nonce };
    },

    /** The member's row, if any, without making one (an unsubscribe link's check). */
    async find(userId: number) {
      return db
        .selectFrom('digest_choices')
        .select(['frequency', 'unsubscribe_nonce'])
        .where('user_id', '=', userId)
        .executeTakeFirst();
    },

    /**
     * Switches the digest off if the link's nonce is still the member's: false when it is not
     * (the digest was turned back on since, which ends earlier links).
     */
    async unsubscribe(userId: number, nonce: string, now: number): Promise<boolean> {
      const result = await db
        .updateTable('digest_choices')
        .set({ frequency: 'off', updated_at: now })
        .where('user_id', '=', userId)
        .where('unsubscribe_nonce', '=', nonce)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },

    /**
     * Members who may get a digest now: mailable, digest on, and none queued in the last
     * `minGapMs` (no two periods' digests are closer; the job decides the rest by their zone).
     */
    async candidates(now: number, minGapMs: number): Promise<DigestCandidate[]> {
      const rows = await mailable(db)
        .leftJoin('digest_choices as d', 'd.user_id', 'u.id')
        .select(['u.id', 'u.recoveryemail', 'u.firstname', 'u.created_at', 'd.frequency', 'd.last_sent_at'])
        .where((eb) => eb.or([eb('d.frequency', 'is', null), eb('d.frequency', '<>', 'off')]))
        .where((eb) => eb(eb.fn.coalesce('d.last_sent_at', 'u.created_at'), '<=', now - minGapMs))
        .orderBy('u.id')
        .execute();
      const states = await statesOf(
        db,
        rows.map((r) => r.id),
      );
      return rows.map((r) => ({
        userId: r.id,
        email: r.recoveryemail,
        firstname: r.firstname,
        frequency: r.frequency === 'daily' ? 'daily' : 'weekly',
        since: Number(r.last_sent_at ?? r.created_at),
        states: states.get(r.id) ?? [],
      }));
    },

    /** The member as the digest mail needs them at send time, if it may still go to them. */
    async recipient(userId: number) {
      const row = await mailable(db)
        .leftJoin('digest_choices as d', 'd.user_id', 'u.id')
        .select(['u.id', 'u.recoveryemail', 'u.firstname', 'd.frequency'])
        .where('u.id', '=', userId)
        .executeTakeFirst();
      if (!row || row.frequency === 'off') return undefined;
      const states = await statesOf(db, [userId]);
      return { email: row.recoveryemail, firstname: row.firstname, states: states.get(userId) ?? [] };
    },

    /** Notes a digest queued now, in the transaction that queues its mail. */
    async markQueued(trx: Trx, userId: number, now: number): Promise<void> {
      await trx
        .insertInto('digest_choices')
        .values({
          user_id: userId,
          frequency: DEFAULT_DIGEST_FREQUENCY,
          last_sent_at: now,
          unsubscribe_nonce: newNonce(),
          updated_at: now,
        })
        .onConflict((oc) => oc.column('user_id').doUpdateSet({ last_sent_at: now }))
        .execute();
    },

    /**
     * Members who joined one of `states` in (since, until], listed and active, whose profile a
     * member may see (public or members-only), other than `exceptId`; newest first.
     */
    async newcomers(states: string[], since: number, until: number, exceptId: number, limit: number) {
      if (states.length === 0) return [];
      return db
        .selectFrom('users as u')
        .innerJoin('member_states as m', 'm.user_id', 'u.id')
        .select(['u.id', 'u.username', 'u.firstname', 'm.state'])
        .where('m.state', 'in', states)
        .where('u.created_at', '>', since)
        .where('u.created_at', '<=', until)
        .where('u.id', '<>', exceptId)
        .where('u.status', '=', 'active')
        .where('u.deleted_at', 'is', null)
        .where('u.listed', '=', 1)
        .where('u.visibility', 'in', ['everyone', 'members'])
        .orderBy('u.created_at', 'desc')
        .limit(limit)
        .execute()
        .then((rows) => {
          // A member in two of the states is listed once.
          const seen = new Set<number>();
          return rows.flatMap((r): DigestNewcomer[] => {
            if (seen.has(r.id)) return [];
            seen.add(r.id);
            return [{ username: r.username, firstname: r.firstname, state: r.state }];
          });
        });
    },

    /** At account deletion: the choice goes at once (the cascade would only take it at erasure). */
    async forgetMember(trx: Db, userId: number): Promise<void> {
      await trx.deleteFrom('digest_choices').where('user_id', '=', userId).execute();
    },

    /** For the member's data export: their frequency and when the last digest went. */
    async exportOf(userId: number) {
      const row = await db
        .selectFrom('digest_choices')
        .select(['frequency', 'last_sent_at'])
        .where('user_id', '=', userId)
        .executeTakeFirst();
      return {
        frequency: row?.frequency ?? DEFAULT_DIGEST_FREQUENCY,
        lastSentAt: row?.last_sent_at == null ? null : Number(row.last_sent_at),
      };
    },
  };
}

export type DigestRepo = ReturnType<typeof digestRepo>;
