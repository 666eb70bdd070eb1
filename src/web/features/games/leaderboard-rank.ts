import type { ScoreEntry } from '../../../shared/api/scores';
import { TOP_SCORES } from '../../../shared/constants';

export interface RankedEntry extends ScoreEntry {
  /** Competition ranking: equal scores share a rank and the next rank skips (1, 2, 2, 4). */
  readonly rank: number;
}

/**
 * The rows of a top-10 table: best score first (players who tie keep the order the server gave,
 * who got there first), a score of 0 never listed, and ranks shared by equal scores.
 */
export function rankScores(entries: readonly ScoreEntry[], limit: number = TOP_SCORES): RankedEntry[] {
  const listed = entries
    .filter((e) => e.GameScore > 0)
    .sort((a, b) => b.GameScore - a.GameScore)
    .slice(0, limit);
  const ranked: RankedEntry[] = [];
  for (const [index, entry] of listed.entries()) {
    const before = ranked[index - 1];
    const rank = before && before.GameScore === entry.GameScore ? before.rank : index + 1;
    ranked.push({ ...entry, rank });
  }
  return ranked;
}

/** Usernames are unique whatever their case, so the member's own row is found the same way. */
export function isOwnRow(entry: ScoreEntry, username: string | undefined): boolean {
  return !!username && entry.UserName.toLowerCase() === username.toLowerCase();
}

/**
 * Which of several tables to open on: the first choice while any is still loading, then the one
 * with the most listed scores (the first of equals; the first choice when none has any), so a
 * picker does not open on an empty table while another has scores.
 */
export function busiestTable<T>(
  choices: readonly T[],
  tables: ReadonlyArray<readonly ScoreEntry[] | undefined>,
  first: T,
): T {
  if (tables.some((t) => t === undefined)) return first;
  let best = first;
  let most = rankScores(tables[choices.indexOf(first)] ?? []).length;
  for (const [index, choice] of choices.entries()) {
    const listed = rankScores(tables[index] ?? []).length;
    if (listed > most) {
      best = choice;
      most = listed;
    }
  }
  return best;
}
