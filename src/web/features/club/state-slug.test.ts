import { describe, expect, it } from 'vitest';
import { stateFromAddress } from './state-slug';

describe('stateFromAddress', () => {
  it.each([
    ['kansas', 'kansas'],
    ['Kansas', 'kansas'],
    ['KANSAS', 'kansas'],
    ['KS', 'kansas'],
    ['ks', 'kansas'],
    ['North Dakota', 'northdakota'],
    ['north-dakota', 'northdakota'],
    ['NorthDakota', 'northdakota'],
    ['ND', 'northdakota'],
    ['in', 'indiana'],
    ['mo', 'missouri'],
  ])('%s is %s', (typed, slug) => {
    expect(stateFromAddress(typed)?.slug).toBe(slug);
  });

  it.each(['texas', 'tx', '', 'kansass', 'k'])('%s is no club state', (typed) => {
    expect(stateFromAddress(typed)).toBeUndefined();
  });
});
