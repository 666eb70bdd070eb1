import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
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
import { signedPhotoRoutes } from '../../plugins/signed-photo-routes';
import { countMessage, openConversation } from './access';
import { sendInto } from './deliver';
import { announceToMembers } from './live';
import { presentMessage } from './present';

const isPhotoId = (id: string) => /^[A-Za-z0-9_-]{22}$/.test(id);

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

  signedPhotoRoutes(server, {
    base: '/message-photos',
    summaries: {
      display:
        'A message photo (WebP; the signed address a conversation answer hands out; w=480 for a narrower copy)',
      thumb: 'A message photo thumbnail (WebP; signed address)',
    },
    widths: ['480'],
    isId: isPhotoId,
    bytes: (photoId, column) => deps.messages.photoBytes(photoId, column as MessagePhotoSize),
    notFound: MESSAGE_MESSAGES.messageNotFound,
  });
}
