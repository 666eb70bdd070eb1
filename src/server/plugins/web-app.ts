import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import type { ClubContent } from '../../shared/content-schema';
import type { AppConfig } from '../config';
import type { LiveContent } from '../content';

/**
 * Serves the built SPA: hashed assets cached for a year, every other page GET answered with
 * index.html so the client router takes over. Unknown /api paths stay JSON 404s.
 */
export async function registerWebApp(app: FastifyInstance, config: AppConfig): Promise<void> {
  const contentAssets = path.join(path.dirname(config.contentFile), 'assets');
  if (fs.existsSync(contentAssets)) {
    await app.register(fastifyStatic, {
      root: contentAssets,
      prefix: '/content-assets/',
      decorateReply: false,
      maxAge: '1d',
    });
  }
  const indexFile = path.join(config.webDir, 'index.html');
  const template = fs.existsSync(indexFile) ? fs.readFileSync(indexFile, 'utf8') : undefined;
  const pages = template === undefined ? undefined : pagesFor(template, app.deps.content);
  // Built now for the content at start, so the first visit does not wait for the compression.
  pages?.();

  app.setNotFoundHandler(async (request, reply) => {
    const pathname = request.url.split('?')[0] ?? '';
    const isPage = request.method === 'GET' || request.method === 'HEAD';
    const isApiOrAsset =
      pathname === '/api' || pathname.startsWith('/api/') || pathname.startsWith('/assets/');
    if (!pages || !isPage || isApiOrAsset) {
      // The same words for every miss: the path is not echoed back (it is the client's text).
      return reply.code(404).send({ message: 'There is nothing at this address' });
    }
    const profile = /^\/public\/([^/]+)$/.exec(pathname);
    const facts =
      profile?.[1] === undefined
        ? undefined
        : await app.deps.profiles.pageFacts(safeDecode(profile[1]).slice(0, 100));
    const hidden = facts?.indexable === false;
    if (hidden) reply.header('X-Robots-Tag', 'noindex');
    // The profile photo is the page's largest paint: the browser starts fetching it with the page.
    if (facts?.publicPhoto)
      reply.header('Link', `<${facts.publicPhoto}>; rel=preload; as=image; fetchpriority=high`);
    const page = hidden ? pages().noindex : pages().index;
    const accepted = String(request.headers['accept-encoding'] ?? '');
    const encoding = /\bbr\b/.test(accepted) ? 'br' : /\bgzip\b/.test(accepted) ? 'gzip' : undefined;
    reply
      .code(200)
      .header('Cache-Control', 'no-cache')
      .header('Vary', 'Accept-Encoding')
      .type('text/html; charset=utf-8');
    if (encoding) return reply.header('Content-Encoding', encoding).send(page[encoding]);
    return reply.send(page.plain);
  });
  if (!pages) return;

  const assets = path.join(config.webDir, 'assets');
  if (fs.existsSync(assets)) {
    // File names carry a content hash, so they never change: cache them for good.
    await app.register(fastifyStatic, {
      root: assets,
      prefix: '/assets/',
      decorateReply: false,
      maxAge: '365d',
      immutable: true,
      preCompressed: true,
    });
  }
  await app.register(fastifyStatic, {
    root: config.webDir,
    prefix: '/',
    wildcard: false,
    index: false,
    decorateReply: false,
    maxAge: '5m',
    preCompressed: true,
    // The hashed assets are registered above with their own caching.
    globIgnore: ['assets/**'],
  });
}

/**
 * The page for the current club content, built and compressed once per change of the content
 * (each instance reloads it within seconds of a save; the next visit gets the new page).
 */
function pagesFor(template: string, content: LiveContent) {
  let built: { revision: number; index: CompressedPage; noindex: CompressedPage } | undefined;
  return () => {
    if (built?.revision === content.revision) return built;
    const indexHtml = withInlineContent(template, content.current);
    // A member who asked not to be indexed: their profile page says so to crawlers, in the header
    // and in the page (the SPA's page is the same index.html for every profile otherwise).
    const noindexHtml = indexHtml.replace('<head>', '<head>\n    <meta name="robots" content="noindex">');
    built = {
      revision: content.revision,
      index: compressedPage(indexHtml),
      noindex: compressedPage(noindexHtml),
    };
    return built;
  };
}

/**
 * Puts the club content into the page as a JSON data block (not executed, so the CSP's
 * script-src does not apply): the first render has the footer, welcome text and links without
 * waiting for /api/content, so nothing shifts when they arrive.
 */
function withInlineContent(html: string, content: ClubContent): string {
  const json = JSON.stringify(content).replace(/</g, '\\u003c');
  return html.replace(
    '<div id="root">',
    `<script type="application/json" id="club-content">${json}</script><div id="root">`,
  );
}

/** A path segment as text; a malformed escape is taken as it is rather than failing the page. */
function safeDecode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

type CompressedPage = ReturnType<typeof compressedPage>;

/** The page as it is and compressed both ways browsers accept. */
function compressedPage(html: string) {
  const plain = Buffer.from(html);
  return {
    plain,
    br: zlib.brotliCompressSync(plain, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }),
    gzip: zlib.gzipSync(plain, { level: 9 }),
  };
}
