import type { FastifyInstance } from 'fastify';
import { isGameName, isPossibleScore } from '../../../games/game-names';
import { scoreUploadSchema, topScoresSchema } from '../../../shared/api/scores';
import { TOP_SCORES } from '../../../shared/constants';
import { badRequest, forbidden } from '../../http-error';
import { currentUser, requireUser } from '../../plugins/auth';
import { consume } from '../../rate-limit/store';

export async function scoreRoutes(app: FastifyInstance): Promise<void> {
  const { deps } = app;

  app.get('/users/getscore', { preHandler: requireUser }, async (request) => {
    const gameName = (request.query as Record<string, unknown>).gameName;
    if (typeof gameName !== 'string' || !isGameName(gameName)) throw badRequest('Unknown game');
    const top = await deps.scores.top(gameName, TOP_SCORES);
    return topScoresSchema.parse({
      results: top.map((r) => ({ UserName: r.username, GameScore: r.score, GameName: gameName })),
    });
  });

  /** Members post only their own scores, and only scores the game can really produce. */
  app.put('/users/updatescore/:username/:game', { preHandler: requireUser }, async (request) => {
    const { username, game } = request.params as { username: string; game: string };
    const user = currentUser(request);
    if (username.toLowerCase() !== user.username.toLowerCase())
      throw forbidden('You can only upload your own scores.');
    if (!isGameName(game)) throw badRequest(`Unknown game: ${game.slice(0, 60)}`);
    const body = scoreUploadSchema.safeParse(request.body);
    if (!body.success) throw badRequest('gamescore must be a whole number of 0 or more');
    if (!isPossibleScore(game, body.data.gamescore))
      throw badRequest('That score is not possible in this game.');
    await consume(deps.limits, `score:${user.userId}`, deps.config.rateLimits.scoreUploadsPerUser);
    await deps.scores.insert(user.userId, game, body.data.gamescore, deps.now());
    return { message: 'Score saved' };
  });
}
