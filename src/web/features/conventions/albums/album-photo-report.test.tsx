// @vitest-environment jsdom
import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { AlbumAnswer } from '../../../../shared/api/albums';
import { setSession } from '../../../lib/session';
import { json, renderRoute, signInMember, stubFetch, tearDown } from '../test-render';
import AlbumPage from './album-page';

const ID = 'c'.repeat(22);
const ALBUM: AlbumAnswer = {
  id: 4,
  title: 'Saturday shoot',
  visibility: 'everyone',
  con: { slug: 'gen-con', name: 'Gen Con' },
  photographer: { username: 'petra', name: 'Petra' },
  mine: false,
  photos: [
    {
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
      photographer: { username: 'petra', name: 'Petra' },
      tags: [],
      reactions: [],
    },
  ],
};
const REPORT_URL = `POST /api/album-photos/${ID}/reports`;
const dialog = () => within(screen.getByRole('dialog'));

afterEach(tearDown);

async function openReport() {
  renderRoute('/albums/4', '/albums/:id', <AlbumPage />);
  fireEvent.click(await screen.findByRole('button', { name: 'Report this photo' }));
  return within(await screen.findByRole('dialog', { name: 'Report this photo' }, { timeout: 5000 }));
}

describe('reporting an album photo', () => {
  it('sends the reason and note, then shows the server’s thanks', async () => {
    signInMember();
    const calls = stubFetch({
      'GET /api/albums/4': json(200, ALBUM),
      [REPORT_URL]: json(201, { message: 'Thank you. The organisers will look at this photo.' }),
    });
    const form = await openReport();
    expect(form.getByText(/Petra is not told who reported them/)).toBeTruthy();
    fireEvent.click(form.getByRole('button', { name: 'Send report' }));
    expect(form.getByText('Choose what is wrong.')).toBeTruthy();
    fireEvent.click(form.getByRole('radio', { name: 'Spam' }));
    fireEvent.change(form.getByLabelText('Anything the organisers should know (optional)'), {
      target: { value: '  Not from this shoot ' },
    });
    fireEvent.click(form.getByRole('button', { name: 'Send report' }));
    expect(await screen.findByText('Thank you. The organisers will look at this photo.')).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    const post = calls.find((c) => c.method === 'POST');
    expect(post?.url).toBe(`/api/album-photos/${ID}/reports`);
    expect(post?.body).toEqual({ reason: 'spam', note: 'Not from this shoot' });
  });

  it('keeps the server’s refusal in the dialog', async () => {
    signInMember();
    stubFetch({
      'GET /api/albums/4': json(200, ALBUM),
      [REPORT_URL]: json(429, { message: 'Too many reports. Try again later.' }),
    });
    const form = await openReport();
    fireEvent.click(form.getByRole('radio', { name: 'Spam' }));
    fireEvent.click(form.getByRole('button', { name: 'Send report' }));
    expect(await dialog().findByText('Too many reports. Try again later.')).toBeTruthy();
  });

  it('is not offered to visitors, to the photographer or to members still pending', async () => {
    stubFetch({ 'GET /api/albums/4': json(200, ALBUM) });
    const { unmount } = renderRoute('/albums/4', '/albums/:id', <AlbumPage />);
    await screen.findByAltText('Two cosplayers on the stairs');
    expect(screen.queryByRole('button', { name: 'Report this photo' })).toBeNull();
    unmount();
    for (const [username, status] of [
      ['Petra', 'active'],
      ['robin', 'pending'],
    ] as const) {
      setSession({ token: 'tok', username, userid: '9', role: 'member', status });
      const view = renderRoute('/albums/4', '/albums/:id', <AlbumPage />);
      await screen.findByAltText('Two cosplayers on the stairs');
      expect(screen.queryByRole('button', { name: 'Report this photo' })).toBeNull();
      view.unmount();
    }
  });

  it('is not offered to a member tagged on the photo (they remove their tag instead)', async () => {
    const tagged = { ...ALBUM.photos[0]!, tags: [{ username: 'cosmo', name: 'Cosmo', approved: true }] };
    stubFetch({ 'GET /api/albums/4': json(200, { ...ALBUM, photos: [tagged] }) });
    setSession({ token: 'tok', username: 'Cosmo', userid: '7', role: 'member', status: 'active' });
    renderRoute('/albums/4', '/albums/:id', <AlbumPage />);
    await screen.findByAltText('Two cosplayers on the stairs');
    expect(screen.queryByRole('button', { name: 'Report this photo' })).toBeNull();
  });
});
