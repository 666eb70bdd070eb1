import { LIMITS } from '../constants';
import { MSG } from '../messages';
import { checkBirthdate } from './birthdate';
import { isValidPassword } from './password';
import { usernameProblem } from './username';

export interface SignupFields {
  firstname: string;
  lastname: string;
  year: string;
  month: string;
  day: string;
  username: string;
  password: string;
  /** Only the browser form has it; the server never receives it. */
  confirmPassword?: string;
  recoveryemail: string;
  referredby?: string;
}

export type SignupCheck = { ok: true; birthdate: string } | { ok: false; message: string };

/** One rule set for the sign-up form and the server (docs/product.md §5), in the order the form reports them. */
export function validateSignup(f: SignupFields, today: string): SignupCheck {
  const required = [f.firstname, f.lastname, f.year, f.month, f.day, f.username, f.password, f.recoveryemail];
  if (f.confirmPassword !== undefined) required.push(f.confirmPassword);
  if (required.some((v) => v.trim() === '')) return { ok: false, message: MSG.allFieldsRequired };
  const birth = checkBirthdate(f.year.trim(), f.month.trim(), f.day.trim(), today);
  if (!birth.ok) {
    const byReason = {
      digits: MSG.birthDigitsOnly,
      invalid: MSG.birthInvalid,
      future: MSG.birthInFuture,
      minor: MSG.mustBeAdult,
    } as const;
    return { ok: false, message: byReason[birth.reason] };
  }
  if (f.confirmPassword !== undefined && f.password !== f.confirmPassword) {
    return { ok: false, message: MSG.passwordsDoNotMatch };
  }
  const nameProblem = usernameProblem(f.username);
  if (nameProblem) return { ok: false, message: nameProblem };
  if (!isValidPassword(f.password)) return { ok: false, message: MSG.passwordRule };
  const tooLong =
    f.firstname.length > LIMITS.name ||
    f.lastname.length > LIMITS.name ||
    f.recoveryemail.length > LIMITS.email ||
    (f.referredby ?? '').length > LIMITS.username;
  if (tooLong) return { ok: false, message: 'One of the fields is too long' };
  return { ok: true, birthdate: birth.iso };
}
