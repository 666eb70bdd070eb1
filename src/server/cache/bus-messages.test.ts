import { describe, expect, it } from 'vitest';
import { parseScopes } from './bus-messages';

describe('announced scopes', () => {
  it('reads the scopes another instance announced', () => {
    const scopes = [{ area: 'members' }, { area: 'profiles', owner: 'ann' }];
    expect(parseScopes(JSON.stringify(scopes))).toEqual(scopes);
  });

  it('clears everything (undefined) for no scopes or scopes it does not know', () => {
    expect(parseScopes(undefined)).toBeUndefined();
    expect(parseScopes('[]')).toBeUndefined();
    expect(parseScopes('not json')).toBeUndefined();
    expect(parseScopes(JSON.stringify([{ area: 'galleries' }]))).toBeUndefined();
    expect(
      parseScopes(JSON.stringify([{ area: 'members' }, { area: 'profiles', owner: 7 }])),
    ).toBeUndefined();
    expect(parseScopes(JSON.stringify({ area: 'members' }))).toBeUndefined();
  });
});
