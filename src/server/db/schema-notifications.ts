import type { Generated } from 'kysely';

/** Table types of notifications (migration 023). Times are epoch milliseconds. */

export interface NotificationsTable {
  id: Generated<number>;
  /** The recipient. */
  user_id: number;
  /** A type of src/shared/notifications/types.ts. */
  type: string;
  /** 'event', 'member', 'report' or '' (nothing to open but the inbox). */
  subject_kind: Generated<string>;
  subject_id: number | null;
  /** Occurrences with one key share the unread row ("Ada and 3 others…"). */
  group_key: string;
  /** The latest member behind it; null when nobody (a reminder) or erased. */
  actor_id: number | null;
  /** JSON facts of the occurrence that the subject does not keep. */
  data: Generated<string>;
  /** How many occurrences the unread row stands for. */
  occurrences: Generated<number>;
  created_at: number;
  read_at: number | null;
}

export interface NotificationActorsTable {
  notification_id: number;
  actor_id: number;
  at: number;
}

/** A choice that differs from its type's default: enabled 1 or 0. */
export interface NotificationSettingsTable {
  user_id: number;
  type: string;
  channel: 'inbox' | 'push' | 'email';
  enabled: number;
}

/** The hours of the member's day when pushes wait (no row: the default). */
export interface NotificationQuietHoursTable {
  user_id: number;
  from_hour: number;
  to_hour: number;
}

export interface NotificationTables {
  notifications: NotificationsTable;
  notification_actors: NotificationActorsTable;
  notification_settings: NotificationSettingsTable;
  notification_quiet_hours: NotificationQuietHoursTable;
}
