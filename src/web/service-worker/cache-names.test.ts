import { describe, expect, it } from 'vitest';
import { isScheduleRequest } from './cache-names';

const kept = (path: string) => isScheduleRequest(new URL(path, 'https://club.example'));

describe('isScheduleRequest', () => {
  it('keeps the member’s schedule, event pages and con day plans', () => {
    expect(kept('/api/me/events')).toBe(true);
    expect(kept('/api/events/12')).toBe(true);
    expect(kept('/api/me/cons/gen-con/plan')).toBe(true);
  });

  it('leaves other answers to the network', () => {
    expect(kept('/api/cons/gen-con')).toBe(false);
    expect(kept('/api/me/cons/gen-con/plan/x')).toBe(false);
    expect(kept('/api/me/cons//plan')).toBe(false);
  });
});
