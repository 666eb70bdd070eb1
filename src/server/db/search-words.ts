import { STATE_NAMES, type StateName } from '../../shared/constants';
import { STATE_ABBREVIATIONS } from '../../shared/state-abbreviations';

/**
 * What a search query asks for (docs/decisions/0027-search-words-and-states.md): members whose
 * search document holds every word. Used by search-repo.ts.
 */
export interface SearchWords {
  /**
   * Lower-cased texts the document must all contain, each at least 3 characters (trigrams);
   * a state abbreviation is here as the state's name.
   */
  texts: string[];
  /**
   * Usernames starting with this come first (one word queries only: a username has no spaces);
   * '' when there is no such part.
   */
  prefix: string;
}

/** Shorter texts have no trigram to look up. */
export const MIN_INDEXED_LENGTH = 3;

const abbreviated = new Map(
  STATE_NAMES.map((name) => [STATE_ABBREVIATIONS[name as StateName].toLowerCase(), name.toLowerCase()]),
);

/**
 * Splits a query into words: on spaces and commas, except inside double quotes, where the text is
 * one phrase; a quote left open runs to the end. Lower-cased, each word once.
 */
export function queryWords(query: string): { text: string; typed: string }[] {
  const words: { text: string; typed: string }[] = [];
  const parts = query.split('"');
  parts.forEach((part, i) => {
    // Odd parts are inside quotes.
    const pieces = i % 2 === 1 ? [part.trim().replace(/\s+/g, ' ')] : part.split(/[\s,]+/);
    for (const typed of pieces) {
      if (!typed) continue;
      const text = typed.toLowerCase();
      if (!words.some((w) => w.text === text)) words.push({ text, typed });
    }
  });
  return words;
}

/**
 * The words of a query and what each must match. A state abbreviation ("KS", as the home map
 * labels Kansas) stands for the state's name, which the document holds for the state's members:
 * written in capitals anywhere in the query, or in any case as the whole query ("ks"). Lower-case
 * two-letter words in a longer query are words ("zelda in ohio": "in" is not Indiana). Other words
 * under 3 characters narrow nothing (no trigram to look them up, and they are mostly "a", "of"):
 * a single one matches usernames starting with it, as before; several only ("jo li") are matched
 * together as one phrase. A word another word contains adds nothing and is dropped.
 */
export function searchWords(query: string): SearchWords {
  const words = queryWords(query.trim());
  const single = words.length === 1;
  const texts: string[] = [];
  for (const { text, typed } of words) {
    const state = abbreviated.get(text);
    const isAbbreviation = state && (single || typed === typed.toUpperCase());
    const wanted = isAbbreviation ? state : text;
    if (wanted.length >= MIN_INDEXED_LENGTH) texts.push(wanted);
  }
  const kept = texts.filter(
    (t, i) => !texts.some((other, j) => j !== i && other.includes(t) && (other !== t || j < i)),
  );
  const only = words[0];
  const prefix = single && only && !/\s/.test(only.text) ? only.text : '';
  if (kept.length === 0 && words.length > 1) {
    // Only short words ("jo li"): together they may still be a phrase of the document, a name.
    const phrase = words.map((w) => w.text).join(' ');
    return { texts: phrase.length >= MIN_INDEXED_LENGTH ? [phrase] : [], prefix: '' };
  }
  return { texts: kept, prefix };
}
