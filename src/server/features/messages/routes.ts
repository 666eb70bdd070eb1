import type { FastifyInstance } from 'fastify';
import { conversationRoutes } from './conversation-routes';
import { conversationMemberRoutes } from './member-routes';
import { messageRoutes } from './message-routes';

/**
 * Direct messages and group conversations (issue 37 item 4; shared/api/messages.ts; decision 36).
 * Every answer is the member's own: no-store (the photos' bytes say `private, no-store` themselves).
 */
export async function messagesRoutes(app: FastifyInstance): Promise<void> {
  app.addHook('onRequest', async (_request, reply) => {
    reply.header('Cache-Control', 'no-store');
  });
  await app.register(conversationRoutes);
  await app.register(conversationMemberRoutes);
  await app.register(messageRoutes);
}
