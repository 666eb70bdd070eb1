import { describe, expect, it } from 'vitest';
import { markdownToText, renderMarkdown } from './markdown';

describe('renderMarkdown', () => {
  it('renders paragraphs, line breaks, lists, links, bold, italics and code', () => {
    const html = renderMarkdown(
      'Sealed with **Plasti Dip**, then *sanded* and `primed`\nnext\n\n- foam\n- glue\n\n1. cut\n2. heat\n\n[guide](https://example.com/a?b=1&c=2)',
    );
    expect(html).toContain('<strong>Plasti Dip</strong>');
    expect(html).toContain('<em>sanded</em>');
    expect(html).toContain('<code>primed</code>');
    expect(html).toMatch(/<br \/>\s*next/);
    expect(html).toContain('<ul>\n<li>foam</li>');
    expect(html).toContain('<ol>\n<li>cut</li>');
    expect(html).toContain(
      '<a href="https://example.com/a?b=1&amp;c=2" rel="nofollow ugc noopener noreferrer">guide</a>',
    );
  });

  it('shows raw HTML as typed: no script, no event handler, no element of its own', () => {
    const html = renderMarkdown(
      '<script>alert(1)</script> <img src=x onerror=alert(1)> <a href="javascript:alert(1)">x</a> <svg onload=alert(1)>',
    );
    expect(html).not.toMatch(/<(script|img|svg|a)\b/i);
    expect(html).toContain('&lt;script&gt;');
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt;');
  });

  it.each([
    ['javascript:alert(1)'],
    ['JAVASCRIPT:alert(1)'],
    ['java\tscript:alert(1)'],
    ['data:text/html,<b>hi</b>'],
    ['vbscript:msgbox(1)'],
    ['//evil.example/x'],
    ['/relative/path'],
  ])('keeps a link to %s as text', (target) => {
    expect(renderMarkdown(`[click](${target})`)).not.toContain('<a ');
  });

  it('never loads an image: one from another host becomes a plain link', () => {
    const html = renderMarkdown('![tracker](https://evil.example/pixel.png)');
    expect(html).not.toContain('<img');
    expect(html).toContain('href="https://evil.example/pixel.png"');
  });

  it('cannot break out of a link’s address into an attribute', () => {
    const html = renderMarkdown('[click](https://ok.example" onmouseover="alert(1))');
    expect(html).not.toMatch(/<a [^>]*onmouseover/);
  });

  it('leaves headings, tables and quotes as typed', () => {
    expect(renderMarkdown('# Big\n\n> quote')).toBe('<p># Big</p>\n<p>&gt; quote</p>');
  });

  it('answers nothing for blank text', () => {
    expect(renderMarkdown('  \n ')).toBe('');
  });

  it('renders a source the same way every time, also once far more text has been rendered since', () => {
    const source = 'Primed **twice**\n\n<script>alert(1)</script>';
    const first = renderMarkdown(source);
    expect(renderMarkdown(source)).toBe(first);
    // More than the kept HTML holds (2 million characters), each different.
    for (let i = 0; i < 300; i++) renderMarkdown(`Entry ${i}: ${'foam '.repeat(2_000)}`);
    expect(renderMarkdown(source)).toBe(first);
    expect(first).toBe('<p>Primed <strong>twice</strong></p>\n<p>&lt;script&gt;alert(1)&lt;/script&gt;</p>');
    expect(renderMarkdown('Entry 299: **new**')).toBe('<p>Entry 299: <strong>new</strong></p>');
  });
});

describe('markdownToText', () => {
  it('drops the marks, keeps what was typed, and shortens', () => {
    expect(markdownToText('Hello **bold** & [link](https://a.example) <b>x</b>')).toBe(
      'Hello bold & link <b>x</b>',
    );
    expect(markdownToText('word '.repeat(100), 20)).toBe('word word word word…');
  });
});
