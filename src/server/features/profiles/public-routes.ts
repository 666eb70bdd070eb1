import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorAnswers, positiveIntOr, queryText } from '../../../shared/api/common';
import { PAGE_SIZES, SEARCH_MAX_RESULTS } from '../../../shared/constants';
import { MSG } from '../../../shared/messages';
import {
  publicProfileSchema,
  searchResultsSchema,
  slideshowSchema,
  stateNumbersSchema,
  usernameParams,
} from '../../../shared/profile/profile-api';
import { badRequest, notFound } from '../../http-error';
import { photoDetailsOf } from '../../images/photo-details';
import { sendAnswer } from '../../plugins/answer-cache';
import { optionalUser } from '../../plugins/auth';
import { contactShownTo, photoUrlFor, slideshowSlots, toCard, toPublicProfile } from './mappers';

const NUMBERS_TTL_MS = 30_000;
/**
 * Visitors' answers may be stored by browsers and proxies, but checked with us (ETag → 304) on
 * every use, so a profile made private is never shown from a cache. The same address answers
 * members differently, so caches keep the two apart.
 */
const VISITOR_CACHING = { 'cache-control': 'no-cache', vary: 'Authorization' };
const MAX_PAGE_SIZE = Math.max(...PAGE_SIZES);

/**
 * Results deeper than this are not served (shared/constants.ts says why): OFFSET reads and skips
 * every earlier row, and the total is counted no further.
 */
export const SEARCH_MAX_DEPTH = SEARCH_MAX_RESULTS;

/**
 * Text beyond 100 characters cannot match anything useful; it is cut rather than refused. Without
 * page and limit the answer is the first 50, as before paging existed.
 */
const searchQuery = z.object({
  query: queryText(100),
  state: queryText(100),
  page: positiveIntOr(1),
  limit: positiveIntOr(MAX_PAGE_SIZE).transform((n) => Math.min(n, MAX_PAGE_SIZE)),
});

/** What anyone may see: state numbers, public profiles, slideshows and search. */
export async function publicProfileRoutes(server: FastifyInstance): Promise<void> {
  const app = server.withTypeProvider<ZodTypeProvider>();
  const { deps } = app;
  // One table scan serves everyone for 30 s, or until a write changes a member list: the counts
  // are kept as the answer, nowhere else, so a write is followed at once (the differential test,
  // tests/api/differential.test.ts) and ANSWER_CACHE=off measures the scan itself.
  const numbersSchema = { summary: 'Members per club state', response: { 200: stateNumbersSchema } };
  app.get('/public/numbers', { schema: numbersSchema }, (request, reply) =>
    sendAnswer(
      request,
      reply,
      { area: 'members', viewer: 'anyone', schema: stateNumbersSchema, ttlMs: NUMBERS_TTL_MS },
      async () => ({
        value: { results: await deps.profiles.stateCounts() },
        headers: { 'cache-control': 'no-cache' },
        // Past it, rescanned before answering (no stale-while-revalidate grace).
        ttlMs: NUMBERS_TTL_MS,
      }),
    ),
  );

  const profileSchema = {
    summary: 'A public profile',
    params: usernameParams,
    response: { 200: publicProfileSchema, ...errorAnswers(404) },
  };
  app.get('/public/:username', { schema: profileSchema }, async (request, reply) => {
    const viewer = await optionalUser(request);
    const own = viewer?.username.toLowerCase() === request.params.username.toLowerCase();
    const options = {
      area: 'profiles',
      owner: request.params.username.toLowerCase(),
      viewer: viewer ? 'member' : 'anonymous',
      schema: publicProfileSchema,
      noCache: own,
    } as const;
    return sendAnswer(request, reply, options, async () => {
      const row = await deps.profiles.findVisible(request.params.username, viewer ? 'member' : 'anonymous');
      if (!row) throw notFound(MSG.publicLoadError);
      const [imageDetails = null] = await photoDetailsOf(deps.images, row.id, [row.image]);
      const photo = photoUrlFor(row, deps.imageSigner);
      return {
        value: toPublicProfile(row, contactShownTo(row, viewer?.userId), photo, imageDetails),
        headers: {
          ...(viewer ? {} : VISITOR_CACHING),
          ...(row.indexable === 0 ? { 'x-robots-tag': 'noindex' } : {}),
        },
      };
    });
  });

  const slideshowRouteSchema = {
    summary: "A member's slideshow photos",
    params: usernameParams,
    response: { 200: slideshowSchema, ...errorAnswers(404) },
  };
  app.get('/public/:username/slideshow', { schema: slideshowRouteSchema }, async (request, reply) => {
    const viewer = await optionalUser(request);
    const options = {
      area: 'profiles',
      owner: request.params.username.toLowerCase(),
      viewer: viewer ? 'member' : 'anonymous',
      schema: slideshowSchema,
    } as const;
    return sendAnswer(request, reply, options, async () => {
      const row = await deps.profiles.findVisible(request.params.username, viewer ? 'member' : 'anonymous');
      if (!row) throw notFound(MSG.publicLoadError);
      const photo = photoUrlFor(row, deps.imageSigner);
      const urls = slideshowSlots(row).filter((url) => url !== '');
      const details = await photoDetailsOf(deps.images, row.id, urls);
      // A slide without a stored photo (never the case unless the data was edited by hand) would
      // only show a broken image; it is left out so images and details stay parallel.
      const slides = urls.flatMap((url, i) => {
        const found = details[i];
        return found ? [{ url: photo(url), details: found }] : [];
      });
      return {
        value: { images: slides.map((s) => s.url), details: slides.map((s) => s.details) },
        headers: viewer ? {} : VISITOR_CACHING,
      };
    });
  });

  const searchSchema = {
    summary: 'Search members by name, role, cosplay, group, city or state',
    description:
      'One page of matches (page and limit, at most 50; the first 50 without them) in a stable order: ' +
      'usernames starting with the query by username, then other matches by id. The total number of ' +
      `matches is in the X-Total-Count header, exact up to ${SEARCH_MAX_DEPTH}; ${SEARCH_MAX_DEPTH + 1} means more than ` +
      `${SEARCH_MAX_DEPTH}. Pages deeper than ${SEARCH_MAX_DEPTH} results answer 400.`,
    querystring: searchQuery,
    response: { 200: searchResultsSchema, ...errorAnswers(400) },
  };
  app.get('/search', { schema: searchSchema }, async (request, reply) => {
    const { query, state, page, limit } = request.query;
    const offset = (page - 1) * limit;
    if (offset >= SEARCH_MAX_DEPTH) {
      throw badRequest(
        `Search shows the first ${SEARCH_MAX_DEPTH.toLocaleString('en-US')} matches; add words or a state to narrow it.`,
      );
    }
    if (!query.trim() && !state.trim()) {
      reply.header('x-total-count', '0');
      return [];
    }
    const viewer = (await optionalUser(request)) ? 'member' : 'anonymous';
    return sendAnswer(request, reply, { area: 'members', viewer, schema: searchResultsSchema }, async () => {
      const { rows, total } = await deps.profiles.search(query, state, offset, limit, viewer);
      return {
        value: rows.map((row) => toCard(row, photoUrlFor(row, deps.imageSigner))),
        headers: { 'x-total-count': String(total), ...(viewer === 'member' ? {} : VISITOR_CACHING) },
      };
    });
  });
}
