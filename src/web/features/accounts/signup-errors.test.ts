import { describe, expect, it } from 'vitest';
import { signupBody } from '../../../shared/api/auth';
import { MSG } from '../../../shared/messages';
import { RECOVERY_EMAIL_MESSAGE } from '../../../shared/rules/recovery-email';
import { validateSignup } from '../../../shared/rules/signup';
import { hasMissingFields, type SignupForm, signupErrors, trimmed } from './signup-errors';

const TODAY = '2026-11-22';
const VALID: SignupForm = {
  firstname: 'Casey',
  lastname: 'Seams',
  year: '1995',
  month: '6',
  day: '14',
  username: 'casey.seams',
  password: 'Thread&Needle9',
  confirmPassword: 'Thread&Needle9',
  recoveryemail: 'casey@example.org',
  referredby: '',
};

/** The shared form rule (which alone sees Confirm password), then the server's own check of what is sent. */
function serverAccepts(form: SignupForm): { ok: boolean; message?: string } {
  const f = trimmed(form);
  const formRule = validateSignup(f, TODAY);
  if (!formRule.ok) return formRule;
  const body = { ...f, birthdate: `${f.year}-${f.month}-${f.day}` };
  const result = signupBody(TODAY).safeParse(body);
  return result.success ? { ok: true } : { ok: false, message: result.error.issues[0]?.message };
}

const VARIANTS: Partial<Record<keyof SignupForm, string[]>> = {
  firstname: ['', '   ', ' Ann ', 'x'.repeat(60), 'x'.repeat(61)],
  lastname: ['', 'y'.repeat(61)],
  year: ['', '19a5', '95', '1899', '2026', '2008', '2009'],
  month: ['', '13', '0', '2', '11'],
  day: ['', '31', '30', '22', '23'],
  username: ['', 'has space', 'ok_name-1', '...', 'naïve', 'u'.repeat(31), ' padded '],
  password: ['', 'short1!', 'NoDigits!!', 'NoSpecial99', 'Has space1!', 'Valid#Pass1'],
  confirmPassword: ['', 'Different#1'],
  recoveryemail: ['', 'a@b', 'a@b.org, c@d.org', ' spaced@example.org ', 'Name <a@b.org>'],
  referredby: ['GuildMaster', 'r'.repeat(31)],
};

function cases(): SignupForm[] {
  const out: SignupForm[] = [VALID];
  for (const [field, values] of Object.entries(VARIANTS)) {
    for (const value of values ?? []) out.push({ ...VALID, [field]: value });
  }
  // Two fields wrong at once, so the check cannot stop at the first.
  out.push({ ...VALID, year: '2010', username: 'has space' });
  out.push({ ...VALID, month: '2', day: '30', password: 'weak' });
  return out;
}

describe('signupErrors', () => {
  it('passes exactly what the server accepts, and names the refusal the server gives', () => {
    for (const form of cases()) {
      const errors = signupErrors(form, TODAY);
      const server = serverAccepts(form);
      const what = JSON.stringify(form);
      expect(errors.length === 0, what).toBe(server.ok);
      const own =
        server.message === MSG.allFieldsRequired || server.message === 'One of the fields is too long';
      if (!server.ok && !own && server.message !== MSG.birthInvalid) {
        expect(
          errors.map(([, m]) => m),
          what,
        ).toContain(server.message);
      }
    }
  });

  it('lists every field at once, in form order, for an empty form', () => {
    const empty = Object.fromEntries(Object.keys(VALID).map((k) => [k, ''])) as unknown as SignupForm;
    const errors = signupErrors(empty, TODAY);
    expect(errors.map(([field]) => field)).toEqual([
      'firstname',
      'lastname',
      'birth',
      'username',
      'password',
      'confirmPassword',
      'recoveryemail',
    ]);
    expect(errors[0]?.[1]).toBe('First name is required');
    expect(hasMissingFields(errors)).toBe(true);
  });

  it("keeps the spec's messages for each rule", () => {
    const errors = signupErrors(
      {
        ...VALID,
        year: '2010',
        username: 'has space',
        password: 'weak',
        confirmPassword: 'other',
        recoveryemail: 'a@b',
      },
      TODAY,
    );
    expect(errors).toEqual([
      ['birth', MSG.mustBeAdult],
      ['username', MSG.usernameNoSpaces],
      ['password', MSG.passwordRule],
      ['confirmPassword', MSG.passwordsDoNotMatch],
      ['recoveryemail', RECOVERY_EMAIL_MESSAGE],
    ]);
    expect(hasMissingFields(errors)).toBe(false);
    expect(signupErrors({ ...VALID, year: '2026', month: '12', day: '1' }, TODAY)).toEqual([
      ['birth', MSG.birthInFuture],
    ]);
    expect(signupErrors({ ...VALID, year: '19x5' }, TODAY)).toEqual([['birth', MSG.birthDigitsOnly]]);
  });
});
