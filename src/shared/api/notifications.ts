import { z } from 'zod';
import { NOTIFICATION_CHANNELS, NOTIFICATION_TYPES, type NotificationType } from '../notifications/types';

/** One row of a member's inbox, as they may see it now (issue 34). */
export const notificationSchema = z.object({
  id: z.number().int(),
  type: z.string(),
  /** "Ada and 3 others are going to Build Night". */
  text: z.string(),
  /** The page it opens: a path on this site. */
  url: z.string().startsWith('/'),
  /** ISO 8601: the latest occurrence. */
  createdAt: z.string(),
  read: z.boolean(),
  /** The member behind the latest occurrence, while their profile can be shown. */
  actor: z.object({ username: z.string(), name: z.string() }).nullable(),
});

export const inboxQuerySchema = z.object({
  /** The id of the last row already shown: the next page starts after it. */
  before: z.coerce.number().int().positive().max(2_147_483_647).optional(),
  limit: z.coerce.number().int().min(1).max(50).default(20),
});

export const inboxResponseSchema = z.object({
  notifications: z.array(notificationSchema),
  unread: z.number().int(),
  /** Pass as ?before= for the next page; null at the end. */
  next: z.number().int().nullable(),
});

export const unreadResponseSchema = z.object({ unread: z.number().int() });

/** POST /api/me/notifications/read: these rows, or (without ids) every row. */
export const markReadBodySchema = z.object({ ids: z.array(z.number().int().positive()).max(100).optional() });

const typeNames = Object.keys(NOTIFICATION_TYPES) as [NotificationType, ...NotificationType[]];

export const notificationChoiceSchema = z.object({
  type: z.enum(typeNames),
  label: z.string(),
  channels: z.object({ inbox: z.boolean(), push: z.boolean(), email: z.boolean() }),
});

const hour = z.number().int().min(0, 'Hours run from 0 to 23.').max(23, 'Hours run from 0 to 23.');

/** Hours of the member's day when pushes wait (their state's zone); from = to: none. */
export const quietHoursSchema = z.object({ from: hour, to: hour });

export const notificationSettingsResponseSchema = z.object({
  types: z.array(notificationChoiceSchema),
  quietHours: quietHoursSchema,
});

/** PUT /api/me/notification-settings: one switch. */
export const notificationSettingBodySchema = z.object({
  type: z.enum(typeNames, { message: 'Choose a kind of notification.' }),
  channel: z.enum(NOTIFICATION_CHANNELS, { message: 'Choose inbox, push or email.' }),
  enabled: z.boolean({ message: 'Say whether it is on (true) or off (false).' }),
});

export type InboxNotification = z.infer<typeof notificationSchema>;
export type InboxResponse = z.infer<typeof inboxResponseSchema>;
export type NotificationChoice = z.infer<typeof notificationChoiceSchema>;
export type NotificationSettingsResponse = z.infer<typeof notificationSettingsResponseSchema>;
