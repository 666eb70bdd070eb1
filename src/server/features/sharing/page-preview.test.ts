import { describe, expect, it } from 'vitest';
import { escapeMarkup, unescapeMarkup } from '../../lib/escape';
import { type PagePreview, previewHeadTags, siteNameOf, withPreviewHead } from './page-preview';
import { summaryText } from './summary-text';

const HOSTILE = `"><script>alert(1)</script> O'Brien & <b>Zoë</b> 🦊`;
const preview = (over: Partial<PagePreview> = {}): PagePreview => ({
  title: 'Ada Stitch',
  description: 'Foam armour and wigs.',
  url: 'https://club.example.org/public/ada',
  type: 'profile',
  ...over,
});

describe('escaping', () => {
  it('escapes the five characters that matter in text and attributes, and reads them back', () => {
    expect(escapeMarkup(`& < > " '`)).toBe('&amp; &lt; &gt; &quot; &#39;');
    expect(escapeMarkup(HOSTILE)).not.toMatch(/[<>"']/);
    expect(unescapeMarkup(escapeMarkup(HOSTILE))).toBe(HOSTILE);
    expect(unescapeMarkup('Midwest Cosplay &amp; Maker Club')).toBe('Midwest Cosplay & Maker Club');
  });
});

describe('summary text', () => {
  it('keeps short text on one line', () => {
    expect(summaryText('  Foam\n\narmour   and wigs. ')).toBe('Foam armour and wigs.');
  });

  it('cuts long text on a word boundary, under the limit, with an ellipsis', () => {
    const words = 'stitch '.repeat(60);
    const cut = summaryText(words, 200);
    expect(Array.from(cut).length).toBeLessThanOrEqual(200);
    expect(cut).toMatch(/stitch…$/);
    expect(summaryText('a'.repeat(300), 200)).toBe(`${'a'.repeat(199)}…`);
  });

  it('never splits an emoji in half', () => {
    const cut = summaryText('🦊'.repeat(250), 200);
    expect(Array.from(cut)).toHaveLength(200);
    expect(cut).not.toMatch(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])/);
  });
});

describe('preview head', () => {
  it('writes title, description, canonical, Open Graph and a large Twitter card with an image', () => {
    const tags = previewHeadTags(
      preview({ image: { url: 'https://club.example.org/api/images/x/og', alt: 'Ada in armour' } }),
      'The Club',
    );
    expect(tags).toContain('<title>Ada Stitch · The Club</title>');
    expect(tags).toContain('<meta name="description" content="Foam armour and wigs.">');
    expect(tags).toContain('<link rel="canonical" href="https://club.example.org/public/ada">');
    expect(tags).toContain('<meta property="og:image" content="https://club.example.org/api/images/x/og">');
    expect(tags).toContain('<meta property="og:image:width" content="1200">');
    expect(tags).toContain('<meta property="og:image:height" content="630">');
    expect(tags).toContain('<meta property="og:image:alt" content="Ada in armour">');
    expect(tags).toContain('<meta name="twitter:card" content="summary_large_image">');
  });

  it('a small Twitter card and no image tags without an image', () => {
    const tags = previewHeadTags(preview(), 'The Club');
    expect(tags).toContain('<meta name="twitter:card" content="summary">');
    expect(tags).not.toContain('og:image');
    expect(tags).not.toContain('twitter:image');
  });

  it('escapes every value it writes', () => {
    const tags = previewHeadTags(
      preview({ title: HOSTILE, description: HOSTILE, image: { url: 'https://x/"og', alt: HOSTILE } }),
      'A & B',
    );
    expect(tags).not.toContain('<script>');
    expect(tags).not.toContain('"><');
    expect(tags).toContain(
      '&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt; O&#39;Brien &amp; &lt;b&gt;Zoë&lt;/b&gt; 🦊',
    );
    expect(tags).toContain('content="https://x/&quot;og"');
    expect(tags).toContain('· A &amp; B</title>');
  });

  it('replaces the generic title and description and adds the rest to the head', () => {
    const html =
      '<html><head><meta name="description" content="generic"><title>Club &amp; Co</title></head><body></body></html>';
    expect(siteNameOf(html, 'fallback')).toBe('Club & Co');
    expect(siteNameOf('<html></html>', 'fallback')).toBe('fallback');
    const page = withPreviewHead(html, previewHeadTags(preview({ description: 'costs $& $1' }), 'Club & Co'));
    expect(page).not.toContain('generic');
    expect(page?.match(/<title>/g)).toHaveLength(1);
    expect(page).toContain('<meta name="description" content="costs $&amp; $1">');
    expect(page?.indexOf('og:title')).toBeLessThan(page?.indexOf('</head>') ?? 0);
    expect(withPreviewHead('<html><body></body></html>', '<title>x</title>')).toBeUndefined();
  });
});
