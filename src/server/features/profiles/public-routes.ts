import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorAnswers, queryText } from '../../../shared/api/common';
import { MSG } from '../../../shared/messages';
import {
  publicProfileSchema,
  searchResultsSchema,
  slideshowSchema,
  stateNumbersSchema,
  usernameParams,
} from '../../../shared/profile/profile-api';
import { notFound } from '../../http-error';
import { slideshowSlots, toCard, toPublicProfile } from './mappers';

const NUMBERS_TTL_MS = 30_000;

/** Text beyond 100 characters cannot match anything useful; it is cut rather than refused. */
const searchQuery = z.object({ query: queryText(100), state: queryText(100) });

/** What anyone may see: state numbers, public profiles, slideshows and search. */
export async function publicProfileRoutes(server: FastifyInstance): Promise<void> {
  const app = server.withTypeProvider<ZodTypeProvider>();
  const { deps } = app;
  let numbers: { at: number; body: z.infer<typeof stateNumbersSchema> } | undefined;

  const numbersSchema = { summary: 'Members per club state', response: { 200: stateNumbersSchema } };
  app.get('/public/numbers', { schema: numbersSchema }, async () => {
    // One table scan serves everyone for 30 s; the landing page asks on every visit.
    if (!numbers || deps.now() - numbers.at > NUMBERS_TTL_MS) {
      numbers = { at: deps.now(), body: { results: await deps.profiles.stateCounts() } };
    }
    return numbers.body;
  });

  const profileSchema = {
    summary: 'A public profile',
    params: usernameParams,
    response: { 200: publicProfileSchema, ...errorAnswers(404) },
  };
  app.get('/public/:username', { schema: profileSchema }, async (request) => {
    const row = await deps.profiles.findByUsername(request.params.username);
    if (!row) throw notFound(MSG.publicLoadError);
    return toPublicProfile(row);
  });

  const slideshowRouteSchema = {
    summary: "A member's slideshow photos",
    params: usernameParams,
    response: { 200: slideshowSchema, ...errorAnswers(404) },
  };
  app.get('/public/:username/slideshow', { schema: slideshowRouteSchema }, async (request) => {
    const row = await deps.profiles.findByUsername(request.params.username);
    if (!row) throw notFound(MSG.publicLoadError);
    return { images: slideshowSlots(row).filter((url) => url !== '') };
  });

  const searchSchema = {
    summary: 'Search members by name, role, cosplay, group, city or state',
    querystring: searchQuery,
    response: { 200: searchResultsSchema },
  };
  app.get('/search', { schema: searchSchema }, async (request) => {
    const { query, state } = request.query;
    if (!query.trim() && !state.trim()) return [];
    const rows = await deps.profiles.search(query, state);
    return rows.map(toCard);
  });
}
