// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import type { MosaicMember } from '../../../shared/api/home';
import { MemberMosaic, MOSAIC_SLOTS } from './member-mosaic';

afterEach(cleanup);

function renderMosaic(members: MosaicMember[] | undefined) {
  const router = createMemoryRouter([{ path: '/', element: <MemberMosaic members={members} /> }]);
  return render(<RouterProvider router={router} />);
}

const member = (i: number): MosaicMember => ({
  username: `maker ${i}`,
  name: `Maker Number${i}`,
  image: `/api/images/photo${i}/thumb`,
});

describe('MemberMosaic', () => {
  it("shows each member's photo, named by their name, linking to their public profile", () => {
    renderMosaic([member(1), member(2)]);
    const list = screen.getByRole('list', { name: 'Recent members' });
    const photo = screen.getByRole('img', { name: 'Maker Number1' });
    expect(photo.getAttribute('src')).toBe('/api/images/photo1/thumb');
    expect(photo.closest('a')?.getAttribute('href')).toBe('/public/maker%201');
    // Sized and lazy, so nothing moves when it loads and the heading stays the largest paint.
    expect(photo.getAttribute('width')).toBe('200');
    expect(photo.getAttribute('height')).toBe('200');
    expect(photo.getAttribute('loading')).toBe('lazy');
    expect(photo.getAttribute('decoding')).toBe('async');
    expect(screen.getAllByRole('link')).toHaveLength(2);
    // Decorative tiles fill the rest of the grid, hidden from screen readers.
    expect(list.querySelectorAll('li')).toHaveLength(MOSAIC_SLOTS);
    expect(list.querySelectorAll('li[aria-hidden="true"]')).toHaveLength(MOSAIC_SLOTS - 2);
  });

  it('shows at most twelve members', () => {
    renderMosaic(Array.from({ length: 15 }, (_, i) => member(i)));
    expect(screen.getAllByRole('img')).toHaveLength(MOSAIC_SLOTS);
    expect(document.querySelectorAll('li[aria-hidden="true"]')).toHaveLength(0);
  });

  it('is a decorative composition, not an empty list, before there are photos', () => {
    const { container } = renderMosaic([]);
    expect(screen.queryByRole('list')).toBeNull();
    expect(screen.queryByRole('link')).toBeNull();
    expect(container.querySelectorAll('.member-mosaic-filler')).toHaveLength(MOSAIC_SLOTS);
  });
});
