import { useQuery } from '@tanstack/react-query';
import type { ScoreEntry } from '../../../shared/api/scores';
import { api } from '../../lib/api';
import { getSession } from '../../lib/session';

/**
 * PUT /api/users/updatescore/{username}/{game}: stores a finished game's score for the signed-in
 * member. Throws ApiError (status, serverMessage) on failure; the caller words the error as
 * docs/product.md §8 says for its game.
 */
export async function uploadScore(gameName: string, score: number): Promise<void> {
  const session = getSession();
  if (!session) throw new Error('You must be logged in to upload your score.');
  await api(`/users/updatescore/${encodeURIComponent(session.username)}/${encodeURIComponent(gameName)}`, {
    method: 'PUT',
    auth: true,
    body: { gamescore: score },
  });
}

/** The query of a game's top 10, shared by its table and by pickers that look at several tables. */
export function topScoresQuery(gameName: string) {
  return {
    queryKey: ['scores', gameName],
    queryFn: async ({ signal }: { signal: AbortSignal }) =>
      (
        await api<{ results: ScoreEntry[] }>(`/users/getscore?gameName=${encodeURIComponent(gameName)}`, {
          auth: true,
          signal,
        })
      ).results,
  };
}

/** The top 10 of a game: each player once, with their best score. */
export function useTopScores(gameName: string) {
  return useQuery(topScoresQuery(gameName));
}
