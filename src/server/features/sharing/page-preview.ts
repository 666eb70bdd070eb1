import { escapeMarkup, unescapeMarkup } from '../../lib/escape';

/** The size of the rendition link previews show (the image routes' `/og`: a 1200×630 JPEG). */
export const PREVIEW_IMAGE = { width: 1200, height: 630 } as const;

/** What a shared link shows: every value is plain text (escaped only when written into the page). */
export interface PagePreview {
  /** The page's own title, without the site's name (og:title). */
  title: string;
  description: string;
  /** Absolute, from PUBLIC_URL: the canonical address. */
  url: string;
  type: 'profile' | 'website';
  image?: { url: string; alt: string };
  /** Extra Open Graph properties (`profile:username`). */
  extra?: Record<string, string>;
}

/** What a page carries besides the app: robots hint, photo preload, link preview. */
export interface PageHead {
  /** Crawlers are told not to index it (header and meta). */
  noindex: boolean;
  /** The `Link` header that has the browser fetch the page's photo with the page, or ''. */
  preloadLink: string;
  preview?: PagePreview;
  /** The page's title, painted from the HTML before the script (lib/first-paint.ts); with a preview only. */
  heading?: string;
  /** "/": the landing hero painted from the HTML before the script (GenericPages.home). */
  landing?: boolean;
}

/** Every page without a preview: an unknown address gets exactly what a hidden profile gets. */
export const GENERIC_HEAD: PageHead = { noindex: false, preloadLink: '' };

const TITLE = /<title>([\s\S]*?)<\/title>/;
const DESCRIPTION = /<meta\s+name="description"[^>]*>/;

/** The site's name as index.html's title says it (plain text). */
export function siteNameOf(template: string, fallback: string): string {
  const title = TITLE.exec(template)?.[1]?.trim();
  return title ? unescapeMarkup(title) : fallback;
}

/** The <head> lines a preview adds: title, description, canonical, Open Graph and Twitter card. */
export function previewHeadTags(preview: PagePreview, siteName: string): string {
  const meta = (attribute: 'name' | 'property', key: string, value: string) =>
    `<meta ${attribute}="${key}" content="${escapeMarkup(value)}">`;
  const { image } = preview;
  const lines = [
    `<title>${escapeMarkup(`${preview.title} · ${siteName}`)}</title>`,
    meta('name', 'description', preview.description),
    `<link rel="canonical" href="${escapeMarkup(preview.url)}">`,
    meta('property', 'og:type', preview.type),
    meta('property', 'og:site_name', siteName),
    meta('property', 'og:title', preview.title),
    meta('property', 'og:description', preview.description),
    meta('property', 'og:url', preview.url),
    ...Object.entries(preview.extra ?? {}).map(([key, value]) => meta('property', key, value)),
    ...(image
      ? [
          meta('property', 'og:image', image.url),
          meta('property', 'og:image:type', 'image/jpeg'),
          meta('property', 'og:image:width', String(PREVIEW_IMAGE.width)),
          meta('property', 'og:image:height', String(PREVIEW_IMAGE.height)),
          meta('property', 'og:image:alt', image.alt),
        ]
      : []),
    meta('name', 'twitter:card', image ? 'summary_large_image' : 'summary'),
    meta('name', 'twitter:title', preview.title),
    meta('name', 'twitter:description', preview.description),
    ...(image
      ? [meta('name', 'twitter:image', image.url), meta('name', 'twitter:image:alt', image.alt)]
      : []),
  ];
  return lines.join('\n    ');
}

/**
 * The page with the preview's head: the generic title and description are replaced, the other
 * tags added at the end of the head. Undefined when the page has no head to put them in.
 */
export function withPreviewHead(html: string, headTags: string): string | undefined {
  if (!html.includes('</head>')) return undefined;
  // Functions as replacements, so that a `$&` in a member's text is not read as a pattern.
  return html
    .replace(TITLE, () => '')
    .replace(DESCRIPTION, () => '')
    .replace('</head>', () => `  ${headTags}\n  </head>`);
}
