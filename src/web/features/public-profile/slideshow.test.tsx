// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PhotoDetails } from '../../../shared/profile/photo-details';
import { photoSizes } from '../../../shared/profile/photo-srcset';
import { Slideshow } from './slideshow';

const IMAGES = ['/img/a.webp', '/img/b.webp', '/img/c.webp'].map((src) => ({ src, details: null }));

const details = (alt: string, credit: PhotoDetails['credit'] = null): PhotoDetails => ({
  width: 1600,
  height: 1600,
  alt,
  credit,
});

function currentSlide(): number {
  const dots = screen.getAllByRole('button', { name: /^Show slide/ });
  return dots.findIndex((dot) => dot.getAttribute('aria-current') === 'true') + 1;
}

const tick = (ms: number) => act(() => vi.advanceTimersByTime(ms));

function preferReducedMotion(reduce: boolean) {
  const list = { matches: reduce, addEventListener: vi.fn(), removeEventListener: vi.fn() };
  vi.stubGlobal(
    'matchMedia',
    vi.fn(() => list),
  );
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('Slideshow', () => {
  it('shows nothing without images', () => {
    const { container } = render(<Slideshow images={[]} owner="robin" />);
    expect(container.innerHTML).toBe('');
  });

  it('advances every 3 seconds and loops, with dots and no arrows', () => {
    render(<Slideshow images={IMAGES} owner="robin" />);
    expect(screen.getAllByRole('button', { name: /^Show slide/ })).toHaveLength(3);
    expect(screen.queryByRole('button', { name: /next|previous/i })).toBeNull();
    expect(currentSlide()).toBe(1);
    tick(2999);
    expect(currentSlide()).toBe(1);
    tick(1);
    expect(currentSlide()).toBe(2);
    tick(3000);
    expect(currentSlide()).toBe(3);
    tick(3000);
    expect(currentSlide()).toBe(1);
  });

  it('shows the active slide and hides the others from assistive technology', () => {
    render(<Slideshow images={IMAGES} owner="robin" />);
    const visible = screen.getAllByRole('img');
    expect(visible).toHaveLength(1);
    expect(visible[0]?.getAttribute('alt')).toBe('Slide 1 of 3 from robin');
    tick(3000);
    expect(screen.getByRole('img').getAttribute('alt')).toBe('Slide 2 of 3 from robin');
  });

  it('jumps to a slide chosen by its dot and keeps it up for a full interval', () => {
    render(<Slideshow images={IMAGES} owner="robin" />);
    tick(2000);
    fireEvent.click(screen.getByRole('button', { name: 'Show slide 3' }));
    expect(currentSlide()).toBe(3);
    fireEvent.blur(screen.getByRole('button', { name: 'Show slide 3' }));
    tick(2999);
    expect(currentSlide()).toBe(3);
    tick(1);
    expect(currentSlide()).toBe(1);
  });

  it('holds still when the visitor prefers reduced motion', () => {
    preferReducedMotion(true);
    render(<Slideshow images={IMAGES} owner="robin" />);
    tick(10_000);
    expect(currentSlide()).toBe(1);
    expect(screen.queryByRole('button', { name: /pause/i })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Show slide 2' }));
    expect(currentSlide()).toBe(2);
  });

  it('keeps moving when reduced motion is not asked for', () => {
    preferReducedMotion(false);
    render(<Slideshow images={IMAGES} owner="robin" />);
    tick(3000);
    expect(currentSlide()).toBe(2);
  });

  it('pauses while hovered and after the Pause button', () => {
    const { container } = render(<Slideshow images={IMAGES} owner="robin" />);
    const carousel = container.querySelector('section')!;
    fireEvent.pointerEnter(carousel, { pointerType: 'mouse' });
    tick(6000);
    expect(currentSlide()).toBe(1);
    fireEvent.pointerLeave(carousel, { pointerType: 'mouse' });
    tick(3000);
    expect(currentSlide()).toBe(2);

    // A touch does not leave the slideshow paused.
    fireEvent.pointerEnter(carousel, { pointerType: 'touch' });
    tick(3000);
    expect(currentSlide()).toBe(3);
    fireEvent.pointerLeave(carousel, { pointerType: 'touch' });
    fireEvent.click(screen.getByRole('button', { name: 'Show slide 2' }));

    fireEvent.click(screen.getByRole('button', { name: 'Pause slideshow' }));
    fireEvent.blur(screen.getByRole('button', { name: 'Play slideshow' }));
    tick(9000);
    expect(currentSlide()).toBe(2);
    fireEvent.click(screen.getByRole('button', { name: 'Play slideshow' }));
    fireEvent.blur(screen.getByRole('button', { name: 'Pause slideshow' }));
    tick(3000);
    expect(currentSlide()).toBe(3);
  });

  it('shows a single image without dots or timer', () => {
    render(<Slideshow images={[{ src: '/img/a.webp', details: null }]} owner="robin" />);
    expect(screen.getByRole('img').getAttribute('alt')).toBe('Slide 1 of 1 from robin');
    expect(screen.queryAllByRole('button')).toHaveLength(0);
  });

  it('describes each slide by its alt text and offers the stored widths, lazily', () => {
    const slides = [
      { src: '/api/images/1', details: details('Robin as Zelda at Kansas City Comic Con') },
      { src: '/api/images/2?exp=9&sig=s', details: { ...details(''), width: 900, height: 900 } },
    ];
    render(<Slideshow images={slides} owner="robin" />);
    const first = screen.getByRole('img');
    expect(first.getAttribute('alt')).toBe('Robin as Zelda at Kansas City Comic Con');
    expect(first.getAttribute('srcset')).toBe(
      '/api/images/1?w=480 480w, /api/images/1?w=960 960w, /api/images/1 1600w',
    );
    expect(first.getAttribute('sizes')).toBe(photoSizes(32));
    expect([first.getAttribute('width'), first.getAttribute('height')]).toEqual(['1600', '1600']);
    expect(first.getAttribute('loading')).toBe('lazy');
    expect(first.getAttribute('fetchpriority')).toBeNull();
    tick(3000);
    // No description yet: the slide keeps its place-in-the-show text.
    const second = screen.getByRole('img');
    expect(second.getAttribute('alt')).toBe('Slide 2 of 2 from robin');
    expect(second.getAttribute('srcset')).toBe(
      '/api/images/2?exp=9&sig=s&w=480 480w, /api/images/2?exp=9&sig=s 900w',
    );
    expect(second.getAttribute('width')).toBe('900');
  });

  it('captions the slide shown with its photographer, linked out when there is a link', () => {
    const slides = [
      { src: '/a', details: details('Cape', { name: 'Sam Lens', url: 'https://sam.example/portfolio' }) },
      { src: '/b', details: details('Sword', { name: 'Jo', url: '' }) },
      { src: '/c', details: details('Boots') },
    ];
    const { container } = render(<Slideshow images={slides} owner="robin" />);
    const link = screen.getByRole('link', { name: /Sam Lens/ });
    expect(link.closest('p')?.textContent).toBe('Photo: Sam Lens (opens in a new tab)');
    expect(link.getAttribute('href')).toBe('https://sam.example/portfolio');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer nofollow ugc');
    expect(link.getAttribute('target')).toBe('_blank');
    tick(3000);
    expect(screen.queryByRole('link')).toBeNull();
    expect(container.querySelector('.slideshow-credit')?.textContent).toBe('Photo: Jo');
    tick(3000);
    expect(container.querySelector('.slideshow-credit')).toBeNull();
  });

  it('puts a slide in the page only when the show comes near it', () => {
    const slides = ['/1', '/2', '/3', '/4', '/5'].map((src) => ({ src, details: details('') }));
    const { container } = render(<Slideshow images={slides} owner="robin" />);
    const inPage = () => [...container.querySelectorAll('img')].map((img) => img.getAttribute('src'));
    expect(inPage()).toEqual(['/1', '/2']);
    tick(3000);
    expect(inPage()).toEqual(['/1', '/2', '/3']);
    fireEvent.click(screen.getByRole('button', { name: 'Show slide 5' }));
    expect(inPage()).toEqual(['/1', '/2', '/3', '/4', '/5']);
    // Slides already fetched stay, so the loop back to the start does not fetch them again.
    fireEvent.click(screen.getByRole('button', { name: 'Show slide 1' }));
    expect(inPage()).toHaveLength(5);
  });
});
