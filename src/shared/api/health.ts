import { z } from 'zod';

export const healthOk = z.object({
  status: z.literal('ok'),
  database: z.enum(['sqlite', 'postgres']),
  rateLimits: z.enum(['memory', 'redis']),
  /** The job queue: jobs waiting, how long the oldest due one has waited, jobs that gave up. */
  jobs: z.object({ depth: z.number(), oldestWaitingMs: z.number().nullable(), dead: z.number() }),
});

export const healthDown = z.object({ status: z.literal('unavailable'), message: z.string() });
