import type { AlbumPhoto } from '../../../../shared/api/albums';

/** An album photo as the server answers it: Petra's, in "Saturday shoot" at Gen Con. */
export const albumPhoto = (id: string, tags: AlbumPhoto['tags'] = []): AlbumPhoto => ({
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
  tags,
});
