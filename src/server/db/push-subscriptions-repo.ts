import { type Kysely, sql } from 'kysely';
import type { Dialect } from './dialect';
import { lockMember } from './member-lock';
import type { Database } from './schema';

export interface NewPushSubscription {
  userId: number;
  /** The session subscribing: its end ends the device's pushes. */
  sessionId: string;
  endpoint: string;
  p256dh: string;
  auth: string;
  label: string;
}

/** A subscription as the sender needs it. */
export interface PushTarget {
  id: number;
  endpoint: string;
  p256dh: string;
  auth: string;
}

const DEVICE_COLUMNS = ['id', 'label', 'endpoint', 'created_at', 'last_push_at'] as const;

/**
 * Members' Web Push subscriptions (features/push, docs/decisions/0028-web-push.md). Every method
 * that acts for a member is bound to the member's id, so nobody reaches another's devices.
 */
export function pushSubscriptionsRepo(db: Kysely<Database>, dialect: Dialect) {
  return {
    /**
     * Stores a subscription, keyed by its endpoint: the same browser subscribing again updates
     * its row (new keys, new label, failures forgotten), and moves to this member if another
     * member had it (it is then a new device for them: new created_at, no last push). Beyond
     * `maxPerMember` devices, the member's oldest go; the member's row is locked first, so
     * concurrent new devices cannot each see room and leave one too many. Returns the stored row.
     */
    async save(subscription: NewPushSubscription, now: number, maxPerMember: number) {
      return db.transaction().execute(async (trx) => {
        await lockMember(trx, dialect, subscription.userId);
        const row = await trx
          .insertInto('push_subscriptions')
          .values({
            user_id: subscription.userId,
            endpoint: subscription.endpoint,
            p256dh: subscription.p256dh,
            auth: subscription.auth,
            label: subscription.label,
            session_id: subscription.sessionId,
            created_at: now,
            last_push_at: null,
          })
          .onConflict((oc) =>
            oc.column('endpoint').doUpdateSet((eb) => ({
              p256dh: eb.ref('excluded.p256dh'),
              auth: eb.ref('excluded.auth'),
              label: eb.ref('excluded.label'),
              session_id: eb.ref('excluded.session_id'),
              failures: 0,
              created_at: sql<number>`CASE WHEN push_subscriptions.user_id = excluded.user_id
                THEN push_subscriptions.created_at ELSE excluded.created_at END`,
              last_push_at: sql<number | null>`CASE WHEN push_subscriptions.user_id = excluded.user_id
                THEN push_subscriptions.last_push_at ELSE NULL END`,
              user_id: eb.ref('excluded.user_id'),
            })),
          )
          .returning(DEVICE_COLUMNS)
          .executeTakeFirstOrThrow();
        const kept = trx
          .selectFrom('push_subscriptions')
          .select('id')
          .where('user_id', '=', subscription.userId)
          .orderBy('created_at', 'desc')
          .orderBy('id', 'desc')
          .limit(maxPerMember);
        await trx
          .deleteFrom('push_subscriptions')
          .where('user_id', '=', subscription.userId)
          .where('id', 'not in', kept)
          .execute();
        return row;
      });
    },

    /** The member's devices, oldest first. */
    async listOf(userId: number) {
      return db
        .selectFrom('push_subscriptions')
        .select(DEVICE_COLUMNS)
        .where('user_id', '=', userId)
        .orderBy('created_at', 'asc')
        .orderBy('id', 'asc')
        .execute();
    },

    /**
     * Where the member's pushes go, with the keys to encrypt them to: devices whose session is
     * still on at `now` (an ended one takes its rows along; an expired one waits for the sweep but
     * gets nothing meanwhile), and those from before sessions were noted.
     */
    async targetsOf(userId: number, now: number): Promise<PushTarget[]> {
      return db
        .selectFrom('push_subscriptions')
        .select(['id', 'endpoint', 'p256dh', 'auth'])
        .where('user_id', '=', userId)
        .where((eb) =>
          eb.or([
            eb('session_id', 'is', null),
            eb.exists(
              eb
                .selectFrom('sessions')
                .select('sessions.id')
                .whereRef('sessions.id', '=', 'push_subscriptions.session_id')
                .where('sessions.expires_at', '>', now),
            ),
          ]),
        )
        .orderBy('id')
        .execute();
    },

    /** Removes one of the member's devices; false when the member has none with that id. */
    async removeOwn(userId: number, id: number): Promise<boolean> {
      const result = await db
        .deleteFrom('push_subscriptions')
        .where('id', '=', id)
        .where('user_id', '=', userId)
        .executeTakeFirst();
      return Number(result.numDeletedRows) === 1;
    },

    /** Every device of the member (their account is being deleted: nothing reaches them after). */
    async removeAllOf(userId: number): Promise<void> {
      await db.deleteFrom('push_subscriptions').where('user_id', '=', userId).execute();
    },

    /** The push service said the subscription is gone (404/410), or the browser unsubscribed. */
    async removeByEndpoint(endpoint: string): Promise<void> {
      await db.deleteFrom('push_subscriptions').where('endpoint', '=', endpoint).execute();
    },

    /** A push reached the service: its time, and the failures in a row start again from 0. */
    async markPushed(id: number, now: number): Promise<void> {
      await db
        .updateTable('push_subscriptions')
        .set({ last_push_at: now, failures: 0 })
        .where('id', '=', id)
        .execute();
    },

    /**
     * One more failure in a row; at `maxFailures` the subscription is removed (a browser that
     * stopped answering). Answers whether it was removed.
     */
    async countFailure(id: number, maxFailures: number): Promise<boolean> {
      await db
        .updateTable('push_subscriptions')
        .set((eb) => ({ failures: eb('failures', '+', 1) }))
        .where('id', '=', id)
        .execute();
      const result = await db
        .deleteFrom('push_subscriptions')
        .where('id', '=', id)
        .where('failures', '>=', maxFailures)
        .executeTakeFirst();
      return Number(result.numDeletedRows) === 1;
    },
  };
}

export type PushSubscriptionsRepo = ReturnType<typeof pushSubscriptionsRepo>;
