import { describe, expect, it } from 'vitest';
import { MSG } from '../messages';
import { ageOn, checkBirthdate } from './birthdate';
import { isValidPassword } from './password';
import { RECOVERY_EMAIL_MESSAGE, recoveryEmailProblem } from './recovery-email';
import { shownTextMessage, shownTextProblem } from './shown-text';
import { shownTextField } from './shown-text-fields';
import { validateSignup } from './signup';
import { usernameKey, usernameProblem } from './username';

describe('age and birthdate', () => {
  it('counts whole years, turning a year older on the birthday itself', () => {
    expect(ageOn('2008-11-22', '2026-11-21')).toBe(17);
    expect(ageOn('2008-11-22', '2026-11-22')).toBe(18);
    expect(ageOn('2008-02-29', '2026-02-28')).toBe(17);
    expect(ageOn('2008-02-29', '2026-03-01')).toBe(18);
  });

  it('accepts an 18th birthday today and refuses one tomorrow', () => {
    expect(checkBirthdate('2008', '11', '22', '2026-11-22')).toEqual({ ok: true, iso: '2008-11-22' });
    expect(checkBirthdate('2008', '11', '23', '2026-11-22')).toEqual({ ok: false, reason: 'minor' });
  });

  it('refuses non-digits, impossible dates and future dates', () => {
    expect(checkBirthdate('19a0', '1', '1', '2026-11-22')).toEqual({ ok: false, reason: 'digits' });
    expect(checkBirthdate('1990', '-1', '1', '2026-11-22')).toEqual({ ok: false, reason: 'digits' });
    expect(checkBirthdate('1990', '2', '30', '2026-11-22')).toEqual({ ok: false, reason: 'invalid' });
    expect(checkBirthdate('1990', '13', '1', '2026-11-22')).toEqual({ ok: false, reason: 'invalid' });
    expect(checkBirthdate('90', '1', '1', '2026-11-22')).toEqual({ ok: false, reason: 'invalid' });
    expect(checkBirthdate('2026', '11', '23', '2026-11-22')).toEqual({ ok: false, reason: 'future' });
  });

  it('pads single-digit months and days', () => {
    expect(checkBirthdate('1990', '5', '7', '2026-11-22')).toEqual({ ok: true, iso: '1990-05-07' });
  });
});

describe('password rule', () => {
  it.each([
    ['Sewing#2024', true],
    ['abcdef1!', true],
    ['a1-b2=c3+', true],
    ['abc1!', false], // too short
    ['abcdefgh!', false], // no digit
    ['abcdefgh1', false], // no special character
    ['abcdefg1!~', false], // ~ is not allowed
    ['abcd efg1!', false], // spaces are not allowed
    ['ümlaut12!', false], // only ASCII letters
  ])('%s → %s', (password, valid) => {
    expect(isValidPassword(password)).toBe(valid);
  });
});

describe('usernames', () => {
  it('refuses spaces with the spec message and keeps URL-safe characters', () => {
    expect(usernameProblem('ada lovelace')).toBe(MSG.usernameNoSpaces);
    expect(usernameProblem('ada\tl')).toBe(MSG.usernameNoSpaces);
    expect(usernameProblem('ada/../x')).toBe(MSG.usernameChars);
    expect(usernameProblem('a'.repeat(31))).toBe(MSG.usernameTooLong);
    expect(usernameProblem('Ada.Love_lace-1')).toBeNull();
  });

  it('refuses names of dots only and non-ASCII letters; trims a keyboard space at either end', () => {
    expect(usernameProblem('.')).toBe(MSG.usernameNeedsLetter);
    expect(usernameProblem('..')).toBe(MSG.usernameNeedsLetter);
    expect(usernameProblem('_-.')).toBe(MSG.usernameNeedsLetter);
    expect(usernameProblem('.a')).toBeNull();
    expect(usernameProblem('zoë')).toBe(MSG.usernameChars);
    expect(usernameProblem('ada<script>')).toBe(MSG.usernameChars);
    expect(usernameProblem('ada ')).toBeNull();
    expect(usernameProblem(' ada')).toBeNull();
    expect(usernameProblem(`${'a'.repeat(30)} `)).toBeNull();
  });

  it('compares usernames ignoring case', () => {
    expect(usernameKey('AdaLove')).toBe(usernameKey('adalove'));
  });
});

describe('sign-up validation order', () => {
  const good = {
    firstname: 'Ada',
    lastname: 'Stitch',
    year: '1990',
    month: '5',
    day: '17',
    username: 'ada',
    password: 'Sewing#2024',
    confirmPassword: 'Sewing#2024',
    recoveryemail: 'not-checked',
    referredby: '',
  };

  it('accepts a complete form; recovery email is not format-checked and referred-by is optional', () => {
    expect(validateSignup(good, '2026-11-22')).toEqual({ ok: true, birthdate: '1990-05-17' });
  });

  it('reports required fields first, then age, then matching passwords, username and password rule', () => {
    expect(validateSignup({ ...good, confirmPassword: '' }, '2026-11-22')).toEqual({
      ok: false,
      message: MSG.allFieldsRequired,
    });
    expect(validateSignup({ ...good, year: '2010', password: 'x' }, '2026-11-22')).toEqual({
      ok: false,
      message: MSG.mustBeAdult,
    });
    expect(validateSignup({ ...good, confirmPassword: 'Other#2024' }, '2026-11-22')).toEqual({
      ok: false,
      message: MSG.passwordsDoNotMatch,
    });
    expect(validateSignup({ ...good, username: 'a b' }, '2026-11-22')).toEqual({
      ok: false,
      message: MSG.usernameNoSpaces,
    });
    expect(validateSignup({ ...good, password: 'weak', confirmPassword: 'weak' }, '2026-11-22')).toEqual({
      ok: false,
      message: MSG.passwordRule,
    });
  });

  it('skips the confirmation check on the server, which never receives it', () => {
    const { confirmPassword: _omit, ...serverFields } = good;
    expect(validateSignup(serverFields, '2026-11-22').ok).toBe(true);
  });
});

describe('recovery email', () => {
  it.each([
    'ada@example.org',
    'ada.l+club@mail.example.co.uk',
    "o'brien@example.ie",
    'x@xn--bcher-kva.example',
  ])('accepts %s', (value) => {
    expect(recoveryEmailProblem(value)).toBeNull();
  });

  it.each([
    'v1@victim.example, v2@victim.example',
    'v1@victim.example,v2@victim.example',
    'v1@victim.example;v2@victim.example',
    'v1@victim.example v2@victim.example',
    'Ada <ada@example.org>',
    '"ada"@example.org',
    'ada@localhost',
    'ada@example',
    'ada@-example.org',
    'ada..l@example.org',
    '.ada@example.org',
    'a@b@example.org',
    '@example.org',
    'ada@',
    'not an address',
    `${'a'.repeat(250)}@example.org`,
  ])('refuses %s', (value) => {
    expect(recoveryEmailProblem(value)).toBe(RECOVERY_EMAIL_MESSAGE);
  });
});

describe('shown text: no invisible or direction-changing characters', () => {
  const hex = (text: string) => Array.from(text, (c) => `U+${c.codePointAt(0)!.toString(16)}`).join(' ');
  const NAMES = [
    'José Ñúñez',
    'Zoë',
    '山田 太郎',
    'محمد',
    'अर्जुन शर्मा',
    'דוד כהן',
    'Ελένη',
    'Пётр',
    '김민준',
    'สมชาย',
    "O'Brien-Smith",
    'علی\u200Cرضا', // Persian writes ZWNJ (U+200C) inside words
    'ශ්\u200Dරී', // Sinhala: ZWJ (U+200D) after the virama
  ];
  const REFUSED_EVERYWHERE = [
    '\u202A',
    '\u202B',
    '\u202C',
    '\u202D',
    '\u202E',
    '\u2066',
    '\u2067',
    '\u2068',
    '\u2069',
    '\u200B',
    '\u2060',
    '\uFEFF',
    '\u0085',
    '\u009B',
    '\u{E0001}',
    '\u2062',
    '\uFFF9',
  ];

  it.each(NAMES)('keeps the name %s, as a name and as free text', (name) => {
    expect(shownTextProblem(name, 'name'), hex(name)).toBeNull();
    expect(shownTextProblem(`${name}\nand more`, 'text')).toBeNull();
  });

  it.each(REFUSED_EVERYWHERE.map((c) => [hex(c), c]))('refuses %s in names and free text', (_hex, c) => {
    expect(shownTextProblem(`Ann${c}admin`, 'name')).toBe('hidden');
    expect(shownTextProblem(`Ann${c}admin`, 'text')).toBe('hidden');
    expect(shownTextProblem(`${c}Ann`, 'name')).toBe('hidden');
  });

  it('refuses ZWJ and ZWNJ that join nothing: between Latin letters, at an end, after an emoji in a name', () => {
    for (const text of ['Ad\u200Dmin', 'Ad\u200Cmin', 'Ann\u200D', '\u200Cمحمد', 'محمد\u200Dabc']) {
      expect(shownTextProblem(text, 'text'), hex(text)).toBe('hidden');
    }
    expect(shownTextProblem('Sam 👩\u200D🔧', 'name')).toBe('hidden');
  });

  it('keeps emoji sequences, flags, direction marks and line breaks in free text', () => {
    for (const text of [
      'Foam smith 👩\u200D🔧 and 👩🏽\u200D🔧, proud 🏳️\u200D🌈 ❤️\u200D🔥 👨\u200D👩\u200D👧',
      'From \u{1F3F4}\u{E0067}\u{E0062}\u{E0073}\u{E0063}\u{E0074}\u{E007F} with love',
      'שלום, my name is דוד.\u200F',
      'Line one\r\nLine two\twith a tab',
      'hyphen\u00ADation',
    ]) {
      expect(shownTextProblem(text, 'text'), hex(text)).toBeNull();
    }
    expect(shownTextProblem('דוד\u200F', 'name')).toBe('hidden');
    expect(shownTextProblem('\u3164', 'name')).toBe('hidden');
    expect(shownTextProblem('\u{E0067}\u{E007F}', 'text')).toBe('hidden'); // tags outside a flag
  });

  it('keeps a name on one line, its ends trimmed as when it is saved', () => {
    expect(shownTextProblem('Ann\nLee', 'name')).toBe('oneLine');
    expect(shownTextProblem('Ann\tLee', 'name')).toBe('oneLine');
    expect(shownTextProblem('Ann\u2028Lee', 'name')).toBe('oneLine');
    expect(shownTextProblem(' Ann Lee\r\n', 'name')).toBeNull();
  });

  it('names the field as its form does; passwords are not checked', () => {
    expect(shownTextField('firstname')).toEqual({ label: 'First name', kind: 'name' });
    expect(shownTextField('about')).toEqual({ label: 'About me', kind: 'text' });
    expect(shownTextField('title')).toEqual({ label: 'Title', kind: 'text' });
    expect(shownTextField('something')).toEqual({ label: 'The field something', kind: 'text' });
    expect(shownTextField('password')).toBeNull();
    expect(shownTextField('currentpassword')).toBeNull();
    expect(shownTextMessage('First name', 'hidden')).toBe(
      'First name contains invisible or direction-changing characters',
    );
  });
});
