import { LIMITS } from '../../../shared/constants';
import { MSG } from '../../../shared/messages';
import { checkBirthdate } from '../../../shared/rules/birthdate';
import { isValidPassword } from '../../../shared/rules/password';
import { recoveryEmailProblem } from '../../../shared/rules/recovery-email';
import type { SignupFields } from '../../../shared/rules/signup';
import { usernameProblem } from '../../../shared/rules/username';

export type SignupForm = Required<SignupFields>;
/** A field of the form as the summary names it; 'birth' is the three date parts together. */
export type SignupField = Exclude<keyof SignupForm, 'year' | 'month' | 'day'> | 'birth';
export type SignupErrors = ReadonlyArray<readonly [SignupField, string]>;

export const SIGNUP_LABELS: Record<SignupField, string> = {
  firstname: 'First name',
  lastname: 'Last name',
  birth: 'Date of birth',
  username: 'Username',
  password: 'Password',
  confirmPassword: 'Confirm password',
  recoveryemail: 'Recovery email',
  referredby: 'Referred by',
};

const BIRTH_MESSAGES = {
  digits: MSG.birthDigitsOnly,
  invalid: MSG.birthInvalid,
  future: MSG.birthInFuture,
  minor: MSG.mustBeAdult,
} as const;

const required = (field: SignupField) => `${SIGNUP_LABELS[field]} is required`;
const tooLong = (field: SignupField, max: number) =>
  `${SIGNUP_LABELS[field]} must be at most ${max} characters`;

/**
 * Every field's problem at once, in form order, by the rules the server applies to the same
 * (trimmed) values: the shared sign-up rules (src/shared/rules) and the recovery email's
 * one-address rule. No errors means the server's check passes too (signup-errors.test.ts).
 */
export function signupErrors(form: SignupForm, today: string): SignupErrors {
  const f = trimmed(form);
  const errors: [SignupField, string][] = [];
  const add = (field: SignupField, message: string | null) => {
    if (message) errors.push([field, message]);
  };
  add(
    'firstname',
    f.firstname === '' ? required('firstname') : lengthProblem('firstname', f.firstname, LIMITS.name),
  );
  add(
    'lastname',
    f.lastname === '' ? required('lastname') : lengthProblem('lastname', f.lastname, LIMITS.name),
  );
  add('birth', birthProblem(f, today));
  add('username', f.username === '' ? required('username') : usernameProblem(f.username));
  add('password', passwordProblem(form.password));
  add('confirmPassword', confirmProblem(form));
  add(
    'recoveryemail',
    f.recoveryemail === '' ? required('recoveryemail') : recoveryEmailProblem(f.recoveryemail),
  );
  add('referredby', lengthProblem('referredby', f.referredby, LIMITS.username));
  return errors;
}

/** Whether any problem is a field left empty: the spec's 'All fields are required' then heads the list. */
export function hasMissingFields(errors: SignupErrors): boolean {
  return errors.some(([field, message]) => message === required(field));
}

/** The values as sent: the text fields trimmed, the passwords exactly as typed. */
export function trimmed(form: SignupForm): SignupForm {
  const trim = (value: string) => value.trim();
  return {
    ...form,
    firstname: trim(form.firstname),
    lastname: trim(form.lastname),
    year: trim(form.year),
    month: trim(form.month),
    day: trim(form.day),
    username: trim(form.username),
    recoveryemail: trim(form.recoveryemail),
    referredby: trim(form.referredby),
  };
}

function lengthProblem(field: SignupField, value: string, max: number): string | null {
  return value.length > max ? tooLong(field, max) : null;
}

function birthProblem(f: SignupForm, today: string): string | null {
  if (f.year === '' || f.month === '' || f.day === '') return required('birth');
  const check = checkBirthdate(f.year, f.month, f.day, today);
  return check.ok ? null : BIRTH_MESSAGES[check.reason];
}

function passwordProblem(password: string): string | null {
  if (password.trim() === '') return required('password');
  return isValidPassword(password) ? null : MSG.passwordRule;
}

function confirmProblem(f: SignupForm): string | null {
  if (f.confirmPassword.trim() === '') return required('confirmPassword');
  return f.password === f.confirmPassword ? null : MSG.passwordsDoNotMatch;
}
