import { z } from 'zod';
import { LIMITS } from '../constants';

/** Request and response shapes of the account endpoints (docs/product.md §7), shared by client and server. */

export const loginRequest = z.object({
  username: z
    .string()
    .trim()
    .min(1)
    .max(LIMITS.username * 4),
  password: z
    .string()
    .min(1)
    .max(LIMITS.password * 4),
});
export type LoginRequest = z.infer<typeof loginRequest>;

export const loginResponse = z.object({ token: z.string(), username: z.string(), ID: z.number() });
export type LoginResponse = z.infer<typeof loginResponse>;

export const createUserResponse = z.object({ userId: z.number(), token: z.string(), username: z.string() });
export type CreateUserResponse = z.infer<typeof createUserResponse>;

export const messageResponse = z.object({ message: z.string() });
export type MessageResponse = z.infer<typeof messageResponse>;
