// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { AlbumAnswer, AlbumPhoto } from '../../../../shared/api/albums';
import type { ConShootsAnswer, ShootSlot } from '../../../../shared/api/shoots';
import { json, renderRoute, sampleCon, signInMember, stubFetch, tearDown } from '../test-render';
import AlbumPage from './album-page';
import { ConAlbumsSection } from './con-albums-section';

const ID = 'e'.repeat(22);
const PHOTO: AlbumPhoto = {
  id: ID,
  src: `/api/album-photos/${ID}?exp=1&sig=s`,
  src480: `/api/album-photos/${ID}?exp=1&sig=s&w=480`,
  thumb: `/api/album-photos/${ID}/thumb?exp=1&sig=t`,
  width: 640,
  height: 480,
  alt: 'Two cosplayers on the stairs',
  credit: '',
  album: { id: 4, title: 'Saturday shoot' },
  con: { slug: 'gen-con', name: 'Gen Con' },
  photographer: { username: 'robin', name: 'Robin' },
  tags: [],
  reactions: [],
};
const ALBUM: AlbumAnswer = {
  id: 4,
  title: 'Saturday shoot',
  visibility: 'everyone',
  con: { slug: 'gen-con', name: 'Gen Con' },
  photographer: { username: 'robin', name: 'Robin' },
  mine: true,
  photos: [PHOTO],
};

afterEach(tearDown);

const openAlbum = async (album: AlbumAnswer = ALBUM) => {
  renderRoute('/albums/4', '/albums/:id', <AlbumPage />);
  await screen.findByAltText(album.photos[0]!.alt);
};

describe('the photographer’s album tools', () => {
  it('renames the album and makes it members only', async () => {
    signInMember();
    const calls = stubFetch({
      'GET /api/albums/4': json(200, ALBUM),
      'PATCH /api/albums/4': json(200, { id: 4, title: 'Sunday shoot', visibility: 'members' }),
    });
    await openAlbum();
    const form = within(screen.getByRole('form', { name: 'Album settings' }));
    const save = form.getByRole('button', { name: 'Save changes' }) as HTMLButtonElement;
    expect(save.disabled).toBe(true);
    fireEvent.change(form.getByLabelText(/^Title/), { target: { value: 'Sunday shoot' } });
    fireEvent.change(form.getByLabelText('Who sees it'), { target: { value: 'members' } });
    fireEvent.click(save);
    expect(await screen.findByText('Album saved')).toBeTruthy();
    const patch = calls.find((c) => c.method === 'PATCH');
    expect(patch?.body).toEqual({ title: 'Sunday shoot', visibility: 'members' });
  });

  it('shows the server’s refusal of a title', async () => {
    signInMember();
    stubFetch({
      'GET /api/albums/4': json(200, ALBUM),
      'PATCH /api/albums/4': json(400, { message: 'Give the album a title.' }),
    });
    await openAlbum();
    const form = within(screen.getByRole('form', { name: 'Album settings' }));
    fireEvent.change(form.getByLabelText(/^Title/), { target: { value: ' ' } });
    fireEvent.click(form.getByRole('button', { name: 'Save changes' }));
    expect(await form.findByText('Give the album a title.')).toBeTruthy();
  });

  it('deletes the whole album only after the confirm step, then goes back to the con', async () => {
    signInMember();
    const calls = stubFetch({
      'GET /api/albums/4': json(200, ALBUM),
      'DELETE /api/albums/4': () => new Response(null, { status: 204 }),
    });
    await openAlbum();
    fireEvent.click(screen.getByRole('button', { name: 'Delete album' }));
    const confirm = within(screen.getByRole('dialog', { name: 'Delete this album?' }));
    expect(confirm.getByText(/its photo and their tags are deleted for good/)).toBeTruthy();
    expect(calls.some((c) => c.method === 'DELETE')).toBe(false);
    fireEvent.click(confirm.getByRole('button', { name: 'Delete album' }));
    expect((await screen.findByTestId('location')).textContent).toBe('/cons/gen-con');
    expect(calls.find((c) => c.method === 'DELETE')?.url).toBe('/api/albums/4');
  });

  it('deletes one photo after the confirm step; a refusal stays in the dialog', async () => {
    signInMember();
    let photos = [PHOTO];
    let refuse = true;
    const calls = stubFetch({
      'GET /api/albums/4': () => json(200, { ...ALBUM, photos }),
      [`DELETE /api/album-photos/${ID}`]: () => {
        if (refuse) return json(404, { message: 'No such photo.' });
        photos = [];
        return new Response(null, { status: 204 });
      },
    });
    await openAlbum();
    fireEvent.click(screen.getByRole('button', { name: 'Delete photo' }));
    const confirm = within(screen.getByRole('dialog', { name: 'Delete this photo?' }));
    fireEvent.click(confirm.getByRole('button', { name: 'Delete photo' }));
    expect(await confirm.findByText('No such photo.')).toBeTruthy();
    refuse = false;
    fireEvent.click(confirm.getByRole('button', { name: 'Delete photo' }));
    expect(await screen.findByText('Photo deleted')).toBeTruthy();
    expect(await screen.findByText('No photos in this album yet.')).toBeTruthy();
    expect(calls.filter((c) => c.method === 'DELETE')).toHaveLength(2);
  });

  it('are not offered to anyone but the photographer', async () => {
    signInMember();
    stubFetch({ 'GET /api/albums/4': json(200, { ...ALBUM, mine: false }) });
    await openAlbum();
    expect(screen.queryByRole('form', { name: 'Album settings' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Delete photo' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Delete album' })).toBeNull();
  });
});

const slot = (id: number, time: string, bookedBy: string | null): ShootSlot => ({
  id,
  day: '2026-03-07',
  startsAt: '2026-03-07T10:00:00-06:00',
  endsAt: '2026-03-07T10:20:00-06:00',
  time,
  place: 'Fountain',
  priceCents: 0,
  notes: '',
  state: bookedBy ? 'booked' : 'free',
  bookedBy: bookedBy ? { username: bookedBy.toLowerCase(), displayName: bookedBy } : null,
});

describe('a new album', () => {
  it('may come from one of the photographer’s own slots at the con, and only theirs are offered', async () => {
    signInMember();
    const shoots: ConShootsAnswer = {
      timeZone: 'America/Chicago',
      canPublish: true,
      viewer: 'robin',
      days: [
        {
          day: '2026-03-07',
          photographers: [
            {
              username: 'robin',
              displayName: 'Robin',
              slots: [slot(11, '10:00 am', 'Ada'), slot(12, '10:20 am', null)],
            },
            { username: 'petra', displayName: 'Petra', slots: [slot(21, '11:00 am', null)] },
          ],
        },
      ],
    };
    const calls = stubFetch({
      'GET /api/cons/gen-con/albums': json(200, { canCreate: true, albums: [] }),
      'GET /api/cons/gen-con/shoots': json(200, shoots),
      'POST /api/cons/gen-con/albums': json(201, { ...ALBUM, id: 9, photos: [] }),
    });
    renderRoute(
      '/cons/gen-con',
      '/cons/:slug',
      <ConAlbumsSection con={{ ...sampleCon(), status: 'listed' }} />,
    );
    const picker = (await screen.findByLabelText(
      'From which of your photoshoots (optional)',
    )) as HTMLSelectElement;
    expect([...picker.options].map((o) => o.textContent)).toEqual([
      'Not from one slot',
      'Sat, Mar 7, 10:00 am · Fountain · with Ada',
      'Sat, Mar 7, 10:20 am · Fountain',
    ]);
    fireEvent.change(screen.getByLabelText(/New album title/), { target: { value: 'Fountain set' } });
    fireEvent.change(picker, { target: { value: '11' } });
    fireEvent.click(screen.getByRole('button', { name: 'Make the album' }));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/albums/9'));
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      title: 'Fountain set',
      visibility: 'everyone',
      shootSlotId: 11,
    });
  });
});
