import type { FastifyInstance } from 'fastify';
import { GROUP_MESSAGES, groupParams } from '../../../shared/api/groups';
import { hideRoute } from '../../plugins/hide-route';

/**
 * POST /api/organisers/groups/{slug}/hide|unhide (the organisers' scope): a hidden group is gone
 * for everyone, its members and owner too (group-access.ts filters `hidden_at`), until an
 * organiser shows it again; audited `group.hide` / `group.unhide` when it changes something.
 */
export async function groupOrganiserRoutes(server: FastifyInstance): Promise<void> {
  const { deps } = server;
  hideRoute(server, {
    url: '/groups/:slug',
    kind: 'group',
    params: groupParams,
    summaries: {
      hide: 'Hide a group from everyone, its members too (organisers only; audited)',
      unhide: 'Show a hidden group again (organisers only; audited)',
    },
    find: ({ slug }) => deps.groups.forOrganisers(slug),
    describe: (row) => ({
      owner:
        row.ownerId !== null && row.ownerUsername !== null
          ? { id: row.ownerId, username: row.ownerUsername }
          : null,
      detail: `group ${row.id}: ${row.name}`,
    }),
    setHidden: (trx, row, at) => deps.groups.setHidden(trx, row.id, at),
    messages: {
      notFound: GROUP_MESSAGES.notFound,
      hidden: GROUP_MESSAGES.hidden,
      shown: GROUP_MESSAGES.shown,
    },
  });
}
