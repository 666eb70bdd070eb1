import type { FastifyInstance } from 'fastify';
import { MSG } from '../../../shared/messages';
import {
  searchResultsSchema,
  slideshowSchema,
  stateNumbersSchema,
} from '../../../shared/profile/profile-api';
import { notFound } from '../../http-error';
import { slideshowSlots, toCard, toPublicProfile } from './mappers';

const NUMBERS_TTL_MS = 30_000;

/** What anyone may see: state numbers, public profiles, slideshows and search. */
export async function publicProfileRoutes(app: FastifyInstance): Promise<void> {
  const { deps } = app;
  let numbers: { at: number; body: unknown } | undefined;

  app.get('/public/numbers', async () => {
    // One table scan serves everyone for 30 s; the landing page asks on every visit.
    if (!numbers || deps.now() - numbers.at > NUMBERS_TTL_MS) {
      numbers = {
        at: deps.now(),
        body: stateNumbersSchema.parse({ results: await deps.profiles.stateCounts() }),
      };
    }
    return numbers.body;
  });

  app.get('/public/:username', async (request) => {
    const { username } = request.params as { username: string };
    const row = await deps.profiles.findByUsername(username);
    if (!row) throw notFound(MSG.publicLoadError);
    return toPublicProfile(row);
  });

  app.get('/public/:username/slideshow', async (request) => {
    const { username } = request.params as { username: string };
    const row = await deps.profiles.findByUsername(username);
    if (!row) throw notFound(MSG.publicLoadError);
    return slideshowSchema.parse({ images: slideshowSlots(row).filter((url) => url !== '') });
  });

  app.get('/search', async (request) => {
    const params = request.query as Record<string, unknown>;
    const text = (v: unknown) => (typeof v === 'string' ? v.slice(0, 100) : '');
    const query = text(params.query);
    const state = text(params.state);
    if (!query.trim() && !state.trim()) return [];
    const rows = await deps.profiles.search(query, state);
    return searchResultsSchema.parse(rows.map(toCard));
  });
}
