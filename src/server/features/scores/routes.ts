import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { isGameName, isPossibleScore } from '../../../games/game-names';
import { BEARER, errorAnswers } from '../../../shared/api/common';
import {
  scoreUploadParams,
  scoreUploadSchema,
  topScoresQuery,
  topScoresSchema,
} from '../../../shared/api/scores';
import { TOP_SCORES } from '../../../shared/constants';
import { badRequest, forbidden } from '../../http-error';
import { currentUser, requireActiveMember } from '../../plugins/auth';
import { consume } from '../../rate-limit/store';

export async function scoreRoutes(server: FastifyInstance): Promise<void> {
  const app = server.withTypeProvider<ZodTypeProvider>();
  const { deps } = app;

  const topSchema = {
    summary: "A game's top 10: each player once, by best score; a score of 0 is never listed",
    security: BEARER,
    querystring: topScoresQuery,
    response: { 200: topScoresSchema, ...errorAnswers(400, 401, 403) },
  };
  app.get('/users/getscore', { schema: topSchema, onRequest: requireActiveMember }, async (request) => {
    const { gameName } = request.query;
    if (!isGameName(gameName)) throw badRequest('Unknown game');
    const top = await deps.scores.top(gameName, TOP_SCORES);
    return { results: top.map((r) => ({ UserName: r.username, GameScore: r.score, GameName: gameName })) };
  });

  /** Members post only their own scores, and only scores the game can really produce. */
  const uploadSchema = {
    summary: "Save a finished game's score (only the member's own, only a possible score)",
    security: BEARER,
    params: scoreUploadParams,
    body: scoreUploadSchema,
    response: { 200: z.object({ message: z.string() }), ...errorAnswers(400, 401, 403, 429) },
  };
  app.put(
    '/users/updatescore/:username/:game',
    { schema: uploadSchema, onRequest: requireActiveMember },
    async (request) => {
      const { username, game } = request.params;
      const user = currentUser(request);
      if (username.toLowerCase() !== user.username.toLowerCase())
        throw forbidden('You can only upload your own scores.');
      if (!isGameName(game)) throw badRequest(`Unknown game: ${game.slice(0, 60)}`);
      const { gamescore } = request.body;
      if (!isPossibleScore(game, gamescore)) throw badRequest('That score is not possible in this game.');
      await consume(deps.limits, `score:${user.userId}`, deps.config.rateLimits.scoreUploadsPerUser);
      await deps.scores.insert(user.userId, game, gamescore, deps.now());
      return { message: 'Score saved' };
    },
  );
}
