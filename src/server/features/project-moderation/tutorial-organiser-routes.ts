import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { messageResponse } from '../../../shared/api/auth';
import { BEARER, errorAnswers } from '../../../shared/api/common';
import { TUTORIAL_MODERATION_MESSAGES } from '../../../shared/api/tutorial-links';
import { TUTORIAL_MESSAGES, tutorialIdParams } from '../../../shared/api/tutorials';
import { notFound } from '../../http-error';
import { actAsOrganiser } from '../../plugins/organiser-acts';

/**
 * An organiser hides a member's tutorial, or shows it again: POST
 * /api/organisers/tutorials/{id}/hide|unhide, through actAsOrganiser (audited as `tutorial.hide`,
 * `tutorial.unhide` in the change's transaction). A hidden tutorial stays for its maker only
 * (db/tutorials-repo.ts); hiding what is hidden, or showing what shows, is not audited.
 */
export async function tutorialOrganiserRoutes(server: FastifyInstance): Promise<void> {
  const app = server.withTypeProvider<ZodTypeProvider>();
  const { deps } = app;

  for (const hide of [true, false]) {
    const verb = hide ? 'hide' : 'unhide';
    const schema = {
      summary: hide
        ? 'Hide a member’s tutorial from everyone but its maker (organisers only; audited)'
        : 'Show a hidden tutorial again (organisers only; audited)',
      security: BEARER,
      params: tutorialIdParams,
      response: { 200: messageResponse, ...errorAnswers(400, 401, 403, 404) },
    };
    app.post(`/tutorials/:id/${verb}`, { schema }, async (request) => {
      const tutorial = await deps.tutorials.moderated(request.params.id);
      if (!tutorial) throw notFound(TUTORIAL_MESSAGES.notFound);
      const audit = await actAsOrganiser(
        request,
        {
          action: `tutorial.${verb}`,
          owner: { id: tutorial.owner_id, username: tutorial.username },
          detail: `tutorial ${tutorial.id} of project ${tutorial.project_id}: ${tutorial.title}`,
        },
        deps.now,
      );
      await deps.transaction(async (trx) => {
        if (await deps.tutorials.setHidden(trx, tutorial.id, hide ? deps.now() : null))
          await audit.record(trx);
      });
      return { message: hide ? TUTORIAL_MODERATION_MESSAGES.hidden : TUTORIAL_MODERATION_MESSAGES.shown };
    });
  }
}
