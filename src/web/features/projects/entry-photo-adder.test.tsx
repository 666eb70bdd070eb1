// @vitest-environment jsdom
import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, expect, it, vi } from 'vitest';
import {
  ENTRIES,
  formFields,
  json,
  renderLog,
  sampleEntry,
  samplePhoto,
  sampleProject,
  stubFetch,
  tearDown,
} from './log-test-kit';

// jsdom decodes no images: the resizer hands on a small JPEG.
vi.mock('../../lib/resize-photo', () => ({
  resizePhoto: async () => new Blob(['jpeg'], { type: 'image/jpeg' }),
}));

afterEach(tearDown);

it('lets the maker add a described photo to an entry already posted', async () => {
  const calls = stubFetch({
    [`GET ${ENTRIES}`]: json(200, { entries: [sampleEntry()], next: null }),
    'POST /api/projects/5/photos': json(201, samplePhoto({ alt: 'Strap detail', credit: 'Ada' })),
  });
  renderLog(sampleProject({ mine: true }));
  const entry = await screen.findByRole('article', { name: 'Fri, Nov 20, 2026' });
  fireEvent.click(
    within(entry).getByRole('button', { name: 'Add photos to the entry of Fri, Nov 20, 2026' }),
  );
  const file = new File(['x'], 'strap.jpg', { type: 'image/jpeg' });
  fireEvent.change(within(entry).getByLabelText('Choose photos'), { target: { files: [file] } });
  fireEvent.click(within(entry).getByRole('button', { name: 'Upload 1 photo' }));
  expect(within(entry).getByRole('alert').textContent).toBe(
    'Every photo needs alt text before it is posted.',
  );
  expect(calls.filter((c) => c.method === 'POST')).toEqual([]);
  fireEvent.change(within(entry).getByLabelText('Alt text for photo 1'), {
    target: { value: 'Strap detail' },
  });
  fireEvent.change(within(entry).getByLabelText('Credit for photo 1 (optional)'), {
    target: { value: 'Ada' },
  });
  fireEvent.click(within(entry).getByRole('button', { name: 'Upload 1 photo' }));
  expect(await within(entry).findByAltText('Strap detail')).toBeTruthy();
  expect(entry.textContent).toContain('Photo: Ada');
  expect(within(entry).queryByLabelText('Choose photos')).toBeNull();
  const post = calls.find((c) => c.method === 'POST');
  expect(formFields(post?.body)).toEqual({
    alt: 'Strap detail',
    credit: 'Ada',
    role: 'entry',
    entryId: '11',
    photo: 'file:image/jpeg',
  });
});
