// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ResponsivePhoto } from './responsive-photo';

afterEach(cleanup);

const attrs = (img: HTMLElement, names: string[]) =>
  Object.fromEntries(names.map((n) => [n, img.getAttribute(n)]));

describe('ResponsivePhoto', () => {
  it('offers the renditions below the photo, reserves its box and waits until it is near', () => {
    render(<ResponsivePhoto src="/api/images/4" width={1600} height={1200} sizes="22rem" alt="A red cape" />);
    const img = screen.getByRole('img', { name: 'A red cape' });
    expect(
      attrs(img, ['src', 'srcset', 'sizes', 'width', 'height', 'loading', 'decoding', 'fetchpriority']),
    ).toEqual({
      src: '/api/images/4',
      srcset: '/api/images/4?w=480 480w, /api/images/4?w=960 960w, /api/images/4 1600w',
      sizes: '22rem',
      width: '1600',
      height: '1200',
      loading: 'lazy',
      decoding: 'async',
      fetchpriority: null,
    });
  });

  it('fetches the first photo of a page at once and first', () => {
    render(
      <ResponsivePhoto
        src="/api/images/4?exp=1&sig=x"
        width={700}
        height={700}
        sizes="100vw"
        alt=""
        priority
      />,
    );
    const img = document.querySelector('img')!;
    expect(attrs(img, ['srcset', 'loading', 'fetchpriority', 'alt'])).toEqual({
      srcset: '/api/images/4?exp=1&sig=x&w=480 480w, /api/images/4?exp=1&sig=x 700w',
      loading: 'eager',
      fetchpriority: 'high',
      alt: '',
    });
  });
});
