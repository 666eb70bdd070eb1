// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { loadClubContent, renderWithContent } from './render-with-content';
import StateStoresPage from './state-stores-page';

afterEach(cleanup);

const content = loadClubContent();

function renderState(slug: string) {
  return renderWithContent(StateStoresPage, {
    path: `/localstores/${slug}`,
    route: '/localstores/:state',
    content,
  });
}

function storeLinks(): HTMLAnchorElement[] {
  return screen
    .getAllByRole('link')
    .filter((a): a is HTMLAnchorElement => a.getAttribute('target') === '_blank');
}

describe('state stores page', () => {
  it.each([
    ['kansas', 'Kansas', 8],
    ['missouri', 'Missouri', 5],
  ])('%s lists its external store links and a titled lazy map', (slug, name, count) => {
    renderState(slug);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(`${name} stores`);
    const links = storeLinks();
    expect(links).toHaveLength(count);
    for (const link of links) {
      expect(link.getAttribute('rel')).toBe('noopener noreferrer');
      expect(link.href).toMatch(/^https:\/\//);
    }
    const frame = screen.getByTitle(`${name} fabric and craft stores map`);
    expect(frame.tagName).toBe('IFRAME');
    expect(frame.getAttribute('loading')).toBe('lazy');
    expect(frame.getAttribute('src')).toBe(content.stores[slug]?.mapEmbedUrl);
  });

  it('shows what each store sells and its town', () => {
    renderState('kansas');
    const first = content.stores.kansas!.stores[0]!;
    expect(screen.getByText(first.sells)).toBeTruthy();
    // The town chip reads "Town: Wichita" to a screen reader (the label is visually hidden).
    const card = screen.getByText(first.sells).closest('li');
    expect(card?.textContent).toContain(`Town: ${first.town}`);
  });

  it.each([
    'illinois',
    'indiana',
    'iowa',
    'michigan',
    'minnesota',
    'nebraska',
    'northdakota',
    'ohio',
    'southdakota',
    'wisconsin',
  ])('%s is a title-only placeholder', (slug) => {
    renderState(slug);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toMatch(/ stores$/);
    expect(screen.getByText('No stores listed yet.')).toBeTruthy();
    expect(storeLinks()).toHaveLength(0);
    expect(document.querySelector('iframe')).toBeNull();
  });

  it('uses the state name in the placeholder title', () => {
    renderState('southdakota');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('South Dakota stores');
  });

  it.each(['Kansas', 'KANSAS', 'ks', 'KS'])('/localstores/%s shows Kansas at its own address', (typed) => {
    renderState(typed);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Kansas stores');
    expect(storeLinks()).toHaveLength(8);
  });

  it('renders the not-found page for an unknown state', () => {
    renderState('texas');
    expect(screen.getByText('The page you have requested was not found.')).toBeTruthy();
    expect(screen.queryByText(/stores$/)).toBeNull();
  });
});
