import { z } from 'zod';
import { LIMITS } from '../constants';
import { memberRole, memberStatus } from '../organisers/roles';

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

/** The multipart fields of POST /createnew (documentation; the form is read and checked in the handler). */
export const signupForm = z.object({
  firstname: z.string(),
  lastname: z.string(),
  birthdate: z.string().describe('YYYY-MM-DD'),
  username: z.string(),
  password: z.string(),
  recoveryemail: z.string(),
  referredby: z.string().optional(),
});
export type LoginRequest = z.infer<typeof loginBody>;
