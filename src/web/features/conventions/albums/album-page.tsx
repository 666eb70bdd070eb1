import { type FormEvent, useState } from 'react';
import { Link, useParams } from 'react-router';
import type { AlbumPhoto } from '../../../../shared/api/albums';
import { ApiError } from '../../../lib/api';
import { errorMessage } from '../../../lib/error-message';
import { useSession } from '../../../lib/session';
import { useTitle } from '../../../lib/use-title';
import { PhotoCard } from '../../../ui/album-photo-card';
import { Button } from '../../../ui/button';
import { CommentsDisclosure } from '../../../ui/comments/comments-disclosure';
import { ErrorText } from '../../../ui/error-text';
import { FormField } from '../../../ui/form-field';
import NotFoundPage from '../../../ui/not-found-page';
import { PageHeader } from '../../../ui/page';
import { ReactionBar } from '../../../ui/reactions/reaction-bar';
import { toast } from '../../../ui/toast';
import { AlbumSettings, DeletePhotoButton } from './album-owner-tools';
import { AlbumUploader } from './album-uploader';
import { useAlbum, useAlbumActions } from './api';
import './albums.css';

/** /albums/:id — a shoot album: the photos the viewer may see; its photographer adds photos and tags. */
export default function AlbumPage() {
  const id = Number(useParams().id);
  const album = useAlbum(id);
  const session = useSession();
  useTitle(album.data?.title ?? 'Album');
  if (!Number.isInteger(id) || id <= 0 || (album.error instanceof ApiError && album.error.status === 404))
    return <NotFoundPage />;
  const data = album.data;
  return (
    <section className="page page-wide" aria-labelledby="page-title" aria-busy={album.isPending}>
      <PageHeader
        title={data?.title ?? (album.isPending ? 'Loading the album…' : 'Album')}
        lead={
          data && (
            <>
              Photos by <Link to={`/public/${data.photographer.username}`}>{data.photographer.name}</Link> at{' '}
              <Link to={`/cons/${data.con.slug}`}>{data.con.name}</Link>
              {data.visibility === 'members' ? ' · members only' : ''}
            </>
          )
        }
      />
      {album.isError && <ErrorText>{errorMessage(album.error, 'The album could not be loaded.')}</ErrorText>}
      {data?.mine && <AlbumSettings key={`${data.title}|${data.visibility}`} album={data} />}
      {data?.mine && <AlbumUploader albumId={data.id} />}
      {data && data.photos.length === 0 && <p className="albums-meta">No photos in this album yet.</p>}
      {data && (
        <ul className="albums-grid">
          {data.photos.map((photo) => (
            <PhotoCard key={photo.id} photo={photo}>
              {data.mine && <TagForm photo={photo} />}
              {data.mine && <DeletePhotoButton photo={photo} />}
              <ReactionBar
                kind="album-photo"
                id={photo.id}
                reactions={photo.reactions}
                canReact={!data.mine && session?.status === 'active'}
                canSeeWho={Boolean(session)}
                label={`the photo: ${photo.alt}`}
              />
              <CommentsDisclosure
                subject={{ kind: 'album-photo', id: photo.id }}
                about={`the photo: ${photo.alt}`}
              />
            </PhotoCard>
          ))}
        </ul>
      )}
    </section>
  );
}

/** The photographer tags a member by username; the member approves or removes it. */
function TagForm({ photo }: { photo: AlbumPhoto }) {
  const actions = useAlbumActions();
  const [username, setUsername] = useState('');
  const [error, setError] = useState('');
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError('');
    try {
      await actions.tag(photo.id, username.trim());
      toast(`Tagged ${username.trim()}: they approve it before others see the photo`);
      setUsername('');
    } catch (e) {
      setError(errorMessage(e, 'The tag could not be added.'));
    }
  };
  return (
    <form className="albums-tag-form" onSubmit={submit}>
      <FormField
        label="Tag a cosplayer (username)"
        value={username}
        required
        onChange={(e) => setUsername(e.target.value)}
        error={error || undefined}
      />
      <Button type="submit" variant="secondary">
        Tag
      </Button>
    </form>
  );
}
