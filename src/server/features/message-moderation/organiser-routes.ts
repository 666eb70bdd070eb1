import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { messageResponse } from '../../../shared/api/auth';
import { BEARER, errorAnswers } from '../../../shared/api/common';
import { MESSAGE_MESSAGES, messageParams } from '../../../shared/api/messages';
import { notFound } from '../../http-error';
import { actAsOrganiser } from '../../plugins/organiser-acts';

/**
 * POST /api/organisers/messages/{messageId}/hide|unhide (the organisers' scope): a hidden message
 * shows to its sender only (db/message-access.ts). Through actAsOrganiser, so the audit entry
 * (`message.hide`, `message.unhide`) is written in the change's transaction; a change that changes
 * nothing is not audited. The entry names the message and its conversation, not its text: the
 * audit log is read by every organiser, and a message is private.
 */
export async function messageOrganiserRoutes(server: FastifyInstance): Promise<void> {
  const app = server.withTypeProvider<ZodTypeProvider>();
  const { deps } = app;
  for (const hide of [true, false]) {
    const verb = hide ? 'hide' : 'unhide';
    const schema = {
      summary: hide
        ? 'Hide a message from everyone but its sender (organisers only; audited)'
        : 'Show a hidden message again (organisers only; audited)',
      security: BEARER,
      params: messageParams,
      response: { 200: messageResponse, ...errorAnswers(400, 401, 403, 404) },
    };
    app.post(`/messages/:messageId/${verb}`, { schema }, async (request) => {
      const row = await deps.messageReports.one(request.params.messageId);
      if (!row) throw notFound(MESSAGE_MESSAGES.messageNotFound);
      const audit = await actAsOrganiser(
        request,
        {
          action: `message.${verb}`,
          owner: { id: row.senderId, username: row.senderUsername },
          detail: `message ${row.id} in conversation ${row.conversationId}`,
        },
        deps.now,
      );
      await deps.transaction(async (trx) => {
        if (await deps.messageReports.setHidden(trx, row.id, hide ? deps.now() : null))
          await audit.record(trx);
      });
      return { message: hide ? MESSAGE_MESSAGES.hidden : MESSAGE_MESSAGES.shown };
    });
  }
}
