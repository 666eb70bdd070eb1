// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ShareProfile } from './share-profile';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const PROFILE_URL = `${window.location.origin}/public/robin%20t`;

/** The navigator as a browser with (or without) the share sheet and the clipboard has it. */
function browserWith(abilities: {
  share?: (data: ShareData) => Promise<void>;
  writeText?: (t: string) => Promise<void>;
}) {
  vi.stubGlobal('navigator', {
    ...window.navigator,
    share: abilities.share,
    clipboard: abilities.writeText ? { writeText: abilities.writeText } : undefined,
  });
}

function renderShare() {
  document.title = 'Robin Tailor · Midwest Cosplay & Maker Club';
  render(
    <MemoryRouter>
      <ShareProfile username="robin t" />
    </MemoryRouter>,
  );
  return screen.getByRole('button', { name: 'Share profile' });
}

describe('Share profile', () => {
  it('opens the share sheet with the page title and the profile’s address, and copies nothing', async () => {
    const share = vi.fn(async () => {});
    const writeText = vi.fn(async () => {});
    browserWith({ share, writeText });
    fireEvent.click(renderShare());
    await waitFor(() =>
      expect(share).toHaveBeenCalledWith({
        title: 'Robin Tailor · Midwest Cosplay & Maker Club',
        url: PROFILE_URL,
      }),
    );
    expect(writeText).not.toHaveBeenCalled();
    expect(screen.getByRole('status').textContent).toBe('');
  });

  it('does nothing more when the member closes the share sheet', async () => {
    const share = vi.fn(async () => {
      throw new DOMException('Share canceled', 'AbortError');
    });
    const writeText = vi.fn(async () => {});
    browserWith({ share, writeText });
    fireEvent.click(renderShare());
    await waitFor(() => expect(share).toHaveBeenCalled());
    expect(writeText).not.toHaveBeenCalled();
    expect(screen.queryByRole('textbox')).toBeNull();
  });

  it('copies the link and says so politely where there is no share sheet', async () => {
    const writeText = vi.fn(async () => {});
    browserWith({ writeText });
    fireEvent.click(renderShare());
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('Link copied'));
    expect(writeText).toHaveBeenCalledWith(PROFILE_URL);
    expect(screen.getByRole('status').getAttribute('aria-live') ?? 'polite').toBe('polite');
  });

  it('copies the link when the share sheet refuses (not a cancel)', async () => {
    const share = vi.fn(async () => {
      throw new DOMException('Not allowed', 'NotAllowedError');
    });
    const writeText = vi.fn(async () => {});
    browserWith({ share, writeText });
    fireEvent.click(renderShare());
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('Link copied'));
    expect(writeText).toHaveBeenCalledWith(PROFILE_URL);
  });

  it('shows the link selected in a field when neither sharing nor the clipboard is there', async () => {
    browserWith({});
    fireEvent.click(renderShare());
    const field = (await screen.findByRole('textbox', { name: 'Copy this link' })) as HTMLInputElement;
    expect(field.value).toBe(PROFILE_URL);
    expect(field.readOnly).toBe(true);
    expect([field.selectionStart, field.selectionEnd]).toEqual([0, PROFILE_URL.length]);
    expect(screen.getByRole('status').textContent).toBe('');
  });

  it('links to the printable card', () => {
    browserWith({});
    renderShare();
    expect(screen.getByRole('link', { name: 'Printable card' }).getAttribute('href')).toBe(
      '/public/robin%20t/card',
    );
  });
});
