/**
 * A placeholder avatar that differs per member: its colour and pattern come from the username,
 * so the same member always looks the same and neighbours in a list rarely match.
 * Every colour keeps white initials at AA contrast (checked in avatar-look.test.ts).
 */
export const AVATAR_COLOURS = [
  '#5b2a86',
  '#1f5f8b',
  '#2d6a4f',
  '#9d2b48',
  '#7a4a12',
  '#3d5a80',
  '#8a3b12',
  '#0f6b6b',
] as const;
export const AVATAR_PATTERNS = ['stripes', 'dots', 'checks', 'rings'] as const;
export type AvatarPattern = (typeof AVATAR_PATTERNS)[number];

/** FNV-1a: a small, stable hash of the username (lower-cased, as usernames are unique). */
function hash(text: string): number {
  let h = 0x811c9dc5;
  for (const ch of text.toLowerCase()) {
    h ^= ch.codePointAt(0) ?? 0;
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h;
}

export function avatarLook(username: string): { colour: string; pattern: AvatarPattern } {
  const h = hash(username);
  return {
    colour: AVATAR_COLOURS[h % AVATAR_COLOURS.length]!,
    pattern: AVATAR_PATTERNS[Math.floor(h / AVATAR_COLOURS.length) % AVATAR_PATTERNS.length]!,
  };
}

/** "RT" for Robin Tailor; the username's first letter when there is no name. */
export function avatarInitials(member: { firstname: string; lastname: string; username: string }): string {
  const letters = [member.firstname, member.lastname].map((n) => n.trim().charAt(0)).join('');
  return (letters || member.username.charAt(0)).toUpperCase();
}
