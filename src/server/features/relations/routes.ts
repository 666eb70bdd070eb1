import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { messageResponse } from '../../../shared/api/auth';
import { BEARER, errorAnswers } from '../../../shared/api/common';
import {
  MAX_BLOCKS,
  MAX_MUTES,
  myRelationsAnswer,
  RELATION_MESSAGES,
  type RelatedMember,
  relationAnswer,
  relationParams,
} from '../../../shared/api/relations';
import { displayName } from '../../../shared/profile/display-name';
import type { RelatedMemberRow, RelationKind } from '../../db/relations-repo';
import type { AppDeps } from '../../deps';
import { badRequest, notFound } from '../../http-error';
import { thumbUrl } from '../../images/process-image';
import { currentUser, requireActiveMember, requireUser } from '../../plugins/auth';

/** The member named in the path, as the caller may see them: 400 for themselves, 404 for nobody. */
async function otherMember(deps: AppDeps, username: string, userId: number): Promise<number> {
  const member = await deps.profiles.findVisible(username, 'member');
  if (!member) throw notFound(RELATION_MESSAGES.noSuchMember);
  if (member.id === userId) throw badRequest(RELATION_MESSAGES.notYourself);
  return member.id;
}

/** Members-only profiles' photos are handed out signed, as profiles do. */
function present(deps: AppDeps, row: RelatedMemberRow): RelatedMember {
  const thumb = thumbUrl(row.image);
  return {
    username: row.username,
    name: displayName(row),
    thumbnail: row.visibility === 'members' && thumb ? deps.imageSigner.sign(thumb) : thumb,
    since: new Date(Number(row.created_at)).toISOString(),
  };
}

const noStore = (reply: FastifyReply) => reply.header('Cache-Control', 'no-store');

/**
 * Blocking and muting (issue 37 item 5; shared/api/relations.ts): the member's own lists and
 * changes, all no-store. The blocked or muted member is never told; the reads that show one
 * member's things to another apply the block in their queries (db/member-relations.ts).
 */
export async function relationRoutes(server: FastifyInstance): Promise<void> {
  const app = server.withTypeProvider<ZodTypeProvider>();
  const { deps } = app;

  const changes: { kind: RelationKind; path: string; noun: string; cap: number }[] = [
    { kind: 'block', path: '/me/blocks/:username', noun: 'Block', cap: MAX_BLOCKS },
    { kind: 'mute', path: '/me/mutes/:username', noun: 'Mute', cap: MAX_MUTES },
  ];
  for (const { kind, path, noun, cap } of changes) {
    const done = kind === 'block' ? RELATION_MESSAGES.blocked : RELATION_MESSAGES.muted;
    const undone = kind === 'block' ? RELATION_MESSAGES.unblocked : RELATION_MESSAGES.unmuted;
    const full = kind === 'block' ? RELATION_MESSAGES.tooManyBlocks : RELATION_MESSAGES.tooManyMutes;
    const putSchema = {
      summary:
        kind === 'block'
          ? 'Block a member: neither sees the other’s RSVPs, cosplans and projects; they are not told'
          : 'Mute a member: their posts leave your feeds; they notice nothing',
      description: `Doing it again changes nothing. At most ${cap.toLocaleString('en-US')}.`,
      security: BEARER,
      params: relationParams,
      response: { 200: messageResponse, ...errorAnswers(400, 401, 403, 404) },
    };
    app.put(path, { schema: putSchema, onRequest: requireActiveMember }, async (request, reply) => {
      const { userId } = currentUser(request);
      const otherId = await otherMember(deps, request.params.username, userId);
      const result = await deps.relations.add(kind, userId, otherId, cap, deps.now());
      if (result === 'full') throw badRequest(full);
      noStore(reply);
      return { message: done };
    });

    const deleteSchema = {
      summary: `${noun} no longer (un${kind} a member); nothing changes when there was none`,
      security: BEARER,
      params: relationParams,
      response: { 200: messageResponse, ...errorAnswers(400, 401, 403, 404) },
    };
    app.delete(path, { schema: deleteSchema, onRequest: requireActiveMember }, async (request, reply) => {
      const { userId } = currentUser(request);
      const otherId = await otherMember(deps, request.params.username, userId);
      await deps.relations.remove(kind, userId, otherId);
      noStore(reply);
      return { message: undone };
    });
  }

  const listSchema = {
    summary: 'The members you blocked and muted, newest first',
    security: BEARER,
    response: { 200: myRelationsAnswer, ...errorAnswers(401) },
  };
  app.get('/me/relations', { schema: listSchema, onRequest: requireUser }, async (request, reply) => {
    const { userId } = currentUser(request);
    const [blocked, muted] = await Promise.all([
      deps.relations.list('block', userId),
      deps.relations.list('mute', userId),
    ]);
    noStore(reply);
    return { blocked: blocked.map((r) => present(deps, r)), muted: muted.map((r) => present(deps, r)) };
  });

  const stateSchema = {
    summary: 'Whether you blocked or muted this member',
    security: BEARER,
    params: relationParams,
    response: { 200: relationAnswer, ...errorAnswers(400, 401, 404) },
  };
  app.get(
    '/me/relations/:username',
    { schema: stateSchema, onRequest: requireUser },
    async (request, reply) => {
      const { userId } = currentUser(request);
      const otherId = await otherMember(deps, request.params.username, userId);
      noStore(reply);
      return deps.relations.state(userId, otherId);
    },
  );
}
