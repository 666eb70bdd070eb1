import { describe, expect, it } from 'vitest';
import { memoryStore } from './memory-store';
import { reserveOrExplain, waitInWords } from './refusal';
import { RateLimitedError } from './store';

describe('waitInWords', () => {
  it('says seconds under a minute and a half, then minutes, then hours, singular for one', () => {
    expect(waitInWords(1)).toBe('1 second');
    expect(waitInWords(89)).toBe('89 seconds');
    expect(waitInWords(90)).toBe('2 minutes');
    expect(waitInWords(5399)).toBe('90 minutes');
    expect(waitInWords(5400)).toBe('2 hours');
  });
});

describe('reserveOrExplain', () => {
  it('refuses past the rule with what the member did and when to come back', async () => {
    const store = memoryStore();
    const limits = [{ key: 'k', rule: { max: 1, windowMs: 60_000 } }];
    await reserveOrExplain(store, limits, 'You did that a lot.');
    const refused = await reserveOrExplain(store, limits, 'You did that a lot.').catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(RateLimitedError);
    expect((refused as Error).message).toMatch(
      /^You did that a lot\. Please try again in (60|59) seconds\.$/,
    );
  });
});
