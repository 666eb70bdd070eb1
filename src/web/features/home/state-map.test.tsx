// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { SHADE_BINS, shadeOf } from './map-shades';
import { STATE_MAP_VIEWBOX, StateMap } from './state-map';
import PATHS from './state-map-paths.json';

afterEach(cleanup);

const STATES = [
  'Illinois',
  'Indiana',
  'Iowa',
  'Kansas',
  'Michigan',
  'Minnesota',
  'Missouri',
  'Nebraska',
  'North Dakota',
  'Ohio',
  'South Dakota',
  'Wisconsin',
];

const COUNTS: Record<string, number> = {
  Illinois: 42,
  Indiana: 7,
  Iowa: 1,
  Kansas: 12,
  Michigan: 1234,
  Minnesota: 25,
  Missouri: 18,
  Nebraska: 0,
  'North Dakota': 3,
  Ohio: 9,
  'South Dakota': 2,
  Wisconsin: 31,
};

const svgLinks = (container: HTMLElement) => [...container.querySelectorAll('svg a')];
const listLinks = (container: HTMLElement) => [...container.querySelectorAll('ul.state-map-list a')];

/** The link with this exact href inside the map ('svg') or the list ('ul'). */
function linkIn(container: HTMLElement, scope: 'svg' | 'ul', href: string): Element | null {
  return [...container.querySelectorAll(`${scope} a`)].find((a) => a.getAttribute('href') === href) ?? null;
}

describe('generated state paths', () => {
  it('has the twelve club states with a path and a label point inside the viewBox', () => {
    expect(PATHS.states.map((s) => s.name).sort()).toEqual(STATES);
    // The map holds its size while the outlines load: its viewBox is the data's.
    expect(PATHS.viewBox).toBe(STATE_MAP_VIEWBOX);
    const [, , width, height] = STATE_MAP_VIEWBOX.split(' ').map(Number);
    for (const state of PATHS.states) {
      expect(state.d).toMatch(/^M[\d.]+[ -]?[\d.]+l/);
      expect(state.labelX).toBeGreaterThan(0);
      expect(state.labelX).toBeLessThan(width!);
      expect(state.labelY).toBeGreaterThan(0);
      expect(state.labelY).toBeLessThan(height!);
    }
  });
});

describe('StateMap', () => {
  it('lists every state with its count and link before the outlines have loaded', () => {
    const { container } = render(<StateMap counts={COUNTS} paths={undefined} />);
    expect(svgLinks(container)).toHaveLength(0);
    const links = listLinks(container);
    expect(links).toHaveLength(12);
    expect(container.querySelector('svg')?.getAttribute('viewBox')).toBe(STATE_MAP_VIEWBOX);
    expect(linkIn(container, 'ul', '/search?query=Kansas&state=Kansas')).not.toBeNull();
  });

  it('labels the map with its title', () => {
    const { container } = render(<StateMap counts={COUNTS} paths={PATHS} />);
    const svg = container.querySelector('svg')!;
    expect(svg.getAttribute('role')).toBeNull();
    expect(svg.getAttribute('viewBox')).toBe(STATE_MAP_VIEWBOX);
    const title = document.getElementById(svg.getAttribute('aria-labelledby') ?? '');
    expect(title?.tagName.toLowerCase()).toBe('title');
    expect(title?.textContent).toBe("Map of the club's twelve states");
  });

  it('links each of the twelve states to the member search, on the map and in the list', () => {
    const { container } = render(<StateMap counts={COUNTS} paths={PATHS} />);
    const expected = STATES.map(
      (name) => `/search?query=${encodeURIComponent(name)}&state=${encodeURIComponent(name)}`,
    ).sort();
    expect(
      svgLinks(container)
        .map((a) => a.getAttribute('href'))
        .sort(),
    ).toEqual(expected);
    expect(
      listLinks(container)
        .map((a) => a.getAttribute('href'))
        .sort(),
    ).toEqual(expected);
    expect(linkIn(container, 'svg', '/search?query=North%20Dakota&state=North%20Dakota')).not.toBeNull();
    expect(
      linkIn(container, 'ul', '/search?query=South%20Dakota&state=South%20Dakota')?.textContent,
    ).toContain('South Dakota');
    for (const link of svgLinks(container))
      expect(link.querySelector('path')?.getAttribute('d')).toBeTruthy();
  });

  it('shows the member counts from props, with the full state name in each accessible name', () => {
    render(<StateMap counts={COUNTS} paths={PATHS} />);
    expect(screen.getByRole('link', { name: 'Kansas: 12 members' }).getAttribute('href')).toBe(
      '/search?query=Kansas&state=Kansas',
    );
    expect(screen.getByRole('link', { name: 'Iowa: 1 member' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Michigan: 1,234 members' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'North Dakota: 3 members' }).getAttribute('href')).toBe(
      '/search?query=North%20Dakota&state=North%20Dakota',
    );
    expect(screen.getByRole('link', { name: 'Kansas 12 members' }).getAttribute('href')).toBe(
      '/search?query=Kansas&state=Kansas',
    );
    expect(screen.getByRole('link', { name: 'Iowa 1 member' })).toBeTruthy();
  });

  it('shows zero counts as 0, including states missing from the counts', () => {
    const { container } = render(<StateMap counts={{ Kansas: 5 }} paths={PATHS} />);
    expect(screen.getByRole('link', { name: 'Nebraska: 0 members' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Ohio: 0 members' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Nebraska 0 members' })).toBeTruthy();
    const nebraska = linkIn(container, 'svg', '/search?query=Nebraska&state=Nebraska')!;
    expect(nebraska.textContent).toContain('0 members');
    expect(nebraska.querySelector('.state-map-label-short')?.textContent).toBe('NE0');
  });

  it('shows an ellipsis while the counts are loading', () => {
    const { container } = render(<StateMap counts={undefined} paths={PATHS} />);
    expect(screen.getByRole('link', { name: 'Kansas: member count loading' })).toBeTruthy();
    for (const link of [...svgLinks(container), ...listLinks(container)]) {
      expect(link.textContent).toContain('…');
      expect(link.textContent).not.toMatch(/\d/);
    }
  });

  it('shows the caption', () => {
    const { container } = render(<StateMap counts={COUNTS} paths={PATHS} />);
    const caption = screen.getByText('click a state to see users there');
    expect(caption.tagName.toLowerCase()).toBe('p');
    expect(caption.className).toBe('state-map-caption');
    expect(container.querySelectorAll('ul.state-map-list > li')).toHaveLength(12);
  });
});

describe('map shading', () => {
  it('puts every count in the bin whose range holds it', () => {
    expect([0, 1, 4, 5, 24, 25, 99, 100, 5000].map(shadeOf)).toEqual([0, 1, 1, 2, 2, 3, 3, 4, 4]);
    expect(shadeOf(undefined)).toBeUndefined();
    // The bins leave no gaps: each starts one past the end of the previous one.
    for (const [i, bin] of SHADE_BINS.entries()) {
      if (i > 0) expect(bin.min).toBe((SHADE_BINS[i - 1]!.max ?? Number.NaN) + 1);
    }
  });

  it('shades each state, on the map and in the list, by its count', () => {
    const { container } = render(<StateMap counts={COUNTS} paths={PATHS} />);
    const shadeOfLink = (scope: 'svg' | 'ul', name: string) =>
      linkIn(
        container,
        scope,
        `/search?query=${encodeURIComponent(name)}&state=${encodeURIComponent(name)}`,
      )?.getAttribute('data-shade');
    const expected: Record<string, string> = {
      Nebraska: '0',
      Iowa: '1',
      'North Dakota': '1',
      Indiana: '2',
      Kansas: '2',
      Minnesota: '3',
      Illinois: '3',
      Michigan: '4',
    };
    for (const [name, shade] of Object.entries(expected)) {
      expect(shadeOfLink('svg', name), name).toBe(shade);
      expect(shadeOfLink('ul', name), name).toBe(shade);
    }
  });

  it('explains the shades in a legend, and leaves states unshaded while loading', () => {
    const { container } = render(<StateMap counts={undefined} paths={PATHS} />);
    const legend = screen.getByRole('list', { name: 'Members per state' });
    expect([...legend.querySelectorAll('li')].map((li) => [li.dataset.shade, li.textContent])).toEqual([
      ['0', '0'],
      ['1', '1–4'],
      ['2', '5–24'],
      ['3', '25–99'],
      ['4', '100+'],
    ]);
    for (const link of svgLinks(container)) expect(link.hasAttribute('data-shade')).toBe(false);
  });

  it('shows a state’s next public event under its tile, linking to the state’s events', () => {
    const events = {
      Iowa: {
        state: 'Iowa',
        count: 2,
        next: {
          id: 9,
          title: 'Spring build night',
          startsAt: '2031-03-07T18:00:00-06:00',
          timeZone: 'America/Chicago',
        },
      },
    };
    const { container } = render(<StateMap counts={COUNTS} paths={PATHS} events={events} />);
    const link = linkIn(container, 'ul', '/events?state=Iowa');
    expect(link?.textContent).toBe('Next: Spring build nightFri, Mar 7, 2031 · 2 events');
    // Only states with coming events get the second link; the member links stay as they were.
    expect(listLinks(container).filter((a) => a.getAttribute('href')?.startsWith('/events'))).toHaveLength(1);
    expect(linkIn(container, 'ul', '/search?query=Iowa&state=Iowa')).not.toBeNull();
  });
});
