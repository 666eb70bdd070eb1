/**
 * Characters that have no place in text the club shows to others: invisible ones, and those that
 * change the reading direction of what follows (U+202E before "nimda" shows it as "admin"). One
 * rule for every shown text field, names and free text alike; the server applies it to every text
 * of every request body (plugins/request-hygiene.ts). Examples below are written as escapes: an
 * invisible character in source code is itself a trap.
 *
 * - Always refused: controls (C0 but tab and line breaks, DEL, C1), bidi embeddings, overrides and
 *   isolates (U+202A–U+202E, U+2066–U+2069), zero-width space, word joiner and BOM (U+200B,
 *   U+2060, U+FEFF), and every other format character (Unicode category Cf) not allowed below.
 * - Names (one line): no tab or line break; no direction marks (U+200E, U+200F, U+061C: a name
 *   needs none); ZWNJ and ZWJ (U+200C, U+200D) only between letters of the scripts that write
 *   with them (Persian "علی\u200Cرضا" takes ZWNJ, Sinhala "ශ්\u200Dරී" ZWJ), never between Latin
 *   letters or emoji, where they only hide something; no Hangul fillers, which look like nothing.
 * - Free text (about me, descriptions, titles, notes): line breaks and tabs; direction marks, which
 *   Hebrew and Arabic writers use to place punctuation in mixed sentences and which cannot reverse
 *   a run of text as overrides do; ZWJ also inside emoji sequences (👩\u200D🔧); the tags of
 *   subdivision flags (U+1F3F4 then U+E0020–U+E007E, ended by U+E007F); soft hyphens and the
 *   visible Arabic number signs.
 */
export type ShownTextKind = 'name' | 'text';
export type ShownTextProblem = 'oneLine' | 'hidden';

/** Anything a shown text may have to be looked at closely for; most texts have none. */
const SUSPECT = /[\p{Cc}\p{Cf}\u2028\u2029\u115F\u1160\u3164\uFFA0]/u;
const LAYOUT = new Set(['\t', '\n', '\r', '\u2028', '\u2029']);
const DIRECTION_MARKS = new Set(['\u200E', '\u200F', '\u061C']);
const HANGUL_FILLERS = new Set(['\u115F', '\u1160', '\u3164', '\uFFA0']);
/** Format characters that show (prepended concatenation marks) or only hint (soft hyphen). */
const VISIBLE_FORMAT = /^[\u00AD\u0600-\u0605\u06DD\u070F\u0890\u0891\u08E2\u{110BD}\u{110CD}]$/u;
const ZWNJ = '\u200C';
const ZWJ = '\u200D';
/** Letters and marks of the scripts in which ZWNJ and ZWJ choose how letters join. */
const JOINING_LETTER =
  /^(?=[\p{L}\p{M}])[\p{scx=Arab}\p{scx=Syrc}\p{scx=Nkoo}\p{scx=Mong}\p{scx=Deva}\p{scx=Beng}\p{scx=Guru}\p{scx=Gujr}\p{scx=Orya}\p{scx=Taml}\p{scx=Telu}\p{scx=Knda}\p{scx=Mlym}\p{scx=Sinh}\p{scx=Khmr}\p{scx=Mymr}]$/u;
const EMOJI_BEFORE_JOINER = /^(?:\p{Extended_Pictographic}|\p{Emoji_Modifier}|\uFE0F)$/u;
const EMOJI = /^\p{Extended_Pictographic}$/u;
const BLACK_FLAG = '\u{1F3F4}';
const isTag = (ch: string) => ch >= '\u{E0020}' && ch <= '\u{E007F}';

/** Why the text may not be shown as it is, or null when it may. */
export function shownTextProblem(text: string, kind: ShownTextKind): ShownTextProblem | null {
  if (!SUSPECT.test(text)) return null;
  // A name's ends are trimmed where it is saved: a line break pasted after it is no second line.
  const chars = Array.from(kind === 'name' ? text.replace(/^[\t\n\r ]+|[\t\n\r ]+$/g, '') : text);
  let inFlag = false;
  for (const [i, ch] of chars.entries()) {
    if (ch === BLACK_FLAG) inFlag = kind === 'text';
    else if (inFlag && isTag(ch)) {
      if (ch === '\u{E007F}') inFlag = false; // the cancel tag ends the flag
      continue;
    } else inFlag = false;
    if (!SUSPECT.test(ch)) continue;
    if (LAYOUT.has(ch)) {
      if (kind === 'name') return 'oneLine';
      continue;
    }
    if (!allowedInContext(ch, chars[i - 1] ?? '', chars[i + 1] ?? '', kind)) return 'hidden';
  }
  return null;
}

function allowedInContext(ch: string, before: string, after: string, kind: ShownTextKind): boolean {
  if (ch === ZWNJ || ch === ZWJ) {
    if (JOINING_LETTER.test(before) && JOINING_LETTER.test(after)) return true;
    return ch === ZWJ && kind === 'text' && EMOJI_BEFORE_JOINER.test(before) && EMOJI.test(after);
  }
  if (kind === 'name') return false;
  return DIRECTION_MARKS.has(ch) || HANGUL_FILLERS.has(ch) || VISIBLE_FORMAT.test(ch);
}

/** The message of a refusal, naming the field as its form does. */
export function shownTextMessage(label: string, problem: ShownTextProblem): string {
  return problem === 'oneLine'
    ? `${label} must be one line, without tabs`
    : `${label} contains invisible or direction-changing characters`;
}
