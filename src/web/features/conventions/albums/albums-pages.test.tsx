// @vitest-environment jsdom
import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { AlbumAnswer, AlbumPhoto } from '../../../../shared/api/albums';
import { json, renderRoute, signInMember, stubFetch, tearDown } from '../test-render';
import AlbumPage from './album-page';
import AlbumTagsPage from './album-tags-page';

const photo = (id: string, approved: boolean): AlbumPhoto => ({
  id,
  src: `/api/album-photos/${id}?exp=1&sig=s`,
  src480: `/api/album-photos/${id}?exp=1&sig=s&w=480`,
  thumb: `/api/album-photos/${id}/thumb?exp=1&sig=t`,
  width: 640,
  height: 480,
  alt: 'Two cosplayers on the stairs',
  credit: '',
  album: { id: 4, title: 'Saturday shoot' },
  con: { slug: 'gen-con', name: 'Gen Con' },
  photographer: { username: 'petra', name: 'Petra' },
  tags: [{ username: 'member', name: 'Mia', approved }],
  reactions: [],
});

afterEach(tearDown);

describe('tags waiting', () => {
  it('approves a tag in one tap, crediting the photographer', async () => {
    signInMember();
    let photos = [photo('a'.repeat(22), false)];
    const calls = stubFetch({
      'GET /api/me/album-tags': () => json(200, { photos }),
      [`PUT /api/album-photos/${'a'.repeat(22)}/my-tag`]: () => {
        photos = [];
        return json(200, photo('a'.repeat(22), true));
      },
    });
    renderRoute('/album-tags', '/album-tags', <AlbumTagsPage />);
    const item = (await screen.findByAltText('Two cosplayers on the stairs')).closest('li')!;
    expect(item.textContent).toContain('Photo by Petra');
    expect(item.textContent).toContain('Mia (waiting)');
    fireEvent.click(within(item as HTMLElement).getByRole('button', { name: 'Approve' }));
    expect(await screen.findByText('No tags waiting for you.')).toBeTruthy();
    expect(calls.some((c) => c.method === 'PUT')).toBe(true);
  });
});

describe('the album page', () => {
  const album = (mine: boolean): AlbumAnswer => ({
    id: 4,
    title: 'Saturday shoot',
    visibility: 'everyone',
    con: { slug: 'gen-con', name: 'Gen Con' },
    photographer: { username: 'petra', name: 'Petra' },
    mine,
    photos: [photo('b'.repeat(22), true)],
  });

  it('shows visitors the photos with credit both ways, and no uploader or tag form', async () => {
    stubFetch({ 'GET /api/albums/4': json(200, album(false)) });
    renderRoute('/albums/4', '/albums/:id', <AlbumPage />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Saturday shoot' })).toBeTruthy();
    expect(screen.getByRole('list', { name: 'Tagged' }).textContent).toBe('Mia');
    expect(screen.queryByLabelText('Photos from the shoot')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Tag' })).toBeNull();
  });

  it('shows each photo’s reactions; a member reacts, the photographer does not react to their own', async () => {
    const reacted = { ...album(false) };
    reacted.photos = [
      { ...photo('b'.repeat(22), true), reactions: [{ reaction: 'fire', count: 2, mine: false }] },
    ];
    signInMember();
    const calls = stubFetch({
      'GET /api/albums/4': json(200, reacted),
      [`PUT /api/reactions/album-photo/${'b'.repeat(22)}/fire`]: json(200, {
        reactions: [{ reaction: 'fire', count: 3, mine: true }],
      }),
    });
    renderRoute('/albums/4', '/albums/:id', <AlbumPage />);
    fireEvent.click(await screen.findByRole('button', { name: 'Fire: 2' }));
    expect(await screen.findByRole('button', { name: 'Fire: 3, yours' })).toBeTruthy();
    expect(calls.some((c) => c.method === 'PUT')).toBe(true);
  });

  it('lets the photographer publish only once every chosen photo has alt text', async () => {
    signInMember();
    stubFetch({ 'GET /api/albums/4': json(200, album(true)) });
    URL.createObjectURL = () => 'blob:preview';
    URL.revokeObjectURL = () => undefined;
    renderRoute('/albums/4', '/albums/:id', <AlbumPage />);
    const input = await screen.findByLabelText('Photos from the shoot');
    const files = [
      new File(['a'], 'one.jpg', { type: 'image/jpeg' }),
      new File(['b'], 'two.jpg', { type: 'image/jpeg' }),
    ];
    fireEvent.change(input, { target: { files } });
    const publish = screen.getByRole('button', { name: 'Publish 2 photos' }) as HTMLButtonElement;
    expect(publish.disabled).toBe(true);
    expect(screen.getByText('Every photo needs its alt text before it is published.')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Alt text for photo 1'), { target: { value: 'One' } });
    fireEvent.change(screen.getByLabelText('Alt text for photo 2'), { target: { value: 'Two' } });
    expect(publish.disabled).toBe(false);
    expect(screen.getAllByRole('progressbar')).toHaveLength(2);
  });
});
