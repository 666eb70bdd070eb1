// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ShareLink } from './share-link';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const URL_SHARED = 'https://club.example.net/events/12';

describe('ShareLink', () => {
  it('shares the address it is given under its own label, with the row’s other actions beside it', async () => {
    const share = vi.fn(async () => {});
    vi.stubGlobal('navigator', { ...window.navigator, share });
    document.title = 'Build night · Midwest Cosplay & Maker Club';
    render(
      <ShareLink url={URL_SHARED} label="Share event">
        <a href="/api/events/12.ics">Add to calendar</a>
      </ShareLink>,
    );
    const button = screen.getByRole('button', { name: 'Share event' });
    expect(button.closest('.cta-row')?.contains(screen.getByRole('link', { name: 'Add to calendar' }))).toBe(
      true,
    );
    fireEvent.click(button);
    await waitFor(() =>
      expect(share).toHaveBeenCalledWith({
        title: 'Build night · Midwest Cosplay & Maker Club',
        url: URL_SHARED,
      }),
    );
  });

  it('gives each copy field its own id, so two on a page stay labelled', async () => {
    vi.stubGlobal('navigator', { ...window.navigator, share: undefined, clipboard: undefined });
    render(
      <>
        <ShareLink url={URL_SHARED} label="Share event" />
        <ShareLink url="https://club.example.net/public/robin" label="Share profile" />
      </>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Share event' }));
    fireEvent.click(screen.getByRole('button', { name: 'Share profile' }));
    const fields = (await screen.findAllByRole('textbox', { name: 'Copy this link' })) as HTMLInputElement[];
    expect(fields.map((f) => f.value)).toEqual([URL_SHARED, 'https://club.example.net/public/robin']);
  });
});
