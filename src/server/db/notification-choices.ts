import type { Kysely } from 'kysely';
import { DEFAULT_QUIET_HOURS, type QuietHours } from '../../shared/notifications/quiet-hours';
import {
  NOTIFICATION_TYPES,
  type NotificationChannel,
  type NotificationType,
} from '../../shared/notifications/types';
import type { Database } from './schema';
import type { Trx } from './transaction';

type Db = Kysely<Database> | Trx;

/** The members (of `ids`) who can get notifications now: active, not deleted. */
async function activeOf(db: Db, ids: number[]): Promise<{ id: number; role: string }[]> {
  if (ids.length === 0) return [];
  return db
    .selectFrom('users')
    .select(['id', 'role'])
    .where('id', 'in', [...new Set(ids)])
    .where('status', '=', 'active')
    .where('deleted_at', 'is', null)
    .execute();
}

/**
 * What each member chose to hear, and how (notifications-repo.ts spreads these in): per type and
 * channel, and the quiet hours of their pushes.
 */
export function notificationChoices(db: Kysely<Database>) {
  return {
    /**
     * Of `userIds`, those who get `type` on `channel` now: active, of its audience, and with the
     * channel on (their choice, or the type's default).
     */
    async receiving(
      userIds: number[],
      type: NotificationType,
      channel: NotificationChannel,
    ): Promise<number[]> {
      const members = await activeOf(db, userIds);
      const declared = NOTIFICATION_TYPES[type];
      const audience = members.filter((m) => declared.audience === 'members' || m.role === 'organiser');
      if (audience.length === 0) return [];
      const choices = await db
        .selectFrom('notification_settings')
        .select(['user_id', 'enabled'])
        .where('type', '=', type)
        .where('channel', '=', channel)
        .where(
          'user_id',
          'in',
          audience.map((m) => m.id),
        )
        .execute();
      const chosen = new Map(choices.map((c) => [c.user_id, c.enabled === 1]));
      return audience.filter((m) => chosen.get(m.id) ?? declared.defaults[channel]).map((m) => m.id);
    },

    /** The member's choices that differ from the defaults. */
    async choices(userId: number) {
      return db
        .selectFrom('notification_settings')
        .select(['type', 'channel', 'enabled'])
        .where('user_id', '=', userId)
        .execute();
    },

    async choose(userId: number, type: NotificationType, channel: NotificationChannel, enabled: boolean) {
      await db
        .insertInto('notification_settings')
        .values({ user_id: userId, type, channel, enabled: enabled ? 1 : 0 })
        .onConflict((oc) =>
          oc.columns(['user_id', 'type', 'channel']).doUpdateSet({ enabled: enabled ? 1 : 0 }),
        )
        .execute();
    },

    /** Each member's quiet hours (the default when unset) and first state (for their zone). */
    async pushTiming(userIds: number[]): Promise<Map<number, { quiet: QuietHours; state: string }>> {
      if (userIds.length === 0) return new Map();
      const rows = await db
        .selectFrom('users as u')
        .leftJoin('notification_quiet_hours as q', 'q.user_id', 'u.id')
        .select(['u.id', 'u.state', 'q.from_hour', 'q.to_hour'])
        .where('u.id', 'in', userIds)
        .execute();
      return new Map(
        rows.map((r) => [
          r.id,
          {
            quiet:
              r.from_hour === null || r.to_hour === null
                ? DEFAULT_QUIET_HOURS
                : { from: r.from_hour, to: r.to_hour },
            state: r.state.split(',')[0]?.trim() ?? '',
          },
        ]),
      );
    },

    async setQuietHours(userId: number, quiet: QuietHours): Promise<void> {
      await db
        .insertInto('notification_quiet_hours')
        .values({ user_id: userId, from_hour: quiet.from, to_hour: quiet.to })
        .onConflict((oc) => oc.column('user_id').doUpdateSet({ from_hour: quiet.from, to_hour: quiet.to }))
        .execute();
    },
  };
}
