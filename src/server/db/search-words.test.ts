import { describe, expect, it } from 'vitest';
import { clubStateNamed } from '../../shared/state-abbreviations';
import { queryWords, searchWords } from './search-words';

describe('queryWords', () => {
  it('splits on spaces and commas, lower-cases, keeps each word once', () => {
    expect(queryWords('Foam  armor,Zelda, foam').map((w) => w.text)).toEqual(['foam', 'armor', 'zelda']);
    expect(queryWords('Foam armor').map((w) => w.typed)).toEqual(['Foam', 'armor']);
  });

  it('keeps quoted text as one phrase, and an open quote runs to the end', () => {
    expect(queryWords('"foam  armor" zelda').map((w) => w.text)).toEqual(['foam armor', 'zelda']);
    expect(queryWords('zelda "breath of').map((w) => w.text)).toEqual(['zelda', 'breath of']);
    expect(queryWords('""  " "')).toEqual([]);
  });
});

describe('searchWords', () => {
  it('one word: the username prefix and the text', () => {
    expect(searchWords(' Zelda ')).toEqual({ texts: ['zelda'], prefix: 'zelda' });
    expect(searchWords('"zelda"')).toEqual({ texts: ['zelda'], prefix: 'zelda' });
  });

  it('several words: every one to find, no prefix part', () => {
    expect(searchWords('foam armor')).toEqual({ texts: ['foam', 'armor'], prefix: '' });
    expect(searchWords('Zelda BOTW')).toEqual({ texts: ['zelda', 'botw'], prefix: '' });
    expect(searchWords('"foam armor"')).toEqual({ texts: ['foam armor'], prefix: '' });
  });

  it('drops a word another word holds', () => {
    expect(searchWords('zel zelda')).toEqual({ texts: ['zelda'], prefix: '' });
    expect(searchWords('zelda "zelda link"')).toEqual({ texts: ['zelda link'], prefix: '' });
  });

  it('reads a state abbreviation as the state: alone in any case, in capitals among words', () => {
    expect(searchWords('KS')).toEqual({ texts: ['kansas'], prefix: 'ks' });
    expect(searchWords('ks')).toEqual({ texts: ['kansas'], prefix: 'ks' });
    expect(searchWords('nd')).toEqual({ texts: ['north dakota'], prefix: 'nd' });
    expect(searchWords('zelda KS')).toEqual({ texts: ['zelda', 'kansas'], prefix: '' });
    expect(searchWords('zelda in ohio')).toEqual({ texts: ['zelda', 'ohio'], prefix: '' });
    expect(searchWords('zelda IN')).toEqual({ texts: ['zelda', 'indiana'], prefix: '' });
    expect(searchWords('KS Kansas')).toEqual({ texts: ['kansas'], prefix: '' });
  });

  it('short words: a lone one is a username prefix, several together a phrase', () => {
    expect(searchWords('ad')).toEqual({ texts: [], prefix: 'ad' });
    expect(searchWords('z')).toEqual({ texts: [], prefix: 'z' });
    expect(searchWords('jo li')).toEqual({ texts: ['jo li'], prefix: '' });
    expect(searchWords('a b')).toEqual({ texts: ['a b'], prefix: '' });
    expect(searchWords('"a"')).toEqual({ texts: [], prefix: 'a' });
    expect(searchWords('')).toEqual({ texts: [], prefix: '' });
  });
});

describe('clubStateNamed', () => {
  it('knows the twelve states by name, by name without spaces and by abbreviation', () => {
    expect(clubStateNamed('Kansas')).toBe('Kansas');
    expect(clubStateNamed('KS')).toBe('Kansas');
    expect(clubStateNamed('ks')).toBe('Kansas');
    expect(clubStateNamed('northdakota')).toBe('North Dakota');
    expect(clubStateNamed('north dakota')).toBe('North Dakota');
    expect(clubStateNamed('ND')).toBe('North Dakota');
    expect(clubStateNamed('TX')).toBeUndefined();
    expect(clubStateNamed('Kan')).toBeUndefined();
    expect(clubStateNamed(' ')).toBeUndefined();
  });
});
