import { STATE_NAMES, type StateName } from './constants';

/**
 * The club's twelve states' postal abbreviations, as the home map labels them on phones. Search
 * and /localstores addresses take either spelling.
 */
export const STATE_ABBREVIATIONS: Readonly<Record<StateName, string>> = {
  Illinois: 'IL',
  Indiana: 'IN',
  Iowa: 'IA',
  Kansas: 'KS',
  Michigan: 'MI',
  Minnesota: 'MN',
  Missouri: 'MO',
  Nebraska: 'NE',
  'North Dakota': 'ND',
  Ohio: 'OH',
  'South Dakota': 'SD',
  Wisconsin: 'WI',
};

/**
 * The club state a text names, ignoring case and spaces: "Kansas", "kansas", "KS", "ks",
 * "northdakota", "North  Dakota"; undefined for anything else.
 */
export function clubStateNamed(text: string): string | undefined {
  const wanted = text.replace(/\s+/g, '').toLowerCase();
  if (!wanted) return undefined;
  return STATE_NAMES.find(
    (name) =>
      name.replace(/ /g, '').toLowerCase() === wanted ||
      STATE_ABBREVIATIONS[name as StateName].toLowerCase() === wanted,
  );
}
