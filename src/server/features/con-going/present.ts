import type { ConGoingAnswer, ConGoingDayAnswer } from '../../../shared/api/con-going';
import { displayName } from '../../../shared/profile/display-name';
import type { ConGoerRow } from '../../db/con-going-repo';

/**
 * Series as members type them ("genshin impact ", "Genshin Impact") count as one: trimmed, spaces
 * folded, case ignored. The name shown is the spelling most of them used; on a tie, the one with
 * more capitalised words ("Genshin Impact" over "genshin impact"), then the first.
 */
const seriesKey = (series: string) => series.trim().replace(/\s+/g, ' ').toLocaleLowerCase('en-US');

/** Words that start with a capital: "Genshin Impact" 2, "GENSHIN impact" 1, "genshin impact" 0. */
const capitals = (text: string) => text.split(' ').filter((word) => /^\p{Lu}/u.test(word)).length;

function seriesCounts(rows: readonly ConGoerRow[]): ConGoingDayAnswer['series'] {
  const groups = new Map<string, { count: number; spellings: Map<string, number> }>();
  for (const row of rows) {
    const key = seriesKey(row.series);
    if (key === '') continue;
    const group = groups.get(key) ?? { count: 0, spellings: new Map<string, number>() };
    group.count += 1;
    const spelling = row.series.trim().replace(/\s+/g, ' ');
    group.spellings.set(spelling, (group.spellings.get(spelling) ?? 0) + 1);
    groups.set(key, group);
  }
  return [...groups.values()]
    .map((group) => {
      let best = '';
      let most = 0;
      for (const [spelling, n] of group.spellings)
        if (n > most || (n === most && capitals(spelling) > capitals(best))) {
          best = spelling;
          most = n;
        }
      return { series: best, count: group.count };
    })
    .sort((a, b) => b.count - a.count || a.series.localeCompare(b.series, 'en-US'));
}

/**
 * The con page's answer: every day of the con (days the con no longer has are left out: their
 * rows stay until the member saves again), with the goers the query let this viewer see.
 */
export function conGoingAnswerOf(
  days: readonly string[],
  rows: readonly ConGoerRow[],
  mine: ConGoingAnswer['mine'] | undefined,
): ConGoingAnswer {
  return {
    days: days.map((day) => {
      const ofDay = rows.filter((row) => row.day === day);
      return {
        day,
        count: ofDay.length,
        series: seriesCounts(ofDay),
        members: ofDay.map((row) => ({
          username: row.username,
          displayName: displayName(row),
          character: row.character,
          series: row.series,
          project:
            row.project_id !== null && row.project_title !== null
              ? { id: Number(row.project_id), title: row.project_title }
              : null,
        })),
      };
    }),
    mine: mine ? { visibility: mine.visibility, days: mine.days.filter((d) => days.includes(d.day)) } : null,
  };
}
