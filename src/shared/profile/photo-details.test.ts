import { describe, expect, it } from 'vitest';
import { normalizeCreditLink, photoDetailsInputSchema, photoSrcSet, photoUrlAt } from './photo-details';

describe('photoUrlAt', () => {
  it('adds w as the only query parameter of a plain address', () => {
    expect(photoUrlAt('/api/images/7', 480)).toBe('/api/images/7?w=480');
  });
  it('appends w after the signature of a signed address', () => {
    expect(photoUrlAt('/api/images/7?exp=123&sig=abc', 960)).toBe('/api/images/7?exp=123&sig=abc&w=960');
  });
});

describe('photoSrcSet', () => {
  it('offers both renditions and the photo for a 1600 px photo', () => {
    expect(photoSrcSet('/api/images/7', 1600)).toBe(
      '/api/images/7?w=480 480w, /api/images/7?w=960 960w, /api/images/7 1600w',
    );
  });
  it('offers only renditions narrower than the photo', () => {
    expect(photoSrcSet('/api/images/7', 700)).toBe('/api/images/7?w=480 480w, /api/images/7 700w');
    expect(photoSrcSet('/api/images/7', 960)).toBe('/api/images/7?w=480 480w, /api/images/7 960w');
    expect(photoSrcSet('/api/images/7', 480)).toBe('/api/images/7 480w');
    expect(photoSrcSet('/api/images/7', 300)).toBe('/api/images/7 300w');
  });
  it('keeps the signature on every candidate of a signed address', () => {
    expect(photoSrcSet('/api/images/7?exp=1&sig=s', 1200)).toBe(
      '/api/images/7?exp=1&sig=s&w=480 480w, /api/images/7?exp=1&sig=s&w=960 960w, /api/images/7?exp=1&sig=s 1200w',
    );
  });
});

describe('photoDetailsInputSchema', () => {
  it('accepts per-slot text and refuses over-long alt text', () => {
    const ok = { profileImage: { alt: 'A red cape', creditName: 'Sam', creditLink: '' } };
    expect(photoDetailsInputSchema.parse(ok)).toEqual(ok);
    const long = { profileImage: { alt: 'x'.repeat(301), creditName: '', creditLink: '' } };
    expect(photoDetailsInputSchema.safeParse(long).success).toBe(false);
  });
});

describe('normalizeCreditLink', () => {
  it.each([
    ['', ''],
    ['  ', ''],
    ['https://example.com/sam', 'https://example.com/sam'],
    ['http://example.com', 'http://example.com/'],
    ['instagram.com/sam.shoots', 'https://instagram.com/sam.shoots'],
    [' HTTPS://Example.COM/Path ', 'https://example.com/Path'],
  ])('keeps %j as %j', (raw, stored) => {
    expect(normalizeCreditLink(raw)).toBe(stored);
  });

  it.each([
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    'data:text/html,<b>x</b>',
    'mailto:sam@example.com',
    'ftp://example.com/x',
    '@sam',
    'sam',
    'https://user:pw@example.com/',
    'http://',
  ])('refuses %j', (raw) => {
    expect(normalizeCreditLink(raw)).toBeUndefined();
  });
});
