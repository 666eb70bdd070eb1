import { describe, expect, it } from 'vitest';
import { changesMessage, parseChanges } from './bus-messages';

describe('announced changes', () => {
  it('reads the changes another instance announced, without the keys it matched rows by', () => {
    const written = [
      { table: 'users', columns: ['about'], owners: ['ann'], keys: { id: [4] } },
      { table: 'events', columns: '*' as const },
    ];
    expect(parseChanges(changesMessage(written))).toEqual([
      { table: 'users', columns: ['about'], owners: ['ann'] },
      { table: 'events', columns: '*' },
    ]);
  });

  it('clears everything for no changes or changes it does not know', () => {
    expect(parseChanges(undefined)).toBe('everything');
    expect(parseChanges('[]')).toBe('everything');
    expect(parseChanges('not json')).toBe('everything');
    expect(parseChanges(JSON.stringify([{ area: 'members' }]))).toBe('everything');
    expect(parseChanges(JSON.stringify([{ table: 'users', columns: 'about' }]))).toBe('everything');
    expect(parseChanges(JSON.stringify([{ table: 'users', columns: '*', owners: [7] }]))).toBe('everything');
    expect(parseChanges(JSON.stringify({ table: 'users', columns: '*' }))).toBe('everything');
  });
});
