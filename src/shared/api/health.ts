import { z } from 'zod';

export const healthOk = z.object({
  status: z.literal('ok'),
  database: z.enum(['sqlite', 'postgres']),
  rateLimits: z.enum(['memory', 'redis']),
});

export const healthDown = z.object({ status: z.literal('unavailable'), message: z.string() });
