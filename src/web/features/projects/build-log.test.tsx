// @vitest-environment jsdom
import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import {
  ENTRIES,
  json,
  photoId,
  renderLog,
  sampleEntry,
  samplePhoto,
  sampleProject,
  signInAs,
  stubFetch,
  tearDown,
} from './log-test-kit';

afterEach(tearDown);

describe('the build log as others see it', () => {
  it('shows each entry with its day, hours, techniques, text and photos, and no maker tools', async () => {
    const photo = samplePhoto({ credit: 'Ada Lens' });
    stubFetch({ [`GET ${ENTRIES}`]: json(200, { entries: [sampleEntry({ photos: [photo] })], next: null }) });
    // A signed-in member who is not the maker.
    signInAs('member');
    renderLog(sampleProject({ mine: false }));
    expect(screen.getByRole('heading', { level: 2, name: 'Build log' })).toBeTruthy();
    const entry = await screen.findByRole('article', { name: 'Fri, Nov 20, 2026' });
    // Hours as makers say them, and in full for screen readers.
    expect(entry.textContent).toContain('2 h 30 min');
    expect(entry.textContent).toContain('2 hours 30 minutes spent');
    const chips = within(entry).getByRole('list', { name: 'Techniques' });
    expect([...chips.querySelectorAll('li')].map((li) => li.textContent)).toEqual(['EVA foam', 'Painting']);
    // The server's sanitised HTML is shown as HTML.
    expect(within(entry).getByText('bracers').tagName).toBe('STRONG');
    expect(within(entry).getByText('heat sealed').tagName).toBe('LI');
    const img = within(entry).getByAltText('Foam bracer, primed') as HTMLImageElement;
    expect(img.getAttribute('src')).toBe(photo.src480);
    expect(img.getAttribute('loading')).toBe('lazy');
    expect([img.getAttribute('width'), img.getAttribute('height')]).toEqual(['1600', '1200']);
    expect(entry.textContent).toContain('Photo: Ada Lens');
    // Nothing to change for someone who is not the maker.
    expect(screen.queryByRole('heading', { name: 'Add to the log' })).toBeNull();
    expect(within(entry).queryByRole('button', { name: /Edit/ })).toBeNull();
    expect(within(entry).queryByRole('button', { name: /Delete/ })).toBeNull();
    expect(within(entry).queryByRole('button', { name: /Add photos/ })).toBeNull();
    expect(within(entry).queryByRole('button', { name: /Make the cover/ })).toBeNull();
  });

  it('lets another member react to an entry, and opens its comments on demand', async () => {
    const calls = stubFetch({
      [`GET ${ENTRIES}`]: json(200, {
        entries: [sampleEntry({ reactions: [{ reaction: 'clap', count: 2, mine: false }] })],
        next: null,
      }),
      'PUT /api/reactions/project-entry/11/clap': json(200, {
        reactions: [{ reaction: 'clap', count: 3, mine: true }],
      }),
      'GET /api/comments/project-entry/11': json(200, {
        policy: 'open',
        canComment: true,
        canSetPolicy: false,
        total: 0,
        comments: [],
        next: null,
      }),
    });
    signInAs('member');
    renderLog(sampleProject({ mine: false }));
    const entry = await screen.findByRole('article', { name: 'Fri, Nov 20, 2026' });
    fireEvent.click(within(entry).getByRole('button', { name: 'Applause: 2' }));
    expect(await within(entry).findByRole('button', { name: 'Applause: 3, yours' })).toBeTruthy();
    expect(calls.some((c) => c.url === '/api/comments/project-entry/11')).toBe(false);
    fireEvent.click(
      within(entry).getByRole('button', { name: 'Comments on the entry of Fri, Nov 20, 2026' }),
    );
    expect(await within(entry).findByText('No comments yet. Be the first.')).toBeTruthy();
  });

  it('lets another member report an entry to the organisers; a visitor sees no Report', async () => {
    const calls = stubFetch({
      [`GET ${ENTRIES}`]: json(200, { entries: [sampleEntry()], next: null }),
      [`POST ${ENTRIES}/11/reports`]: json(201, {
        message: 'Thank you. An organiser will look at your report.',
      }),
    });
    signInAs('member');
    renderLog(sampleProject({ mine: false }));
    const entry = await screen.findByRole('article', { name: 'Fri, Nov 20, 2026' });
    fireEvent.click(within(entry).getByRole('button', { name: 'Report the entry of Fri, Nov 20, 2026' }));
    const dialog = await screen.findByRole('dialog', { name: 'Report this log entry' });
    fireEvent.click(within(dialog).getByRole('radio', { name: 'Harassment' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send report' }));
    expect(await screen.findByText('Thank you. An organiser will look at your report.')).toBeTruthy();
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ reason: 'harassment', note: '' });
  });

  it('offers a visitor no Report', async () => {
    stubFetch({ [`GET ${ENTRIES}`]: json(200, { entries: [sampleEntry()], next: null }) });
    renderLog(sampleProject({ mine: false }));
    const entry = await screen.findByRole('article', { name: 'Fri, Nov 20, 2026' });
    expect(within(entry).queryByRole('button', { name: /Report/ })).toBeNull();
  });

  it('opens a photo large on a tap', async () => {
    const photo = samplePhoto({ credit: 'Ada Lens' });
    stubFetch({ [`GET ${ENTRIES}`]: json(200, { entries: [sampleEntry({ photos: [photo] })], next: null }) });
    renderLog();
    fireEvent.click(await screen.findByRole('button', { name: 'Enlarge photo: Foam bracer, primed' }));
    const dialog = screen.getByRole('dialog', { name: 'Photo' });
    expect(within(dialog).getByRole('img').getAttribute('src')).toBe(photo.src);
    expect(dialog.textContent).toContain('Photo: Ada Lens');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('shows a photo’s reactions when it opens large, and lets another member react', async () => {
    const photo = samplePhoto();
    const counts = `/api/reactions/project-photo/${photo.id}/counts`;
    const calls = stubFetch({
      [`GET ${ENTRIES}`]: json(200, { entries: [sampleEntry({ photos: [photo] })], next: null }),
      [`GET ${counts}`]: json(200, { reactions: [{ reaction: 'heart', count: 4, mine: false }] }),
      [`PUT /api/reactions/project-photo/${photo.id}/heart`]: json(200, {
        reactions: [{ reaction: 'heart', count: 5, mine: true }],
      }),
    });
    signInAs('member');
    renderLog(sampleProject({ mine: false }));
    fireEvent.click(await screen.findByRole('button', { name: 'Enlarge photo: Foam bracer, primed' }));
    const dialog = screen.getByRole('dialog', { name: 'Photo' });
    fireEvent.click(await within(dialog).findByRole('button', { name: 'Love: 4' }));
    expect(await within(dialog).findByRole('button', { name: 'Love: 5, yours' })).toBeTruthy();
    expect(calls.filter((c) => c.method === 'PUT')).toHaveLength(1);
  });

  it('pages back with "Older entries" through the next cursor', async () => {
    const calls = stubFetch({
      [`GET ${ENTRIES}`]: json(200, { entries: [sampleEntry()], next: '2026-11-20:11' }),
      [`GET ${ENTRIES}?before=2026-11-20%3A11`]: json(200, {
        entries: [sampleEntry({ id: 9, date: '2026-11-02', html: '<p>Patterned</p>' })],
        next: null,
      }),
    });
    renderLog();
    fireEvent.click(await screen.findByRole('button', { name: 'Older entries' }));
    expect(await screen.findByRole('article', { name: 'Mon, Nov 2, 2026' })).toBeTruthy();
    expect(screen.getAllByRole('article')).toHaveLength(2);
    expect(screen.queryByRole('button', { name: 'Older entries' })).toBeNull();
    expect(calls.map((c) => c.url)).toEqual([ENTRIES, `${ENTRIES}?before=2026-11-20%3A11`]);
  });

  it('says so when there is nothing yet', async () => {
    stubFetch({ [`GET ${ENTRIES}`]: json(200, { entries: [], next: null }) });
    renderLog(sampleProject({ entries: 0, minutesSpent: 0 }));
    expect(await screen.findByText('No log entries yet')).toBeTruthy();
  });
});

describe('the maker’s tools on an entry', () => {
  const mine = () => sampleProject({ mine: true });

  it('edits the day, text, time and techniques with one PATCH', async () => {
    const edited = sampleEntry({ body: 'Sealed them', html: '<p>Sealed them</p>', minutesSpent: 60 });
    const calls = stubFetch({
      [`GET ${ENTRIES}`]: json(200, { entries: [sampleEntry()], next: null }),
      [`PATCH ${ENTRIES}/11`]: json(200, edited),
    });
    renderLog(mine());
    const entry = await screen.findByRole('article', { name: 'Fri, Nov 20, 2026' });
    fireEvent.click(within(entry).getByRole('button', { name: 'Edit the entry of Fri, Nov 20, 2026' }));
    fireEvent.change(within(entry).getByLabelText('What you did'), { target: { value: ' Sealed them ' } });
    fireEvent.click(within(entry).getByRole('button', { name: '1 h' }));
    fireEvent.click(within(entry).getByRole('button', { name: 'Painting' }));
    fireEvent.click(within(entry).getByRole('button', { name: 'Resin' }));
    fireEvent.click(within(entry).getByRole('button', { name: 'Save entry' }));
    expect(await within(entry).findByText('Sealed them')).toBeTruthy();
    const patch = calls.find((c) => c.method === 'PATCH');
    expect(patch?.body).toEqual({
      date: '2026-11-20',
      body: 'Sealed them',
      minutesSpent: 60,
      techniques: ['eva-foam', 'resin'],
    });
    expect(patch?.headers.Authorization).toBe('Bearer tok');
  });

  it('deletes an entry only once asked, and a photo of it', async () => {
    const photo = samplePhoto({ id: photoId('q') });
    const calls = stubFetch({
      [`GET ${ENTRIES}`]: json(200, { entries: [sampleEntry({ photos: [photo] })], next: null }),
      [`DELETE /api/project-photos/${photo.id}`]: json(204, null),
      [`DELETE ${ENTRIES}/11`]: json(204, null),
    });
    renderLog(mine());
    const entry = await screen.findByRole('article', { name: 'Fri, Nov 20, 2026' });
    fireEvent.click(within(entry).getByRole('button', { name: 'Delete photo: Foam bracer, primed' }));
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete photo' }));
    await screen.findByRole('article', { name: 'Fri, Nov 20, 2026' });
    await waitGone(() => within(entry).queryByAltText('Foam bracer, primed'));
    fireEvent.click(within(entry).getByRole('button', { name: 'Delete the entry of Fri, Nov 20, 2026' }));
    expect(calls.some((c) => c.method === 'DELETE' && c.url.includes('/entries/'))).toBe(false);
    const dialog = screen.getByRole('dialog', { name: 'Delete this entry?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete entry' }));
    await waitGone(() => screen.queryByRole('article'));
    expect(calls.filter((c) => c.method === 'DELETE').map((c) => c.url)).toEqual([
      `/api/project-photos/${photo.id}`,
      `${ENTRIES}/11`,
    ]);
  });
});

describe('the project’s cover, chosen from the log', () => {
  it('makes a photo the cover in one tap (PATCH coverPhotoId), and marks the cover as such', async () => {
    const cover = samplePhoto({ id: photoId('c'), alt: 'The finished armour' });
    const other = samplePhoto({ id: photoId('o'), alt: 'Primed bracer' });
    const calls = stubFetch({
      [`GET ${ENTRIES}`]: json(200, { entries: [sampleEntry({ photos: [cover, other] })], next: null }),
      'PATCH /api/projects/5': json(200, sampleProject({ mine: true, cover: other })),
    });
    renderLog(sampleProject({ mine: true, cover }));
    const entry = await screen.findByRole('article', { name: 'Fri, Nov 20, 2026' });
    // The cover is said, not offered again.
    expect(within(entry).queryByRole('button', { name: 'Make the cover: The finished armour' })).toBeNull();
    expect(within(entry).getByText('Cover')).toBeTruthy();
    fireEvent.click(within(entry).getByRole('button', { name: 'Make the cover: Primed bracer' }));
    const { waitFor } = await import('@testing-library/react');
    await waitFor(() => expect(calls.some((c) => c.method === 'PATCH')).toBe(true));
    const patch = calls.find((c) => c.method === 'PATCH');
    expect(patch?.url).toBe('/api/projects/5');
    expect(patch?.body).toEqual({ coverPhotoId: other.id });
  });
});

async function waitGone(query: () => Element | null) {
  const { waitFor } = await import('@testing-library/react');
  await waitFor(() => expect(query()).toBeNull());
}
