import { escapeMarkup } from '../../lib/escape';

/** The sitemap protocol's limit of addresses per file; past it, /sitemap.xml is an index. */
export const SITEMAP_PAGE_SIZE = 50_000;

const XMLNS = 'http://www.sitemaps.org/schemas/sitemap/0.9';
const DECLARATION = '<?xml version="1.0" encoding="UTF-8"?>';

/** One address: a path of the site, and when what it shows last changed (epoch ms). */
export interface SitemapEntry {
  path: string;
  lastmod?: number;
}

/** W3C date-time, to the second. */
const w3cDate = (ms: number) => new Date(ms).toISOString().replace(/\.\d{3}Z$/, 'Z');

/** A <urlset> of the entries; every address absolute and XML-escaped. */
export function urlsetXml(publicUrl: string, entries: readonly SitemapEntry[]): string {
  const urls = entries.map((entry) => {
    const lastmod = entry.lastmod === undefined ? '' : `<lastmod>${w3cDate(entry.lastmod)}</lastmod>`;
    return `<url><loc>${escapeMarkup(publicUrl + entry.path)}</loc>${lastmod}</url>`;
  });
  return [DECLARATION, `<urlset xmlns="${XMLNS}">`, ...urls, '</urlset>', ''].join('\n');
}

/** A <sitemapindex> naming /sitemap-1.xml … /sitemap-{pages}.xml. */
export function sitemapIndexXml(publicUrl: string, pages: number): string {
  const maps = Array.from(
    { length: pages },
    (_, i) => `<sitemap><loc>${escapeMarkup(`${publicUrl}/sitemap-${i + 1}.xml`)}</loc></sitemap>`,
  );
  return [DECLARATION, `<sitemapindex xmlns="${XMLNS}">`, ...maps, '</sitemapindex>', ''].join('\n');
}

/** A part of one list the sitemap is made of: rows [offset, offset + limit) of it. */
export interface Slice {
  offset: number;
  limit: number;
}

/**
 * Where page `page` (1-based) of the sitemap falls in its lists, taken one after another: the
 * fixed pages, then the profiles, then the events. An empty slice has limit 0.
 */
export function pageSlices(sizes: readonly number[], pageSize: number, page: number): Slice[] {
  const from = (page - 1) * pageSize;
  const to = from + pageSize;
  let start = 0;
  return sizes.map((size) => {
    const offset = Math.min(size, Math.max(0, from - start));
    const limit = Math.max(0, Math.min(size, to - start) - offset);
    start += size;
    return { offset, limit };
  });
}
