import { expect, it } from 'vitest';
import { MAX_SCORE } from '../../src/games/brickbreaker/levels';
import { TETRIS_MAX_SCORE } from '../../src/games/game-names';
import { bearer, describeEachDatabase, signUp } from './helpers';

const clock = { now: 1_800_000_000_000 };

describeEachDatabase(
  'game scores and leaderboards',
  (ctx) => {
    const upload = (
      user: { username: string; token: string },
      game: string,
      gamescore: unknown,
      as = user.username,
    ) =>
      ctx().app.inject({
        method: 'PUT',
        url: `/api/users/updatescore/${encodeURIComponent(as)}/${encodeURIComponent(game)}`,
        payload: { gamescore },
        headers: bearer(user.token),
      });
    const top = async (gameName: string, token: string) => {
      const res = await ctx().app.inject({
        url: `/api/users/getscore?gameName=${encodeURIComponent(gameName)}`,
        headers: bearer(token),
      });
      expect(res.statusCode).toBe(200);
      return res.json().results as Array<{ UserName: string; GameScore: number; GameName: string }>;
    };

    it('stores a member’s own score and lists it in the game’s table', async () => {
      const a = await signUp(ctx().app);
      const res = await upload(a, 'TETRIS', 1200);
      expect(res.statusCode).toBe(200);
      expect(await top('TETRIS', a.token)).toContainEqual({
        UserName: a.username,
        GameScore: 1200,
        GameName: 'TETRIS',
      });
      const memory = 'Memory Card Game - 8 Cards';
      expect((await upload(a, memory, 880)).statusCode).toBe(200);
      expect((await top(memory, a.token))[0]).toEqual({
        UserName: a.username,
        GameScore: 880,
        GameName: memory,
      });
    });

    it('refuses other members’ usernames (403) and requests without a session (401)', async () => {
      const a = await signUp(ctx().app);
      const b = await signUp(ctx().app);
      expect((await upload(a, 'TETRIS', 100, b.username)).statusCode).toBe(403);
      const anonymous = await ctx().app.inject({
        method: 'PUT',
        url: `/api/users/updatescore/${a.username}/TETRIS`,
        payload: { gamescore: 100 },
      });
      expect(anonymous.statusCode).toBe(401);
      expect((await ctx().app.inject({ url: '/api/users/getscore?gameName=TETRIS' })).statusCode).toBe(401);
    });

    it.each([
      ['an unknown game', 'chess', 100],
      ['a memory size that does not exist', 'Memory Card Game - 7 Cards', 700],
      ['a falling-blocks score that is not a multiple of 100', 'TETRIS', 150],
      ['a negative score', 'TETRIS', -100],
      ['a falling-blocks score of ten million (100,000 lines)', 'TETRIS', 10_000_000],
      ['a falling-blocks score above 10,000 lines', 'TETRIS', TETRIS_MAX_SCORE + 100],
      ['a fractional score', 'brickbreaker', 100.5],
      ['a brick breaker score above every brick of the 5 levels', 'brickbreaker', MAX_SCORE + 100],
      ['a memory score above 1000 − 5 × N', 'Memory Card Game - 4 Cards', 990],
      ['a memory score below 500', 'Memory Card Game - 4 Cards', 490],
      ['a memory score not a multiple of 10', 'Memory Card Game - 4 Cards', 975],
      ['text instead of a number', 'TETRIS', '100'],
      ['null', 'TETRIS', null],
    ])('refuses %s with 400', async (_label, game, score) => {
      const a = await signUp(ctx().app);
      const res = await upload(a, game, score);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toEqual(expect.any(String));
    });

    it('accepts the edge scores the games can produce', async () => {
      const a = await signUp(ctx().app);
      expect((await upload(a, 'brickbreaker', MAX_SCORE)).statusCode).toBe(200);
      expect((await upload(a, 'brickbreaker', 0)).statusCode).toBe(200);
      expect((await upload(a, 'TETRIS', TETRIS_MAX_SCORE)).statusCode).toBe(200);
      expect((await upload(a, 'Memory Card Game - 4 Cards', 980)).statusCode).toBe(200);
      expect((await upload(a, 'Memory Card Game - 20 Cards', 900)).statusCode).toBe(200);
      expect((await upload(a, 'Memory Card Game - 20 Cards', 500)).statusCode).toBe(200);
    });

    it('lists each player once by best score, ties to who got there first, at most 10', async () => {
      // A game no other test of this suite posts to.
      const game = 'Memory Card Game - 14 Cards';
      const players: Array<Awaited<ReturnType<typeof signUp>>> = [];
      for (let i = 0; i < 12; i++) players.push(await signUp(ctx().app));
      // Every player posts a few scores; player i's best is 600 + 10·i, except the tie below.
      for (const [i, p] of players.entries()) {
        clock.now += 1000;
        await upload(p, game, 500);
        clock.now += 1000;
        await upload(p, game, 600 + 10 * i);
      }
      // Player 0 reaches the top score later than player 11 → ranks below them.
      const topScore = 600 + 10 * 11;
      clock.now += 1000;
      expect((await upload(players[0]!, game, topScore)).statusCode).toBe(200);
      clock.now += 1000;
      await upload(players[0]!, game, topScore); // the same best again does not count twice

      const table = await top(game, players[0]!.token);
      expect(table).toHaveLength(10);
      const mine = table.filter((r) => players.some((p) => p.username === r.UserName));
      expect(mine.map((r) => r.UserName)).toEqual([
        players[11]!.username,
        players[0]!.username,
        players[10]!.username,
        players[9]!.username,
        players[8]!.username,
        players[7]!.username,
        players[6]!.username,
        players[5]!.username,
        players[4]!.username,
        players[3]!.username,
      ]);
      expect(new Set(table.map((r) => r.UserName)).size).toBe(10);
      expect(table[0]!.GameScore).toBe(topScore);
    });

    it('never lists a score of 0, while a later real score of the same player counts', async () => {
      const game = 'TETRIS';
      const [zero, later, other] = [
        await signUp(ctx().app),
        await signUp(ctx().app),
        await signUp(ctx().app),
      ];
      // A 0 is a game played: it is stored, but the table has fewer than 10 rows and still skips it.
      expect((await upload(zero, game, 0)).statusCode).toBe(200);
      expect((await upload(later, game, 0)).statusCode).toBe(200);
      expect((await upload(other, game, 100)).statusCode).toBe(200);
      let table = await top(game, zero.token);
      expect(table.length).toBeLessThan(10);
      expect(table.map((r) => r.UserName)).not.toContain(zero.username);
      expect(table.map((r) => r.UserName)).not.toContain(later.username);
      expect(table.every((r) => r.GameScore > 0)).toBe(true);

      expect((await upload(later, game, 200)).statusCode).toBe(200);
      table = await top(game, zero.token);
      expect(table.find((r) => r.UserName === later.username)?.GameScore).toBe(200);
      expect(table.map((r) => r.UserName)).not.toContain(zero.username);
    });

    it('lists equal scores next to each other, whoever reached the score first ahead', async () => {
      const game = 'Memory Card Game - 16 Cards';
      const [a, b, c, d] = [
        await signUp(ctx().app),
        await signUp(ctx().app),
        await signUp(ctx().app),
        await signUp(ctx().app),
      ];
      for (const [player, score] of [
        [a, 800],
        [c, 700],
        [b, 700],
        [d, 600],
      ] as const) {
        clock.now += 1000;
        expect((await upload(player, game, score)).statusCode).toBe(200);
      }
      const table = await top(game, a.token);
      expect(table.map((r) => [r.UserName, r.GameScore])).toEqual([
        [a.username, 800],
        [c.username, 700],
        [b.username, 700],
        [d.username, 600],
      ]);
    });

    it('refuses a missing or unknown game name on the table', async () => {
      const a = await signUp(ctx().app);
      expect(
        (await ctx().app.inject({ url: '/api/users/getscore', headers: bearer(a.token) })).statusCode,
      ).toBe(400);
      expect(
        (await ctx().app.inject({ url: '/api/users/getscore?gameName=x', headers: bearer(a.token) }))
          .statusCode,
      ).toBe(400);
    });
  },
  { build: { now: () => clock.now } },
);
