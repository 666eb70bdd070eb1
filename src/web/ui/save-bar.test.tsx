// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { formatBytes, SaveBarStatus, uploadText } from './save-bar';

afterEach(cleanup);

describe('formatBytes and uploadText', () => {
  it('writes sizes as phones do', () => {
    expect(formatBytes(512)).toBe('512 bytes');
    expect(formatBytes(640 * 1024)).toBe('640 KB');
    expect(formatBytes(1.25 * 1024 * 1024)).toBe('1.3 MB');
  });

  it('says what has been sent, then that the server is saving', () => {
    expect(uploadText({ sent: 0, total: 0 })).toBe('Sending photos…');
    expect(uploadText({ sent: 300 * 1024, total: 0 })).toBe('Sending photos: 300 KB');
    expect(uploadText({ sent: 1024 * 1024, total: 3 * 1024 * 1024 })).toBe(
      'Sending photos: 1.0 MB of 3.0 MB',
    );
    expect(uploadText({ sent: 3 * 1024 * 1024, total: 3 * 1024 * 1024 })).toBe('Photos sent (3.0 MB)');
  });
});

describe('SaveBarStatus', () => {
  it('says "Unsaved changes" only while there are some and nothing is saving', () => {
    const { rerender } = render(<SaveBarStatus changed saving={false} upload={null} />);
    expect(screen.getByText('Unsaved changes')).toBeTruthy();
    rerender(<SaveBarStatus changed={false} saving={false} upload={null} />);
    expect(screen.queryByText('Unsaved changes')).toBeNull();
    rerender(<SaveBarStatus changed saving upload={null} />);
    expect(screen.queryByText('Unsaved changes')).toBeNull();
    expect(screen.queryByRole('progressbar')).toBeNull();
  });

  it('shows the bytes sent as a labelled progress bar while photos go out', () => {
    const { rerender } = render(
      <SaveBarStatus changed saving upload={{ sent: 512 * 1024, total: 2 * 1024 * 1024 }} />,
    );
    expect(screen.queryByText('Unsaved changes')).toBeNull();
    const bar = screen.getByRole('progressbar', { name: 'Sending photos: 512 KB of 2.0 MB' });
    expect(bar.getAttribute('value')).toBe(String(512 * 1024));
    expect(bar.getAttribute('max')).toBe(String(2 * 1024 * 1024));
    expect(screen.getByText('Sending photos.')).toBeTruthy();

    rerender(<SaveBarStatus changed saving upload={{ sent: 2 * 1024 * 1024, total: 2 * 1024 * 1024 }} />);
    expect(screen.getByRole('progressbar', { name: 'Photos sent (2.0 MB)' })).toBeTruthy();
    expect(screen.getByText('Photos sent. Saving your profile.')).toBeTruthy();
  });

  it('is indeterminate until the browser knows the size', () => {
    render(<SaveBarStatus changed saving upload={{ sent: 0, total: 0 }} />);
    const bar = screen.getByRole('progressbar', { name: 'Sending photos…' });
    expect(bar.hasAttribute('value')).toBe(false);
  });
});
