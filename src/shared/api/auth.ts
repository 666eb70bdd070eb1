import { z } from 'zod';
import { LIMITS } from '../constants';
import { MSG } from '../messages';
import { memberRole, memberStatus } from '../organisers/roles';
import { recoveryEmailProblem } from '../rules/recovery-email';
import { validateSignup } from '../rules/signup';
import { refuse } from './forms';

/** Request and response shapes of the account endpoints (docs/product.md §7), shared by client and server. */

/** role and status are additions beside the spec's fields (issue 15). */
export const loginResponse = z.object({
  token: z.string(),
  username: z.string(),
  ID: z.number(),
  role: memberRole,
  status: memberStatus,
});
export type LoginResponse = z.infer<typeof loginResponse>;

export const createUserResponse = z.object({
  userId: z.number(),
  token: z.string(),
  username: z.string(),
  /** 'pending' when organisers approve new members first. */
  status: memberStatus,
});
export type CreateUserResponse = z.infer<typeof createUserResponse>;

export const messageResponse = z.object({ message: z.string() });
export type MessageResponse = z.infer<typeof messageResponse>;

const REQUIRED = 'Username and password are required';
/** POST /login: the product's one message for anything missing or malformed. */
export const loginBody = z.object(
  {
    username: z
      .string({ error: REQUIRED })
      .trim()
      .min(1, REQUIRED)
      .max(LIMITS.username * 4, REQUIRED),
    password: z
      .string({ error: REQUIRED })
      .min(1, REQUIRED)
      .max(LIMITS.password * 4, REQUIRED),
  },
  { error: REQUIRED },
);

const required = z.string({ error: MSG.allFieldsRequired });
const BIRTHDATE = /^(\d{4})-(\d{1,2})-(\d{1,2})$/;

/** The fields of POST /createnew (multipart form, or JSON with the same fields), as documented. */
export const signupForm = z.object({
  firstname: required,
  lastname: required,
  birthdate: required.describe('YYYY-MM-DD'),
  username: required,
  password: required,
  recoveryemail: required,
  referredby: z.string().optional(),
});

/**
 * The sign-up's checks (the form's rules, in the form's order, then the one-address rule of the
 * recovery email) on the fields, giving the account to create; `today` (YYYY-MM-DD) for the age.
 */
export const signupBody = (today: string) =>
  signupForm.transform((f, ctx) => {
    const birthdate = f.birthdate.trim();
    const parts = BIRTHDATE.exec(birthdate);
    if (birthdate !== '' && !parts) return refuse(ctx, MSG.birthInvalid);
    const username = f.username.trim();
    const date = { year: parts?.[1] ?? '', month: parts?.[2] ?? '', day: parts?.[3] ?? '' };
    const check = validateSignup({ ...f, username, ...date }, today);
    if (!check.ok) return refuse(ctx, check.message);
    const recoveryemail = f.recoveryemail.trim();
    const emailProblem = recoveryEmailProblem(recoveryemail);
    if (emailProblem) return refuse(ctx, emailProblem);
    return {
      firstname: f.firstname.trim(),
      lastname: f.lastname.trim(),
      birthdate: check.birthdate,
      username,
      password: f.password,
      recoveryemail,
      referredby: (f.referredby ?? '').trim(),
    };
  });
export type SignupInput = z.output<ReturnType<typeof signupBody>>;
export type LoginRequest = z.infer<typeof loginBody>;
