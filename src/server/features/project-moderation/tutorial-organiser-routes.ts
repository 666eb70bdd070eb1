import type { FastifyInstance } from 'fastify';
import { TUTORIAL_MODERATION_MESSAGES } from '../../../shared/api/tutorial-links';
import { TUTORIAL_MESSAGES, tutorialIdParams } from '../../../shared/api/tutorials';
import { hideRoute } from '../../plugins/hide-route';

/**
 * An organiser hides a member's tutorial, or shows it again: POST
 * /api/organisers/tutorials/{id}/hide|unhide, through actAsOrganiser (audited as `tutorial.hide`,
 * `tutorial.unhide` in the change's transaction). A hidden tutorial stays for its maker only
 * (db/tutorials-repo.ts); hiding what is hidden, or showing what shows, is not audited.
 */
export async function tutorialOrganiserRoutes(server: FastifyInstance): Promise<void> {
  const { deps } = server;
  hideRoute(server, {
    url: '/tutorials/:id',
    kind: 'tutorial',
    params: tutorialIdParams,
    summaries: {
      hide: 'Hide a member’s tutorial from everyone but its maker (organisers only; audited)',
      unhide: 'Show a hidden tutorial again (organisers only; audited)',
    },
    find: ({ id }) => deps.tutorials.moderated(id),
    describe: (tutorial) => ({
      owner: { id: tutorial.owner_id, username: tutorial.username },
      detail: `tutorial ${tutorial.id} of project ${tutorial.project_id}: ${tutorial.title}`,
    }),
    setHidden: (trx, tutorial, at) => deps.tutorials.setHidden(trx, tutorial.id, at),
    messages: {
      notFound: TUTORIAL_MESSAGES.notFound,
      hidden: TUTORIAL_MODERATION_MESSAGES.hidden,
      shown: TUTORIAL_MODERATION_MESSAGES.shown,
    },
  });
}
