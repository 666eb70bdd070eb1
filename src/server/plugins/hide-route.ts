import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { messageResponse } from '../../shared/api/auth';
import { BEARER, errorAnswers } from '../../shared/api/common';
import type { Trx } from '../db/transaction';
import { notFound } from '../http-error';
import { actAsOrganiser, type OrganiserAct } from './organiser-acts';

/** One kind of thing an organiser may hide from everyone but its owner (a tutorial, a comment, …). */
export interface HideRouteSpec<P extends z.ZodType, T> {
  /** The thing's path in the organisers' scope, e.g. '/tutorials/:id': `/hide` and `/unhide` follow. */
  url: string;
  /** The audit action's prefix, e.g. 'tutorial' → `tutorial.hide`, `tutorial.unhide`. */
  kind: string;
  params: P;
  /** The OpenAPI summaries, as the routes document themselves. */
  summaries: { hide: string; unhide: string };
  /** The thing as stored, whoever may see it; undefined → 404. */
  find: (params: z.output<P>) => Promise<T | undefined>;
  /** Whose it is and what the audit log calls it. */
  describe: (thing: T) => Omit<OrganiserAct, 'action'>;
  /** Hides (at a time) or shows (null) it; whether that changed anything. */
  setHidden: (trx: Trx, thing: T, at: number | null) => Promise<boolean>;
  /** After the change (e.g. tell a thread's live readers). */
  after?: (thing: T) => void;
  messages: { notFound: string; hidden: string; shown: string };
}

/**
 * POST {url}/hide and {url}/unhide (register in the organisers' scope): through actAsOrganiser
 * (403 unless an organiser with a passkey), so the audit entry is written in the change's
 * transaction; hiding what is hidden, or showing what shows, changes nothing and is not audited.
 */
export function hideRoute<P extends z.ZodType, T>(server: FastifyInstance, spec: HideRouteSpec<P, T>): void {
  const { deps } = server;
  const app = server.withTypeProvider<ZodTypeProvider>();
  for (const hide of [true, false]) {
    const verb = hide ? 'hide' : 'unhide';
    const schema = {
      summary: hide ? spec.summaries.hide : spec.summaries.unhide,
      security: BEARER,
      params: spec.params,
      response: { 200: messageResponse, ...errorAnswers(400, 401, 403, 404) },
    };
    app.post(`${spec.url}/${verb}`, { schema }, async (request) => {
      const thing = await spec.find(request.params as z.output<P>);
      if (!thing) throw notFound(spec.messages.notFound);
      const audit = await actAsOrganiser(
        request,
        { action: `${spec.kind}.${verb}`, ...spec.describe(thing) },
        deps.now,
      );
      await deps.transaction(async (trx) => {
        if (await spec.setHidden(trx, thing, hide ? deps.now() : null)) await audit.record(trx);
      });
      spec.after?.(thing);
      return { message: hide ? spec.messages.hidden : spec.messages.shown };
    });
  }
}
