import type { Kysely } from 'kysely';

/**
 * A project worn (issue 36 item 4): an RSVP's cosplan and a con day's costume may name one of the
 * member's projects. The text cosplan stays for members who do not use projects. A project that
 * goes leaves the RSVP and the day without it (set null).
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on the evolving Database type
export async function up(db: Kysely<any>): Promise<void> {
  for (const table of ['rsvps', 'con_attendance_days'])
    await db.schema
      .alterTable(table)
      .addColumn('project_id', 'integer', (c) => c.references('projects.id').onDelete('set null'))
      .execute();
}
