import { describe, expect, it } from 'vitest';
import { robotsTxt } from './robots';
import { pageSlices, sitemapIndexXml, urlsetXml } from './sitemap-xml';

describe('sitemap documents', () => {
  it('writes absolute, escaped addresses with their last change', () => {
    const xml = urlsetXml('https://club.example.org', [
      { path: '/' },
      { path: '/public/a&b<c>', lastmod: Date.parse('2026-11-24T10:20:30.456Z') },
    ]);
    expect(xml).toMatch(
      /^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org/,
    );
    expect(xml).toContain('<url><loc>https://club.example.org/</loc></url>');
    expect(xml).toContain(
      '<url><loc>https://club.example.org/public/a&amp;b&lt;c&gt;</loc><lastmod>2026-11-24T10:20:30Z</lastmod></url>',
    );
  });

  it('an index names each page', () => {
    const xml = sitemapIndexXml('https://club.example.org', 2);
    expect(xml).toContain('<sitemapindex');
    expect(xml.match(/<loc>[^<]*<\/loc>/g)).toEqual([
      '<loc>https://club.example.org/sitemap-1.xml</loc>',
      '<loc>https://club.example.org/sitemap-2.xml</loc>',
    ]);
  });

  it('pages run through the lists one after another, each address on exactly one page', () => {
    const sizes = [3, 10, 5];
    expect(pageSlices(sizes, 4, 1)).toEqual([
      { offset: 0, limit: 3 },
      { offset: 0, limit: 1 },
      { offset: 0, limit: 0 },
    ]);
    expect(pageSlices(sizes, 4, 4)).toEqual([
      { offset: 3, limit: 0 },
      { offset: 9, limit: 1 },
      { offset: 0, limit: 3 },
    ]);
    const perList = [0, 0, 0];
    for (let page = 1; page <= 5; page++)
      pageSlices(sizes, 4, page).forEach((slice, i) => {
        perList[i] = (perList[i] ?? 0) + slice.limit;
      });
    expect(perList).toEqual(sizes);
  });
});

describe('robots.txt', () => {
  it('closes the API but what public pages read, closes members’ pages and points to the sitemap', () => {
    const lines = robotsTxt('https://club.example.org').split('\n');
    expect(lines[0]).toBe('User-agent: *');
    for (const line of [
      'Disallow: /api/',
      'Disallow: /settings',
      'Disallow: /organisers',
      'Disallow: /update/',
    ])
      expect(lines).toContain(line);
    expect(lines).toContain('Allow: /api/images/');
    expect(lines).not.toContain('Disallow: /events');
    expect(lines).not.toContain('Disallow: /public/');
    // Projects and their tutorials are in the sitemap: open, and what their pages read too.
    expect(lines).toContain('Disallow: /tutorials$');
    expect(lines).not.toContain('Disallow: /tutorials');
    expect(lines).toContain('Allow: /api/projects');
    expect(lines).toContain('Allow: /api/tutorials/');
    expect(lines).toContain('Sitemap: https://club.example.org/sitemap.xml');
  });
});
