import type { OwnedChange } from '../db/change-owners';

/** "instance id changes": the changes (JSON) may be missing, and are the rest of the message. */
export function splitMessage(message: string): [string, string, string | undefined] {
  const first = message.indexOf(' ');
  if (first < 0) return [message, '', undefined];
  const second = message.indexOf(' ', first + 1);
  if (second < 0) return [message.slice(0, first), message.slice(first + 1), undefined];
  return [message.slice(0, first), message.slice(first + 1, second), message.slice(second + 1)];
}

const isNames = (value: unknown): value is string[] =>
  Array.isArray(value) && value.every((item) => typeof item === 'string');

/** A change as announced: only what another instance needs to match it against its reads. */
export function changesMessage(changes: readonly OwnedChange[]): string {
  return JSON.stringify(changes.map(({ table, columns, owners }) => ({ table, columns, owners })));
}

/**
 * The changes announced; anything else (none, or what this version does not know) is
 * 'everything', which clears every kept answer.
 */
export function parseChanges(text: string | undefined): OwnedChange[] | 'everything' {
  if (text === undefined) return 'everything';
  try {
    const changes: unknown = JSON.parse(text);
    if (!Array.isArray(changes) || changes.length === 0) return 'everything';
    const known = changes.every(
      (change) =>
        typeof change === 'object' &&
        change !== null &&
        typeof change.table === 'string' &&
        (change.columns === '*' || isNames(change.columns)) &&
        (change.owners === undefined || isNames(change.owners)),
    );
    return known ? (changes as OwnedChange[]) : 'everything';
  } catch {
    return 'everything';
  }
}
