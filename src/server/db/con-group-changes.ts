import { ConGroupConflict, dropHiddenClaims, isUniqueViolation, lockGroup } from './con-group-claims';
import type { Dialect } from './dialect';
import type { Trx } from './transaction';

/** What the lead of a group changes at once (PUT /api/con-groups/{id}). */
export interface GroupChanges {
  series?: string;
  /** One of the con's days (the route checks it), or null for the whole con. */
  day?: string | null;
  title?: string;
  notes?: string;
  allowDoubles?: boolean;
  /** New characters' names. */
  add: string[];
  /** Ids of characters to remove, with their claims. */
  remove: number[];
}

/** What members who claimed a character plan by, changed by an edit (they hear of it). */
export type PlannedChange = 'series' | 'day';

/**
 * The lead's changes, under the group's lock. Doubles off puts every seat back to 0: the
 * unique index refuses it while a character has two claims (ConGroupConflict). Suspended or
 * leaving members' claims (unseen, so unmovable) are dropped first. Returns which of the series
 * and day really changed, compared under the lock (so two edits at once are told apart).
 */
export async function changeGroup(
  trx: Trx,
  dialect: Dialect,
  id: number,
  changes: GroupChanges,
  now: number,
): Promise<PlannedChange[]> {
  await lockGroup(trx, dialect, id, 'update');
  const { series, day, title, notes, allowDoubles } = changes;
  const before = await trx
    .selectFrom('con_groups')
    .select(['series', 'day'])
    .where('id', '=', id)
    .executeTakeFirst();
  const planned: PlannedChange[] = [];
  if (before && series !== undefined && series !== before.series) planned.push('series');
  if (before && day !== undefined && day !== before.day) planned.push('day');
  await trx
    .updateTable('con_groups')
    .set({
      updated_at: now,
      ...(series === undefined ? {} : { series }),
      ...(day === undefined ? {} : { day }),
      ...(title === undefined ? {} : { title }),
      ...(notes === undefined ? {} : { notes }),
      ...(allowDoubles === undefined ? {} : { allow_doubles: allowDoubles ? 1 : 0 }),
    })
    .where('id', '=', id)
    .execute();
  if (changes.remove.length > 0)
    await trx
      .deleteFrom('con_group_characters')
      .where('group_id', '=', id)
      .where('id', 'in', changes.remove)
      .execute();
  if (allowDoubles === false) await dropHiddenClaims(trx, 'group_id', id);
  try {
    if (allowDoubles !== undefined)
      await trx
        .updateTable('con_group_claims')
        .set((eb) => ({ seat: allowDoubles ? eb.ref('user_id') : eb.val(0) }))
        .where('group_id', '=', id)
        .execute();
  } catch (error) {
    if (isUniqueViolation(error)) throw new ConGroupConflict('doubles-in-use');
    throw error;
  }
  try {
    if (changes.add.length > 0)
      await trx
        .insertInto('con_group_characters')
        .values(changes.add.map((name) => ({ group_id: id, name, created_at: now })))
        .execute();
  } catch (error) {
    if (isUniqueViolation(error)) throw new ConGroupConflict('duplicate');
    throw error;
  }
  return planned;
}
