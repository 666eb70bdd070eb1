import type { Kysely } from 'kysely';
import type { Database } from './schema';

/** Switches organisers set in the app, by name; a missing row is the switch's default. */
export const SETTINGS = {
  /** 'true': new members wait for an organiser's approval before they take part. */
  approvalRequired: 'approval-required',
} as const;

export function settingsRepo(db: Kysely<Database>) {
  return {
    async get(name: string): Promise<string | undefined> {
      const row = await db
        .selectFrom('app_settings')
        .select('value')
        .where('name', '=', name)
        .executeTakeFirst();
      return row?.value;
    },

    async set(name: string, value: string): Promise<void> {
      await db
        .insertInto('app_settings')
        .values({ name, value })
        .onConflict((oc) => oc.column('name').doUpdateSet({ value }))
        .execute();
    },

    async approvalRequired(): Promise<boolean> {
      return (await this.get(SETTINGS.approvalRequired)) === 'true';
    },
  };
}
