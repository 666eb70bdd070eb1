import { type RawBuilder, sql } from 'kysely';
import { clubStateNamed } from '../../shared/state-abbreviations';

/**
 * The search's text conditions: LIKE escaping, the state filter (a club state by name, read from
 * member_states, or a fuzzy match for another name) and FTS5 query text. Used by search-repo.ts.
 */

/** Escapes LIKE wildcards so that a search for "50%" or "a_b" means those characters. */
export function likeEscape(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

export interface StateFilter {
  /** The club state the filter names, when it names one (member_states lists its members). */
  known?: string;
  /**
   * On a row of users: the member lists the club state (a row of member_states, migration 021),
   * or the state text matches an unknown name fuzzily.
   */
  condition: RawBuilder<boolean>;
  /**
   * Text the search document then contains (the state is part of it), so the document index
   * finds the candidates; undefined when too short for trigrams.
   */
  documentText?: string;
}

export function stateFilter(state: string): StateFilter {
  // By name, by name without spaces, or by abbreviation ("KS", as the home map labels Kansas).
  const known = clubStateNamed(state);
  if (known) {
    return {
      known,
      condition: sql<boolean>`EXISTS (SELECT 1 FROM member_states
        WHERE member_states.user_id = users.id AND member_states.state = ${known})`,
      documentText: known.toLowerCase(),
    };
  }
  const text = state.toLowerCase();
  return {
    condition: sql<boolean>`lower(state) LIKE ${`%${likeEscape(text)}%`} ESCAPE '\\'`,
    documentText: text.length >= 3 ? text : undefined,
  };
}

/** An FTS5 query: every text as a phrase (FTS operators in user input stay plain text). */
export function ftsQuery(texts: string[]): string {
  return texts.map((t) => `"${t.replace(/"/g, '""')}"`).join(' AND ');
}
