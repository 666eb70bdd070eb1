import { describe, expect, it } from 'vitest';
import { MSG } from '../messages';
import { ageOn, checkBirthdate } from './birthdate';
import { isValidPassword } from './password';
import { RECOVERY_EMAIL_MESSAGE, recoveryEmailProblem } from './recovery-email';
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
