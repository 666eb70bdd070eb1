// @vitest-environment jsdom
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { TutorialSummary } from '../../../shared/api/tutorials';
import { json, stubFetch } from '../../test-support/fetch-stub';
import { renderAt, tearDown } from '../../test-support/render-route';
import MeasurementsPage from './measurements-page';

const summary = (overrides: Partial<TutorialSummary> = {}): TutorialSummary => ({
  id: 9,
  title: 'Foam armour, start to finish',
  maker: { username: 'robin', name: 'Robin Tailor' },
  cover: null,
  steps: 4,
  publishedAt: Date.UTC(2030, 5, 2),
  ...overrides,
});

const show = () => renderAt('/measurements', <MeasurementsPage />);

describe('/measurements: the tutorials that use each calculator', () => {
  afterEach(() => {
    window.history.replaceState(null, '', '/');
    tearDown();
  });

  it('asks only when a calculator is opened, and lists its tutorials under it', async () => {
    const calls = stubFetch({
      'GET /api/tutorials?calculator=circle': json(200, { tutorials: [summary()] }),
    });
    show();
    expect(calls).toHaveLength(0);
    const button = screen.getByRole('button', { name: 'Circle' });
    fireEvent.click(button);
    const list = await screen.findByRole('region', { name: 'Tutorials that use it' });
    expect(calls.map((c) => c.url)).toEqual(['/api/tutorials?calculator=circle']);
    const panel = document.getElementById(button.getAttribute('aria-controls') ?? '');
    expect(panel?.contains(list)).toBe(true);
    const link = within(list).getByRole('link', { name: 'Foam armour, start to finish' });
    expect(link.getAttribute('href')).toBe('/tutorials/9');
    expect(list.textContent).toContain('by Robin Tailor');
    // Closing and opening again does not ask again.
    fireEvent.click(button);
    fireEvent.click(button);
    expect(calls).toHaveLength(1);
  });

  it('shows nothing under a calculator no tutorial uses', async () => {
    const calls = stubFetch({ 'GET /api/tutorials?calculator=led': json(200, { tutorials: [] }) });
    show();
    fireEvent.click(screen.getByRole('button', { name: 'LED Series Resistor' }));
    await waitFor(() => expect(calls.map((c) => c.url)).toEqual(['/api/tutorials?calculator=led']));
    // Let the (empty) answer arrive and render.
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    expect(screen.queryByRole('heading', { name: 'Tutorials that use it' })).toBeNull();
  });

  it('opens the calculator its address names (/measurements#triangle), with its id on the section', async () => {
    stubFetch({ 'GET /api/tutorials?calculator=triangle': json(200, { tutorials: [summary({ id: 3 })] }) });
    window.history.replaceState(null, '', '/measurements#triangle');
    show();
    expect(screen.getByRole('button', { name: 'Triangle' }).getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByRole('button', { name: 'Circle' }).getAttribute('aria-expanded')).toBe('false');
    expect(document.getElementById('triangle')?.textContent).toContain('Triangle');
    for (const id of ['circle', 'rectangle', 'electronics', 'led'])
      expect(document.getElementById(id)).toBeTruthy();
    expect(await screen.findByRole('link', { name: 'Foam armour, start to finish' })).toBeTruthy();
  });
});
