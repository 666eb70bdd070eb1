// @vitest-environment jsdom
import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { LinkedText } from './linked-text';
import { linkify, safeHref } from './linkify';

afterEach(cleanup);

describe('linkify', () => {
  it('finds http(s) and www addresses and leaves the rest as text', () => {
    expect(linkify('Tickets at https://con.example.org/tix. See www.example.com!')).toEqual([
      { kind: 'text', text: 'Tickets at ' },
      { kind: 'link', text: 'https://con.example.org/tix', href: 'https://con.example.org/tix' },
      { kind: 'text', text: '. See ' },
      { kind: 'link', text: 'www.example.com', href: 'https://www.example.com/' },
      { kind: 'text', text: '!' },
    ]);
  });

  it('keeps brackets that belong to the address and drops the one closing the sentence', () => {
    const pieces = linkify('(see https://en.wikipedia.org/wiki/Foam_(material))');
    expect(pieces[1]).toEqual({
      kind: 'link',
      text: 'https://en.wikipedia.org/wiki/Foam_(material)',
      href: 'https://en.wikipedia.org/wiki/Foam_(material)',
    });
    expect(pieces[2]).toEqual({ kind: 'text', text: ')' });
  });

  it('never links javascript:, data:, vbscript: or scheme-less tricks', () => {
    for (const hostile of [
      'javascript:alert(1)',
      'JaVaScRiPt:alert(document.cookie)',
      'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
      'vbscript:msgbox(1)',
      '//evil.example/x',
      'http://',
      'https://localhost',
    ]) {
      expect(
        linkify(hostile).every((p) => p.kind === 'text'),
        hostile,
      ).toBe(true);
    }
    expect(safeHref('javascript://www.example.com/%0aalert(1)')).toBeNull();
  });

  it('ends an address at quotes and angle brackets, so markup around it stays text', () => {
    const pieces = linkify('<a href="https://evil.example/x" onclick="alert(1)">hi</a>');
    const links = pieces.filter((p) => p.kind === 'link');
    expect(links).toEqual([{ kind: 'link', text: 'https://evil.example/x', href: 'https://evil.example/x' }]);
    expect(pieces.map((p) => p.text).join('')).toBe(
      '<a href="https://evil.example/x" onclick="alert(1)">hi</a>',
    );
  });

  it('keeps every character of the text, in order', () => {
    const text = 'a https://x.example/?q=<b>&r="1" www.y.example) z javascript:void(0) \u202e';
    expect(
      linkify(text)
        .map((p) => p.text)
        .join(''),
    ).toBe(text);
  });
});

describe('LinkedText', () => {
  it('renders hostile text as text: no script, no handler, links only to http(s)', () => {
    const hostile = [
      '<script>window.hacked = true</script>',
      '<img src=x onerror="window.hacked = true">',
      'Click javascript:alert(1) or https://ok.example/path?x=1&y=<2>',
      '',
      '"><svg onload=alert(1)> www.club.example',
    ].join('\n');
    const { container } = render(<LinkedText text={hostile} />);
    expect(container.querySelector('script, img, svg, iframe')).toBeNull();
    expect(container.querySelectorAll('[onerror], [onload], [onclick]')).toHaveLength(0);
    const hrefs = [...container.querySelectorAll('a')].map((a) => a.getAttribute('href'));
    expect(hrefs).toEqual(['https://ok.example/path?x=1&y=', 'https://www.club.example/']);
    for (const a of container.querySelectorAll('a')) {
      expect(a.getAttribute('rel')).toBe('noopener noreferrer nofollow ugc');
      expect(a.getAttribute('target')).toBe('_blank');
    }
    expect(container.textContent).toContain('<script>window.hacked = true</script>');
    expect((window as unknown as { hacked?: boolean }).hacked).toBeUndefined();
  });

  it('splits paragraphs on blank lines and keeps single line breaks inside them', () => {
    const { container } = render(<LinkedText text={'Line one\nline two\n\n\nSecond paragraph'} />);
    const paragraphs = container.querySelectorAll('p');
    expect(paragraphs).toHaveLength(2);
    expect(paragraphs[0]!.textContent).toBe('Line one\nline two');
  });
});
