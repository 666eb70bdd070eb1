import type { AnswerCache } from '../../cache/answer-cache';
import { etagOf } from '../../cache/etag';
import type { AppDeps } from '../../deps';
import { compress, type PageEncoding } from '../../lib/compress';
import { pageSlices, SITEMAP_PAGE_SIZE, type SitemapEntry, sitemapIndexXml, urlsetXml } from './sitemap-xml';

/**
 * How long an instance serves a sitemap before reading the database again, when nothing is
 * written: any write through the API (or the command line) drops it at once, on every instance.
 * What is left to this is a hand edit of the PostgreSQL database.
 */
export const SITEMAP_TTL_MS = 10 * 60_000;

const NONE = { offset: 0, limit: 0 };

/**
 * The pages anyone may open, as the client's router has them (src/web/router.tsx); sign-in,
 * password and members' pages are left out.
 */
export const FIXED_PAGES = [
  '/',
  '/search',
  '/events',
  '/projects',
  '/measurements',
  '/tetris',
  '/memorycardgame',
  '/createuser',
];

/**
 * The sitemap, read from the database and kept per instance until a write or SITEMAP_TTL_MS: the
 * fixed pages, every profile anyone may see, find and index, every public event of a live host,
 * every project anyone may see by such a member, its tutorial once published, and every public
 * group that is not hidden.
 * Up to `pageSize` addresses it is one <urlset>; past it /sitemap.xml is an index of
 * /sitemap-{n}.xml.
 */
export function sitemaps(
  deps: Pick<AppDeps, 'linkPreviews' | 'config' | 'now'>,
  answers: Pick<AnswerCache, 'generation' | 'isEnabled' | 'learning'>,
  pageSize = SITEMAP_PAGE_SIZE,
) {
  const { publicUrl } = deps.config;
  const repo = deps.linkPreviews;
  const documents = keptFor<SitemapDocument>(deps.now, answers);
  const counts = keptFor<number[]>(deps.now, answers);

  /** How long each list is: fixed pages, profiles, events, projects, tutorials, public groups. */
  const sizes = () =>
    counts(0, async () => {
      const [profiles, events, projects, tutorials, groups] = await Promise.all([
        repo.countProfiles(),
        repo.countEvents(),
        repo.countProjects(),
        repo.countTutorials(),
        repo.countGroups(),
      ]);
      return [FIXED_PAGES.length, profiles, events, projects, tutorials, groups];
    });

  const pageCount = async () => {
    const total = (await sizes()).reduce((a, b) => a + b, 0);
    return total <= pageSize ? 1 : Math.ceil(total / pageSize);
  };

  const urlset = async (page: number) => {
    const [fixed = NONE, profiles = NONE, events = NONE, projects = NONE, tutorials = NONE, groups = NONE] =
      pageSlices(await sizes(), pageSize, page);
    const entries: SitemapEntry[] = FIXED_PAGES.slice(fixed.offset, fixed.offset + fixed.limit).map(
      (path) => ({ path }),
    );
    const [members, happenings, builds, guides, circles] = await Promise.all([
      profiles.limit > 0 ? repo.profiles(profiles.offset, profiles.limit) : [],
      events.limit > 0 ? repo.events(events.offset, events.limit) : [],
      projects.limit > 0 ? repo.projects(projects.offset, projects.limit) : [],
      tutorials.limit > 0 ? repo.tutorials(tutorials.offset, tutorials.limit) : [],
      groups.limit > 0 ? repo.groups(groups.offset, groups.limit) : [],
    ]);
    for (const row of members)
      entries.push({ path: `/public/${encodeURIComponent(row.key)}`, lastmod: row.updated_at });
    for (const row of happenings) entries.push({ path: `/events/${row.key}`, lastmod: row.updated_at });
    for (const row of builds) entries.push({ path: `/projects/${row.key}`, lastmod: row.updated_at });
    for (const row of guides) entries.push({ path: `/tutorials/${row.key}`, lastmod: row.updated_at });
    for (const row of circles)
      entries.push({ path: `/groups/${encodeURIComponent(row.key)}`, lastmod: row.updated_at });
    return urlsetXml(publicUrl, entries);
  };

  return {
    /** /sitemap.xml: every address, or the index of the pages when they do not fit in one. */
    main: () =>
      documents(0, async () => {
        const pages = await pageCount();
        return sitemapDocument(pages === 1 ? await urlset(1) : sitemapIndexXml(publicUrl, pages));
      }),
    /** /sitemap-{page}.xml; undefined when there is no such page (or no index at all). */
    page: async (page: number): Promise<SitemapDocument | undefined> => {
      const pages = await pageCount();
      // Checked first, so that asking for made-up pages keeps nothing.
      if (pages === 1 || page > pages) return undefined;
      return documents(page, async () => sitemapDocument(await urlset(page)));
    },
  };
}

/** A sitemap file as sent: its bytes, plain or compressed the way the crawler accepts, and their ETag. */
export type SitemapDocument = (encoding: PageEncoding | undefined) => { body: Buffer; etag: string };

/**
 * A full page of 50,000 addresses is about 4 MB of XML and a tenth of that compressed. Each
 * compressed form is made once, when first asked for, and kept with the document: asking again
 * (anyone may) costs no compression. Each form has its own ETag, so a crawler that has it gets 304.
 */
function sitemapDocument(xml: string): SitemapDocument {
  const plain = Buffer.from(xml);
  const tag = etagOf(plain);
  const forms: Partial<Record<PageEncoding | 'plain', { body: Buffer; etag: string }>> = {};
  return (encoding) => {
    if (!encoding) {
      forms.plain ??= { body: plain, etag: tag };
      return forms.plain;
    }
    forms[encoding] ??= { body: compress(plain, encoding, 'fast'), etag: `${tag.slice(0, -1)}-${encoding}"` };
    return forms[encoding];
  };
}

/**
 * Values kept by key, for SITEMAP_TTL_MS at most and only while no write touched what the
 * sitemap reads since the value began to be made (a member going members-only, noindex or
 * suspended, an event made members-only): its reads are the answer cache's `sitemap` area. Nothing is kept while the answer cache is off or cannot hear the other
 * instances (decision 24). Promises are kept, so that requests arriving while a value is being
 * made share its making; a failed one is dropped and made again next time.
 */
function keptFor<T>(now: () => number, answers: Pick<AnswerCache, 'generation' | 'isEnabled' | 'learning'>) {
  const kept = new Map<number, { at: number; generation: string; value: Promise<T> }>();
  return (key: number, make: () => Promise<T>): Promise<T> => {
    const at = now();
    if (!answers.isEnabled()) {
      kept.clear();
      return make();
    }
    const generation = answers.generation('sitemap');
    const entry = kept.get(key);
    if (entry && entry.generation === generation && at - entry.at < SITEMAP_TTL_MS) return entry.value;
    // What it read joins the sitemap's reads: the writes that touch it clear it from then on.
    // What it read joins the sitemap's reads: the writes that touch it clear it from then on.
    const value = answers.learning('sitemap', make).then(({ value: made, learnt }) => {
      if (!learnt && kept.get(key)?.value === value) kept.delete(key); // went deaf meanwhile
      return made;
    });
    kept.set(key, { at, generation, value });
    value.catch(() => {
      if (kept.get(key)?.value === value) kept.delete(key);
    });
    return value;
  };
}
