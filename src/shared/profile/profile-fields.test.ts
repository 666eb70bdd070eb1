import { describe, expect, it } from 'vitest';
import { checkProfileField, EDITABLE_FIELDS, fieldLabel } from './profile-fields';

/** A value each kind of field refuses. */
const BAD: Record<string, string> = {
  firstname: '',
  lastname: '',
  email: 'robin@',
  phonenumber: 'call me',
  city: Array.from({ length: 31 }, (_, i) => `c${i}`).join(','),
  state: 'Texas',
  imawhat: 'Juggler',
  about: 'x'.repeat(20_000),
  other: 'x'.repeat(20_000),
  complete: 'x'.repeat(101),
  inprogress: 'x'.repeat(101),
  cosplaygroup: 'x'.repeat(101),
  calendar: 'https://evil.example/cal',
  milanote: 'https://evil.example/board',
  recoveryemail: 'a@example.org, b@example.org',
};

describe('field messages', () => {
  it.each(EDITABLE_FIELDS.filter((f) => f !== 'recoveryemail'))(
    '%s: its message starts with its label',
    (field) => {
      const check = checkProfileField(field, BAD[field] ?? 'not a handle!');
      expect(check.ok).toBe(false);
      if (check.ok) return;
      expect(check.message.startsWith(fieldLabel(field))).toBe(true);
    },
  );

  it('names the service the way the form labels it', () => {
    expect(checkProfileField('instagram', 'not a handle!')).toEqual({
      ok: false,
      message: 'Instagram must be your Instagram handle or profile address',
    });
    expect(checkProfileField('twitter', 'a b')).toEqual({
      ok: false,
      message: 'X (Twitter) must be your X (Twitter) handle or profile address',
    });
    expect(checkProfileField('phonenumber', 'call me')).toEqual({
      ok: false,
      message: 'Public phone number may contain only digits, spaces and + ( ) - .',
    });
    expect(checkProfileField('state', 'Texas')).toEqual({
      ok: false,
      message: 'States: Texas is not one of the choices',
    });
  });

  it('accepts Reddit names written as u/name or /u/name and stores the bare name', () => {
    expect(checkProfileField('reddit', 'u/robin_makes')).toEqual({ ok: true, value: 'robin_makes' });
    expect(checkProfileField('reddit', '/u/robin_makes')).toEqual({ ok: true, value: 'robin_makes' });
  });
});
