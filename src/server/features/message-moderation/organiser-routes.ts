import type { FastifyInstance } from 'fastify';
import { MESSAGE_MESSAGES, messageParams } from '../../../shared/api/messages';
import { hideRoute } from '../../plugins/hide-route';

/**
 * POST /api/organisers/messages/{messageId}/hide|unhide (the organisers' scope): a hidden message
 * shows to its sender only (db/message-access.ts); audited `message.hide` / `message.unhide` when
 * it changes something. The entry names the message and its conversation, not its text: the
 * audit log is read by every organiser, and a message is private.
 */
export async function messageOrganiserRoutes(server: FastifyInstance): Promise<void> {
  const { deps } = server;
  hideRoute(server, {
    url: '/messages/:messageId',
    kind: 'message',
    params: messageParams,
    summaries: {
      hide: 'Hide a message from everyone but its sender (organisers only; audited)',
      unhide: 'Show a hidden message again (organisers only; audited)',
    },
    find: ({ messageId }) => deps.messageReports.one(messageId),
    describe: (row) => ({
      owner: { id: row.senderId, username: row.senderUsername },
      detail: `message ${row.id} in conversation ${row.conversationId}`,
    }),
    setHidden: (trx, row, at) => deps.messageReports.setHidden(trx, row.id, at),
    messages: {
      notFound: MESSAGE_MESSAGES.messageNotFound,
      hidden: MESSAGE_MESSAGES.hidden,
      shown: MESSAGE_MESSAGES.shown,
    },
  });
}
