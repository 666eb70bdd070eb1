// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { localToday } from './log-format';
import {
  ENTRIES,
  formFields,
  json,
  photoId,
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

const PHOTOS = '/api/projects/5/photos';
const mine = () => sampleProject({ mine: true });
const files = (...names: string[]) => names.map((n) => new File([n], `${n}.jpg`, { type: 'image/jpeg' }));
const choose = (...names: string[]) =>
  fireEvent.change(screen.getByLabelText('Choose photos'), { target: { files: files(...names) } });
const composer = () => screen.getByRole('region', { name: 'Add to the log' });

describe('the composer', () => {
  it('posts the entry, then each photo in its own multipart request, and shows it on top', async () => {
    const posted = sampleEntry({ id: 12, date: localToday(), html: '<p>Primed</p>', techniques: ['worbla'] });
    let photoN = 0;
    const calls = stubFetch({
      [`GET ${ENTRIES}`]: json(200, { entries: [sampleEntry()], next: null }),
      [`POST ${ENTRIES}`]: json(201, posted),
      [`POST ${PHOTOS}`]: () => {
        photoN += 1;
        return json(201, samplePhoto({ id: photoId(String(photoN)), entryId: 12, alt: `Alt ${photoN}` }));
      },
    });
    renderLog(mine());
    await screen.findByRole('article', { name: 'Fri, Nov 20, 2026' });
    const form = composer();
    expect((within(form).getByLabelText('Day of the work') as HTMLInputElement).value).toBe(localToday());
    fireEvent.change(within(form).getByLabelText('What you did'), { target: { value: 'Primed' } });
    fireEvent.click(within(form).getByRole('button', { name: '2 h' }));
    fireEvent.change(within(form).getByLabelText('Minutes'), { target: { value: '15' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Worbla' }));
    choose('front', 'back');
    fireEvent.change(within(form).getByLabelText('Alt text for photo 1'), { target: { value: 'Front' } });
    fireEvent.change(within(form).getByLabelText('Alt text for photo 2'), { target: { value: 'Back' } });
    fireEvent.change(within(form).getByLabelText('Credit for photo 2 (optional)'), {
      target: { value: 'Ada' },
    });
    fireEvent.click(within(form).getByRole('button', { name: 'Post entry with 2 photos' }));
    // One post at a time: the button is off while it goes.
    expect((within(form).getByRole('button', { name: 'Posting…' }) as HTMLButtonElement).disabled).toBe(true);
    expect(await within(form).findByText('Entry posted with 2 photos.')).toBeTruthy();
    expect(within(form).getByRole('status').textContent).toBe('Entry posted with 2 photos.');

    const writes = calls.filter((c) => c.method === 'POST');
    expect(writes.map((c) => c.url)).toEqual([ENTRIES, PHOTOS, PHOTOS]);
    expect(writes[0]?.body).toEqual({
      date: localToday(),
      body: 'Primed',
      minutesSpent: 135,
      techniques: ['worbla'],
    });
    expect(formFields(writes[1]?.body)).toEqual({
      alt: 'Front',
      credit: '',
      role: 'entry',
      entryId: '12',
      photo: 'file:image/jpeg',
    });
    expect(formFields(writes[2]?.body)).toMatchObject({ alt: 'Back', credit: 'Ada', entryId: '12' });
    // The new entry is on top with its photos; the composer is empty again.
    const articles = screen.getAllByRole('article');
    expect(articles).toHaveLength(2);
    expect(
      within(articles[0]!)
        .getAllByRole('img')
        .map((i) => i.getAttribute('alt')),
    ).toEqual(['Alt 1', 'Alt 2']);
    expect((within(form).getByLabelText('What you did') as HTMLTextAreaElement).value).toBe('');
    expect(within(form).queryByLabelText('Alt text for photo 1')).toBeNull();
    expect(within(form).getByRole('button', { name: '2 h' }).getAttribute('aria-pressed')).toBe('false');
  });

  it('refuses to post while a photo has no alt text, and says which', async () => {
    const calls = stubFetch({ [`GET ${ENTRIES}`]: json(200, { entries: [], next: null }) });
    renderLog(mine());
    await screen.findByText('No log entries yet');
    const form = composer();
    fireEvent.change(within(form).getByLabelText('What you did'), { target: { value: 'Sanded' } });
    choose('one', 'two');
    fireEvent.change(within(form).getByLabelText('Alt text for photo 1'), { target: { value: 'One' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Post entry with 2 photos' }));
    expect(within(form).getByRole('alert').textContent).toBe(
      'Every photo needs alt text before the entry is posted: 1 photo still needs it.',
    );
    expect(within(form).getByText('Describe this photo before posting.')).toBeTruthy();
    expect(document.activeElement).toBe(within(form).getByLabelText('Alt text for photo 2'));
    expect(calls.filter((c) => c.method !== 'GET')).toEqual([]);
  });

  it('keeps a refused photo with the server’s message and a Retry; the entry stays posted', async () => {
    let refuse = true;
    const calls = stubFetch({
      [`GET ${ENTRIES}`]: json(200, { entries: [], next: null }),
      [`POST ${ENTRIES}`]: json(201, sampleEntry({ id: 12, html: '<p>Cut</p>' })),
      [`POST ${PHOTOS}`]: () =>
        refuse
          ? json(400, { message: 'Send a JPEG, PNG or WebP image.' })
          : json(201, samplePhoto({ entryId: 12, alt: 'Side' })),
    });
    renderLog(mine());
    await screen.findByText('No log entries yet');
    const form = composer();
    fireEvent.change(within(form).getByLabelText('What you did'), { target: { value: 'Cut' } });
    choose('side');
    fireEvent.change(within(form).getByLabelText('Alt text for photo 1'), { target: { value: 'Side' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Post entry with 1 photo' }));
    expect(await within(form).findByText('Entry posted; 1 photo did not upload. Retry below.')).toBeTruthy();
    expect(within(form).getByRole('alert').textContent).toBe(
      'Photo 1 did not upload: Send a JPEG, PNG or WebP image.',
    );
    const entry = screen.getByRole('article');
    expect(within(entry).queryByRole('img')).toBeNull();
    refuse = false;
    fireEvent.click(within(form).getByRole('button', { name: 'Retry photo 1' }));
    expect(await within(entry).findByAltText('Side')).toBeTruthy();
    await waitFor(() => expect(within(form).queryByRole('button', { name: 'Retry photo 1' })).toBeNull());
    const photoCalls = calls.filter((c) => c.url === PHOTOS);
    expect(photoCalls).toHaveLength(2);
    expect(photoCalls.map((c) => formFields(c.body).entryId)).toEqual(['12', '12']);
    expect(calls.filter((c) => c.url === ENTRIES && c.method === 'POST')).toHaveLength(1);
  });

  it('says the server’s message when the entry itself is refused, and keeps what was typed', async () => {
    stubFetch({
      [`GET ${ENTRIES}`]: json(200, { entries: [], next: null }),
      [`POST ${ENTRIES}`]: json(400, { message: 'Dates look like 2026-05-23.' }),
    });
    renderLog(mine());
    await screen.findByText('No log entries yet');
    const form = composer();
    fireEvent.change(within(form).getByLabelText('What you did'), { target: { value: 'Glued' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Post entry' }));
    expect((await within(form).findByRole('alert')).textContent).toBe('Dates look like 2026-05-23.');
    expect((within(form).getByLabelText('What you did') as HTMLTextAreaElement).value).toBe('Glued');
    expect((within(form).getByRole('button', { name: 'Post entry' }) as HTMLButtonElement).disabled).toBe(
      false,
    );
  });

  it('holds an entry to the photo limit before anything is sent', async () => {
    const calls = stubFetch({ [`GET ${ENTRIES}`]: json(200, { entries: [], next: null }) });
    renderLog(mine());
    await screen.findByText('No log entries yet');
    const form = composer();
    choose(...Array.from({ length: 13 }, (_, i) => `p${i}`));
    for (let n = 1; n <= 13; n++) {
      fireEvent.change(within(form).getByLabelText(`Alt text for photo ${n}`), {
        target: { value: `P${n}` },
      });
    }
    fireEvent.click(within(form).getByRole('button', { name: 'Post entry with 13 photos' }));
    expect(within(form).getByRole('alert').textContent).toBe(
      'A log entry holds at most 12 photos. Remove 1 photo.',
    );
    expect(calls.filter((c) => c.method !== 'GET')).toEqual([]);
  });
});
