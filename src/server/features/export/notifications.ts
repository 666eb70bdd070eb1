import type { AppDeps } from '../../deps';

/** notifications.json: every row of the member's inbox (read or not), their choices and their email digest. */
export async function exportedNotifications(deps: AppDeps, userId: number) {
  const { notifications, choices, quietHours } = await deps.notifications.exportOf(userId);
  const digest = await deps.digests.exportOf(userId);
  return {
    notifications: notifications.map((n) => ({
      type: n.type,
      about: n.subject_kind ? { kind: n.subject_kind, id: n.subject_id } : null,
      facts: JSON.parse(n.data) as unknown,
      occurrences: Number(n.occurrences),
      at: new Date(Number(n.created_at)).toISOString(),
      readAt: n.read_at === null ? null : new Date(Number(n.read_at)).toISOString(),
    })),
    choices: choices.map((c) => ({ type: c.type, channel: c.channel, enabled: c.enabled === 1 })),
    quietHours,
    digest: {
      frequency: digest.frequency,
      lastSentAt: digest.lastSentAt === null ? null : new Date(digest.lastSentAt).toISOString(),
    },
  };
}
