import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { matchesIfNoneMatch } from '../../cache/etag';
import { notFound } from '../../http-error';
import { acceptedEncoding } from '../../lib/compress';
import { robotsTxt } from './robots';
import { type SitemapDocument, sitemaps } from './sitemap';

export interface SharingOptions {
  /** Addresses per sitemap file (the protocol's 50,000 unless a test wants paging sooner). */
  sitemapPageSize?: number;
}

const XML = 'application/xml; charset=utf-8';
/**
 * A crawler or a proxy may store the sitemap but checks with us (ETag → 304) before each use: a
 * member who goes members-only, noindex or is suspended leaves it on the next request.
 */
const SITEMAP_CACHE = 'no-cache';
const textAnswer = z.any().meta({ type: 'string' });
const pageParams = z.object({
  page: z
    .string()
    .regex(/^[1-9]\d{0,5}$/, 'The sitemap page must be a number from 1')
    .transform(Number),
});

/**
 * /robots.txt and the sitemap for search engines (docs/decisions/0015): plain text and XML at the
 * site's root, not the app; outside the API's OpenAPI document.
 */
export async function sharingRoutes(server: FastifyInstance, options: SharingOptions): Promise<void> {
  const app = server.withTypeProvider<ZodTypeProvider>();
  const { publicUrl } = app.deps.config;
  const robots = robotsTxt(publicUrl);
  const maps = sitemaps(app.deps, app.answers, options.sitemapPageSize);

  app.get('/robots.txt', { schema: { hide: true, response: { 200: textAnswer } } }, async (_request, reply) =>
    reply.type('text/plain; charset=utf-8').header('Cache-Control', 'public, max-age=3600').send(robots),
  );

  /** Sends a sitemap file compressed when the crawler accepts it (they all take gzip). */
  const sendSitemap = (request: FastifyRequest, reply: FastifyReply, document: SitemapDocument) => {
    const encoding = acceptedEncoding(request.headers['accept-encoding']);
    const { body, etag } = document(encoding);
    reply
      .type(XML)
      .header('Cache-Control', SITEMAP_CACHE)
      .header('Vary', 'Accept-Encoding')
      .header('ETag', etag);
    if (matchesIfNoneMatch(request.headers['if-none-match'], etag)) return reply.code(304).send();
    if (encoding) reply.header('Content-Encoding', encoding);
    return reply.send(body);
  };

  app.get('/sitemap.xml', { schema: { hide: true, response: { 200: textAnswer } } }, async (request, reply) =>
    sendSitemap(request, reply, await maps.main()),
  );

  const pageSchema = { hide: true, params: pageParams, response: { 200: textAnswer } };
  app.get('/sitemap-:page.xml', { schema: pageSchema }, async (request, reply) => {
    const document = await maps.page(request.params.page);
    if (document === undefined) throw notFound('There is no such sitemap page');
    return sendSitemap(request, reply, document);
  });
}
