// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { xhrThroughFetch } from '../../lib/xhr-fetch-double';
import { renderAt } from '../../test-support/render-route';
import { formFields } from './log-test-kit';
import ProjectPage from './project-page';
import { json, samplePhoto, sampleProject, signInMember, stubFetch, tearDown } from './test-render';

// jsdom decodes no images: the resizer hands on a small WebP.
vi.mock('../../lib/resize-photo', () => ({
  resizePhoto: async () => new Blob(['webp'], { type: 'image/webp' }),
}));

const reference = samplePhoto({
  id: 'r'.repeat(22),
  alt: 'Official art, front',
  role: 'reference',
  entryId: null,
});

function show(routes: Record<string, Response | (() => Response)>) {
  vi.stubGlobal(
    'XMLHttpRequest',
    xhrThroughFetch((url, init) => globalThis.fetch(url, init)),
  );
  const calls = stubFetch(routes);
  renderAt(
    '/projects/5',
    <Routes>
      <Route path="/projects/:id" element={<ProjectPage />} />
    </Routes>,
  );
  return calls;
}

describe('reference images', () => {
  beforeEach(signInMember);
  afterEach(tearDown);

  it('the maker adds one with its alt text (role reference) and sees the project again', async () => {
    let added = false;
    const calls = show({
      'GET /api/projects/5': () => json(200, sampleProject({ referencePhotos: added ? [reference] : [] })),
      'POST /api/projects/5/photos': () => {
        added = true;
        return json(201, reference);
      },
    });
    const form = within(await screen.findByRole('form', { name: 'Add a reference image' }));
    fireEvent.click(form.getByRole('button', { name: 'Add the image' }));
    expect(form.getByText('Choose an image first.')).toBeTruthy();
    const file = new File(['png'], 'front.png', { type: 'image/png' });
    fireEvent.change(form.getByLabelText('Reference image'), { target: { files: [file] } });
    fireEvent.click(form.getByRole('button', { name: 'Add the image' }));
    expect(form.getByText('Describe the image (alt text) before it is added.')).toBeTruthy();
    fireEvent.change(form.getByLabelText('What it shows (alt text)'), {
      target: { value: 'Official art, front' },
    });
    fireEvent.click(form.getByRole('button', { name: 'Add the image' }));
    const photos = await screen.findByRole('list', { name: 'Reference photos' });
    expect(within(photos).getByRole('img', { name: 'Official art, front' })).toBeTruthy();
    const post = calls.find((c) => c.method === 'POST');
    expect(formFields(post?.body)).toMatchObject({ alt: 'Official art, front', role: 'reference' });
  });

  it('the maker removes one; others see the images without the tools', async () => {
    let removed = false;
    const calls = show({
      'GET /api/projects/5': () => json(200, sampleProject({ referencePhotos: removed ? [] : [reference] })),
      [`DELETE /api/project-photos/${reference.id}`]: () => {
        removed = true;
        return json(204, null);
      },
    });
    fireEvent.click(
      await screen.findByRole('button', { name: 'Remove the reference image: Official art, front' }),
    );
    await waitFor(() => expect(screen.queryByRole('list', { name: 'Reference photos' })).toBeNull());
    expect(calls.some((c) => c.method === 'DELETE')).toBe(true);
  });

  it('another member sees the images and no way to add or remove', async () => {
    show({ 'GET /api/projects/5': json(200, sampleProject({ mine: false, referencePhotos: [reference] })) });
    expect(await screen.findByRole('img', { name: 'Official art, front' })).toBeTruthy();
    expect(screen.queryByRole('form', { name: 'Add a reference image' })).toBeNull();
    expect(screen.queryByRole('button', { name: /Remove the reference image/ })).toBeNull();
  });
});
