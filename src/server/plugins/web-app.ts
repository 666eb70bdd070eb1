import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import type { ClubContent } from '../../shared/content-schema';
import type { AppConfig } from '../config';
import type { LiveContent } from '../content';
import { type GenericPages, linkPreviewPages } from '../features/sharing/page-heads';
import { siteNameOf } from '../features/sharing/page-preview';
import { acceptedEncoding, compressedPage } from '../lib/compress';
import { withLandingHero } from '../lib/first-paint';
import { isAppPage } from './app-pages';
import { registerServiceWorkerFile, SERVICE_WORKER_PATH } from './service-worker-file';

/**
 * Serves the built SPA: hashed assets cached for a year, every other page GET answered with
 * index.html so the client router takes over (with status 404 where it has no page, so the
 * not-found page it shows is one for crawlers too). Unknown /api paths stay JSON 404s.
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
  const previews =
    template === undefined
      ? undefined
      : linkPreviewPages(app.deps, siteNameOf(template, app.deps.content.clubName));
  // Built now for the content at start, so the first visit does not wait for the compression.
  pages?.();

  app.setNotFoundHandler(async (request, reply) => {
    const pathname = request.url.split('?')[0] ?? '';
    const isPage = request.method === 'GET' || request.method === 'HEAD';
    const isApiOrAsset =
      pathname === '/api' || pathname.startsWith('/api/') || pathname.startsWith('/assets/');
    if (!pages || !previews || !isPage || isApiOrAsset) {
      // The same words for every miss: the path is not echoed back (it is the client's text).
      return reply.code(404).send({ message: 'There is nothing at this address' });
    }
    // Each page's head and first paint: link preview, noindex, photo preload, the landing hero
    // (features/sharing/page-heads.ts).
    const head = await previews.headFor(pathname);
    if (head.noindex) reply.header('X-Robots-Tag', 'noindex');
    // The profile photo is the page's largest paint: the browser starts fetching it with the page.
    if (head.preloadLink) reply.header('Link', head.preloadLink);
    const encoding = acceptedEncoding(request.headers['accept-encoding']);
    reply
      .code(isAppPage(pathname) ? 200 : 404)
      .header('Cache-Control', 'no-cache')
      .header('Vary', 'Accept-Encoding')
      .type('text/html; charset=utf-8');
    if (encoding) reply.header('Content-Encoding', encoding);
    return reply.send(previews.body(pages(), head, encoding));
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
  registerServiceWorkerFile(app, config.webDir);
  await app.register(fastifyStatic, {
    root: config.webDir,
    prefix: '/',
    wildcard: false,
    index: false,
    decorateReply: false,
    maxAge: '5m',
    preCompressed: true,
    // The hashed assets and the service worker are registered above with their own caching.
    globIgnore: ['assets/**', `${SERVICE_WORKER_PATH.slice(1)}*`],
  });
}

/**
 * The page for the current club content, built and compressed once per change of the content
 * (each instance reloads it within seconds of a save; the next visit gets the new page).
 */
function pagesFor(template: string, content: LiveContent) {
  let built: GenericPages | undefined;
  return (): GenericPages => {
    if (built?.revision === content.revision) return built;
    const indexHtml = withInlineContent(template, content.current);
    // A member who asked not to be indexed: their profile page says so to crawlers, in the header
    // and in the page (the SPA's page is the same index.html for every profile otherwise).
    const noindexHtml = indexHtml.replace('<head>', '<head>\n    <meta name="robots" content="noindex">');
    built = {
      revision: content.revision,
      html: indexHtml,
      index: compressedPage(indexHtml),
      noindex: compressedPage(noindexHtml),
      home: compressedPage(withLandingHero(indexHtml, content.current.welcome)),
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
