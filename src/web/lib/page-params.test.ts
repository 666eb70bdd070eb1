import { describe, expect, it } from 'vitest';
import { pageCount, parseLimit, parsePage } from './page-params';

describe('member list parameters', () => {
  it('reads page as a whole number from 1, else the first page', () => {
    expect(parsePage(null)).toBe(1);
    expect(parsePage('3')).toBe(3);
    for (const bad of ['abc', '', '0', '-2', '2.5', '1e3', '3abc']) expect(parsePage(bad), bad).toBe(1);
  });

  it('reads limit as one of 5, 10, 20, 50, taking the nearest for other numbers', () => {
    expect(parseLimit(null)).toBe(10);
    expect(parseLimit('abc')).toBe(10);
    expect(parseLimit('')).toBe(10);
    expect(parseLimit('20')).toBe(20);
    expect(parseLimit('7')).toBe(5);
    expect(parseLimit('8')).toBe(10);
    expect(parseLimit('16')).toBe(20);
    expect(parseLimit('1000')).toBe(50);
    expect(parseLimit('0')).toBe(5);
  });

  it('counts pages, with one page for an empty list', () => {
    expect(pageCount(0, 10)).toBe(1);
    expect(pageCount(10, 10)).toBe(1);
    expect(pageCount(11, 10)).toBe(2);
  });
});
