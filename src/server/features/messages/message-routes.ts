import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { messageResponse } from '../../../shared/api/auth';
import { BEARER, errorAnswers } from '../../../shared/api/common';
import {
  conversationParams,
  MESSAGE_MESSAGES,
  MESSAGE_PHOTO_FIELD,
  message,
  messageParams,
  messagePhotoForm,
  sendMessageBody,
} from '../../../shared/api/messages';
import type { MessagePhotoSize } from '../../db/messages-repo';
import type { AppDeps } from '../../deps';
import { forbidden, notFound } from '../../http-error';
import { checkPhoto, checkPixelBudget, processImage } from '../../images/process-image';
import { currentUser, requireActiveMember, requireUser } from '../../plugins/auth';
import { readFormAs } from '../../plugins/form';
import { countMessage, openConversation } from './access';
import { sendInto } from './deliver';
import { announceToMembers } from './live';
import { messagePhotoPath, messageThumbPath, presentMessage } from './present';

const isPhotoId = (id: string) => /^[A-Za-z0-9_-]{22}$/.test(id);
const photoParams = z.object({ photoId: z.string().max(64) });
const imageQuery = z.object({
  exp: z.string().optional(),
  sig: z.string().optional(),
  w: z.enum(['480'], { error: 'w must be 480 (or left out for the full photo)' }).optional(),
});
const binary = z.any().meta({ type: 'string', format: 'binary' });

async function presentSent(deps: AppDeps, messageId: number, userId: number) {
  const row = await deps.messages.shownOne(userId, messageId);
  if (!row) throw notFound(MESSAGE_MESSAGES.messageNotFound);
  return presentMessage(deps, row, userId);
}

/** Writing in a conversation (text or a photo), unsending one's message, and the photos' bytes. */
export async function messageRoutes(server: FastifyInstance): Promise<void> {
  const app = server.withTypeProvider<ZodTypeProvider>();
  const { deps } = app;

  const sendSchema = {
    summary: 'Write in a conversation (Markdown; a reply to a request accepts it)',
    description:
      'MESSAGES_PER_MEMBER_HOUR limits messages: 429 with Retry-After. 404 when the writer may not open the conversation (a block in a direct one included).',
    security: BEARER,
    params: conversationParams,
    body: sendMessageBody,
    response: { 201: message, ...errorAnswers(400, 401, 403, 404, 429) },
  };
  app.post(
    '/conversations/:conversationId/messages',
    { schema: sendSchema, onRequest: requireActiveMember },
    async (request, reply) => {
      const { userId } = currentUser(request);
      const conversation = await openConversation(deps, userId, request.params.conversationId);
      await countMessage(deps, userId);
      const id = await sendInto(deps, conversation, userId, request.body.body);
      return reply.code(201).send(await presentSent(deps, id, userId));
    },
  );

  const photoSchema = {
    summary: 'Send a photo in a conversation (multipart: photo, alt, body as its caption)',
    description:
      'The alt text is required. Counted with the messages (MESSAGES_PER_MEMBER_HOUR): 429 with Retry-After. The photo is served only at the signed addresses the conversation hands its members.',
    security: BEARER,
    params: conversationParams,
    response: { 201: message, ...errorAnswers(400, 401, 403, 404, 429, 503) },
  };
  app.post(
    '/conversations/:conversationId/photos',
    { schema: photoSchema, onRequest: requireActiveMember, config: { multipartForm: messagePhotoForm } },
    async (request, reply) => {
      const { userId } = currentUser(request);
      const conversation = await openConversation(deps, userId, request.params.conversationId);
      await countMessage(deps, userId);
      const { body } = await readFormAs(request, messagePhotoForm, [MESSAGE_PHOTO_FIELD]);
      const checked = await checkPhoto(body[MESSAGE_PHOTO_FIELD], 'Photo');
      checkPixelBudget([checked]);
      const image = await processImage(checked, { widths: true });
      const photo = {
        id: image.id,
        display: image.display,
        thumb: image.thumb,
        w480: image.w480 ?? null,
        width: image.width,
        height: image.height,
        alt: body.alt,
      };
      const id = await sendInto(deps, conversation, userId, body.body, photo);
      return reply.code(201).send(await presentSent(deps, id, userId));
    },
  );

  const deleteSchema = {
    summary: 'Unsend your message: its text and photo go, it shows as “Message deleted”',
    security: BEARER,
    params: messageParams,
    response: { 200: messageResponse, ...errorAnswers(401, 403, 404) },
  };
  // Any signed-in sender, even a suspended one, may take their words back.
  app.delete('/messages/:messageId', { schema: deleteSchema, onRequest: requireUser }, async (request) => {
    const { userId } = currentUser(request);
    const row = await deps.messages.shownOne(userId, request.params.messageId);
    if (!row) throw notFound(MESSAGE_MESSAGES.messageNotFound);
    if (row.sender_id !== userId) throw forbidden(MESSAGE_MESSAGES.notYours);
    if (await deps.messages.unsend(row.id, userId, deps.now()))
      await announceToMembers(deps, row.conversation_id);
    return { message: MESSAGE_MESSAGES.deleted };
  });

  const send = (reply: FastifyReply, data: Buffer) =>
    reply.header('Content-Type', 'image/webp').header('Cache-Control', 'private, no-store').send(data);
  for (const size of ['display', 'thumb'] as const) {
    const schema = {
      summary:
        size === 'display'
          ? 'A message photo (WebP; the signed address a conversation answer hands out; w=480 for a narrower copy)'
          : 'A message photo thumbnail (WebP; signed address)',
      params: photoParams,
      querystring: imageQuery,
      produces: ['image/webp'],
      response: { 200: binary, ...errorAnswers(400, 404) },
    };
    const route = size === 'display' ? '/message-photos/:photoId' : '/message-photos/:photoId/thumb';
    app.get(route, { schema }, async (request, reply) => {
      const { photoId } = request.params;
      if (!isPhotoId(photoId)) throw notFound(MESSAGE_MESSAGES.messageNotFound);
      const path = size === 'display' ? messagePhotoPath(photoId) : messageThumbPath(photoId);
      const { exp, sig, w } = request.query;
      if (!deps.imageSigner.verify(path, exp, sig)) throw notFound(MESSAGE_MESSAGES.messageNotFound);
      const column: MessagePhotoSize = size === 'thumb' ? 'thumb' : w ? 'w480' : 'display';
      const data = await deps.messages.photoBytes(photoId, column);
      if (!data) throw notFound(MESSAGE_MESSAGES.messageNotFound);
      return send(reply, data);
    });
  }
}
