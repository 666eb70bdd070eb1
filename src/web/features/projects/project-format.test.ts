// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { hoursToMinutes } from './plan-tasks';
import { centsToDollars, dollarsToCents, duration, money, pacingLine, snippet } from './project-format';

describe('money as members type it', () => {
  it('reads dollars into cents', () => {
    expect(dollarsToCents('$120.50')).toBe(12050);
    expect(dollarsToCents('120')).toBe(12000);
    expect(dollarsToCents(' $ 1,200.5 ')).toBe(120050);
    expect(dollarsToCents('.99')).toBe(99);
    expect(dollarsToCents('0.07')).toBe(7);
    expect(dollarsToCents('')).toBeNull();
    for (const bad of ['12.345', 'forty', '-5', '1e3']) expect(dollarsToCents(bad)).toBeNaN();
  });

  it('shows cents as dollars again', () => {
    expect(centsToDollars(12050)).toBe('120.50');
    expect(centsToDollars(12000)).toBe('120');
    expect(centsToDollars(null)).toBe('');
    expect(money(123456)).toBe('$1,234.56');
  });
});

describe('time', () => {
  it('says durations in hours and minutes', () => {
    expect(duration(107)).toBe('1 h 47 min');
    expect(duration(41 * 60)).toBe('41 h');
    expect(duration(30)).toBe('30 min');
    expect(hoursToMinutes('1.5')).toBe(90);
    expect(hoursToMinutes('1:30')).toBe(90);
    expect(hoursToMinutes('')).toBe(0);
    expect(hoursToMinutes('soon')).toBeNaN();
  });

  it('says the pacing in one line', () => {
    const base = { targetDate: '2030-07-31', remainingMinutes: 2460, minutesPerDay: 107, behind: false };
    expect(pacingLine({ ...base, daysLeft: 23 })).toBe(
      '23 days left · 41 h of tasks left · about 1 h 47 min a day',
    );
    expect(pacingLine({ ...base, daysLeft: 1 })).toContain('1 day left');
    expect(pacingLine({ ...base, daysLeft: -3, minutesPerDay: null })).toBe(
      'The day passed 3 days ago · 41 h of tasks left',
    );
  });
});

describe('snippet', () => {
  it('keeps only the text of the entry, shortened', () => {
    expect(snippet('<ul><li>One</li><li>Two</li></ul><p><a href="https://x.org">three</a></p>', '')).toBe(
      'One Two three',
    );
    const long = snippet(`<p>${'word '.repeat(100)}</p>`, '', 40);
    expect(long.length).toBeLessThanOrEqual(40);
    expect(long.endsWith('…')).toBe(true);
    expect(snippet('', 'Plain **body**')).toBe('Plain **body**');
  });
});
