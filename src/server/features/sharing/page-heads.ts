import type { AppDeps } from '../../deps';
import { type CompressedPage, compress, type PageEncoding } from '../../lib/compress';
import { withPageHeading } from '../../lib/first-paint';
import { eventPreview } from './event-preview';
import { groupPreview } from './group-preview';
import { GENERIC_HEAD, type PageHead, previewHeadTags, withPreviewHead } from './page-preview';
import { profilePageHead } from './profile-preview';
import { projectPreview } from './project-preview';
import { recentCache } from './recent-cache';
import { tutorialPreview } from './tutorial-preview';

/**
 * index.html for the current club content, precompressed: as it is, with the noindex meta, and
 * for "/" with the landing hero painted before the script (lib/first-paint.ts).
 */
export interface GenericPages {
  revision: number;
  html: string;
  index: CompressedPage;
  noindex: CompressedPage;
  home: CompressedPage;
}

const PROFILE_PATH = /^\/public\/([^/]+)$/;
const EVENT_PATH = /^\/events\/(\d{1,9})$/;
const PROJECT_PATH = /^\/projects\/(\d{1,9})$/;
const TUTORIAL_PATH = /^\/tutorials\/(\d{1,9})$/;
const GROUP_PATH = /^\/groups\/([^/]+)$/;
const LANDING_HEAD: PageHead = { ...GENERIC_HEAD, landing: true };
/** Pages with a preview kept compressed: the profiles and events being shared right now. */
const CACHED_PAGES = 300;

/**
 * What each page's HTML holds before the script: for /public/{username}, /events/{id},
 * /projects/{id}, /tutorials/{id} and /groups/{slug} a link
 * preview (docs/decisions/0015) for what anyone may see and find, for "/" the landing hero, the
 * generic page for everything else. Every page's first paint is decided here, by its path.
 */
export function linkPreviewPages(deps: Pick<AppDeps, 'linkPreviews' | 'config'>, siteName: string) {
  const site = { publicUrl: deps.config.publicUrl, siteName };
  const built = recentCache<Buffer>(CACHED_PAGES);

  async function headFor(pathname: string): Promise<PageHead> {
    if (pathname === '/') return LANDING_HEAD;
    const profile = PROFILE_PATH.exec(pathname)?.[1];
    if (profile !== undefined) {
      const username = safeDecode(profile).slice(0, 100);
      return profilePageHead(await deps.linkPreviews.profile(username), site);
    }
    const eventId = EVENT_PATH.exec(pathname)?.[1];
    if (eventId !== undefined) {
      const event = await deps.linkPreviews.publicEvent(Number(eventId));
      if (event) return { ...GENERIC_HEAD, preview: eventPreview(event, site.publicUrl) };
    }
    const projectId = PROJECT_PATH.exec(pathname)?.[1];
    if (projectId !== undefined) {
      const project = await deps.linkPreviews.publicProject(Number(projectId));
      if (project) return { ...GENERIC_HEAD, preview: projectPreview(project, site.publicUrl) };
    }
    const tutorialId = TUTORIAL_PATH.exec(pathname)?.[1];
    if (tutorialId !== undefined) {
      const tutorial = await deps.linkPreviews.publicTutorial(Number(tutorialId));
      if (tutorial) return { ...GENERIC_HEAD, preview: tutorialPreview(tutorial, site.publicUrl) };
    }
    const groupSlug = GROUP_PATH.exec(pathname)?.[1];
    if (groupSlug !== undefined) {
      // Public and not hidden only (in the query): any other group gets the generic page.
      const group = await deps.linkPreviews.publicGroup(safeDecode(groupSlug).slice(0, 100));
      if (group) return { ...GENERIC_HEAD, preview: groupPreview(group, site.publicUrl) };
    }
    return GENERIC_HEAD;
  }

  /**
   * The page's bytes in the encoding asked for; "/" and pages without a preview are precompressed
   * per content revision (GenericPages). A preview page (with its heading painted, when it
   * has one) is built and compressed (at a fast level) on first request and kept while it is
   * among the most recently asked for; the key is everything that makes it: the content's
   * revision, the head, the encoding.
   */
  function body(pages: GenericPages, head: PageHead, encoding: PageEncoding | undefined): Buffer {
    if (head.landing) return pages.home[encoding ?? 'plain'];
    const generic = head.noindex ? pages.noindex : pages.index;
    if (!head.preview) return generic[encoding ?? 'plain'];
    const tags = previewHeadTags(head.preview, siteName);
    const key = `${encoding ?? 'plain'}\n${pages.revision}\n${head.heading ?? ''}\n${tags}`;
    const cached = built.get(key);
    if (cached) return cached;
    const withHead = withPreviewHead(pages.html, tags);
    if (withHead === undefined) return generic[encoding ?? 'plain'];
    const html = head.heading === undefined ? withHead : withPageHeading(withHead, head.heading);
    const plain = Buffer.from(html);
    const page = encoding ? compress(plain, encoding, 'fast') : plain;
    built.set(key, page);
    return page;
  }

  return { headFor, body };
}

/** A path segment as text; a malformed escape is taken as it is rather than failing the page. */
function safeDecode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}
