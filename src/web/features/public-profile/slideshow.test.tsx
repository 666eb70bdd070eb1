// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Slideshow } from './slideshow';

const IMAGES = ['/img/a.webp', '/img/b.webp', '/img/c.webp'];

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
    render(<Slideshow images={['/img/a.webp']} owner="robin" />);
    expect(screen.getByRole('img').getAttribute('alt')).toBe('Slide 1 of 1 from robin');
    expect(screen.queryAllByRole('button')).toHaveLength(0);
  });
});
