import { describe, expect, it } from 'vitest';
import { AVATAR_COLOURS, AVATAR_PATTERNS, avatarInitials, avatarLook } from './avatar-look';

/** WCAG relative luminance and contrast ratio. */
function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => {
    const c = Number.parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}
const contrastWithWhite = (hex: string) => 1.05 / (luminance(hex) + 0.05);

describe('placeholder avatars', () => {
  it('keep white initials at AA contrast on every colour (patterns are faint)', () => {
    for (const colour of AVATAR_COLOURS) expect(contrastWithWhite(colour), colour).toBeGreaterThanOrEqual(5);
  });

  it('are the same for the same member, ignoring case', () => {
    expect(avatarLook('Robin.Tailor')).toEqual(avatarLook('robin.tailor'));
  });

  it('differ across members: 200 usernames use every colour and pattern, mostly apart', () => {
    const looks = Array.from({ length: 200 }, (_, i) => avatarLook(`member${i}`));
    const key = (l: { colour: string; pattern: string }) => `${l.colour}/${l.pattern}`;
    expect(new Set(looks.map((l) => l.colour)).size).toBe(AVATAR_COLOURS.length);
    expect(new Set(looks.map((l) => l.pattern)).size).toBe(AVATAR_PATTERNS.length);
    expect(new Set(looks.map(key)).size).toBeGreaterThanOrEqual(24);
    const sameAsNext = looks.filter((l, i) => i > 0 && key(l) === key(looks[i - 1]!)).length;
    expect(sameAsNext).toBeLessThan(20);
  });

  it('shows initials, or the username’s first letter', () => {
    expect(avatarInitials({ firstname: 'robin', lastname: 'Tailor', username: 'rt' })).toBe('RT');
    expect(avatarInitials({ firstname: ' ', lastname: '', username: 'zoe_props' })).toBe('Z');
  });
});
