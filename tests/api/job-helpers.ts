import type { FastifyInstance } from 'fastify';

/** The jobs of one kind, oldest first, straight from the table. */
export const jobRows = (ctx: { app: FastifyInstance }, kind: string) =>
  ctx.app.deps.database.db.selectFrom('jobs').selectAll().where('kind', '=', kind).orderBy('id').execute();

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** For a handler that stays busy until the test lets it go: `running` once it started. */
export function gate() {
  let open: () => void = () => undefined;
  let started: () => void = () => undefined;
  const opened = new Promise<void>((r) => (open = r));
  const running = new Promise<void>((r) => (started = r));
  return { opened, running, open: () => open(), started: () => started() };
}
