import { type FormEvent, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import type { AlbumVisibility } from '../../../../shared/api/albums';
import type { ConventionDetail } from '../../../../shared/api/conventions';
import type { ShootSlot } from '../../../../shared/api/shoots';
import { errorMessage } from '../../../lib/error-message';
import { Button } from '../../../ui/button';
import { Card } from '../../../ui/card';
import { ErrorText } from '../../../ui/error-text';
import { FormField } from '../../../ui/form-field';
import { useAlbumActions, useConAlbums, useMySlots } from './api';
import './albums.css';
import { AlbumVisibilityField } from './visibility-field';

/** The con page's shoot albums: those with photos the viewer may see; photographers start one here. */
export function ConAlbumsSection({ con }: { con: ConventionDetail }) {
  const albums = useConAlbums(con.slug);
  const list = albums.data?.albums ?? [];
  return (
    <Card as="section" id="albums" aria-labelledby="albums-title">
      <div className="albums-section-head">
        <h2 id="albums-title">Shoot albums</h2>
      </div>
      {albums.isError && (
        <ErrorText>{errorMessage(albums.error, 'The albums could not be loaded.')}</ErrorText>
      )}
      {albums.data && list.length === 0 && <p className="albums-meta">No shoot albums from this con yet.</p>}
      {list.length > 0 && (
        <ul className="albums-list">
          {list.map((a) => (
            <li key={a.id}>
              <Link to={`/albums/${a.id}`}>{a.title}</Link>{' '}
              <span className="albums-meta">
                by {a.photographer.name} · {a.photos} {a.photos === 1 ? 'photo' : 'photos'}
              </span>
            </li>
          ))}
        </ul>
      )}
      {albums.data?.canCreate && con.status === 'listed' && <NewAlbumForm slug={con.slug} />}
    </Card>
  );
}

function NewAlbumForm({ slug }: { slug: string }) {
  const actions = useAlbumActions();
  const navigate = useNavigate();
  const [title, setTitle] = useState('');
  const [visibility, setVisibility] = useState<AlbumVisibility>('everyone');
  const [slotId, setSlotId] = useState<number | null>(null);
  const slots = useMySlots(slug, true).data ?? [];
  const [error, setError] = useState('');
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError('');
    try {
      const album = await actions.create(slug, { title, visibility, shootSlotId: slotId });
      navigate(`/albums/${album.id}`);
    } catch (e) {
      setError(errorMessage(e, 'The album could not be made.'));
    }
  };
  return (
    <form onSubmit={submit} aria-label="New album">
      <FormField
        label="New album title"
        required
        maxLength={120}
        value={title}
        onChange={(e) => setTitle(e.target.value)}
      />
      <AlbumVisibilityField id="albums-visibility" value={visibility} onChange={setVisibility} />
      {slots.length > 0 && (
        <div className="field">
          <label htmlFor="albums-slot">From which of your photoshoots (optional)</label>
          <select
            id="albums-slot"
            value={slotId ?? ''}
            onChange={(e) => setSlotId(e.target.value ? Number(e.target.value) : null)}
          >
            <option value="">Not from one slot</option>
            {slots.map((slot) => (
              <option key={slot.id} value={slot.id}>
                {slotLabel(slot)}
              </option>
            ))}
          </select>
        </div>
      )}
      {error && <ErrorText>{error}</ErrorText>}
      <Button type="submit" variant="secondary">
        Make the album
      </Button>
    </form>
  );
}

/** "Sat Mar 7, 10:30 am · Fountain · with Ada": the day, the con's wall clock, where and who booked it. */
function slotLabel(slot: ShootSlot): string {
  const day = new Date(`${slot.day}T12:00:00Z`).toLocaleDateString('en-US', {
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    timeZone: 'UTC',
  });
  const parts = [`${day}, ${slot.time}`];
  if (slot.place) parts.push(slot.place);
  if (slot.bookedBy) parts.push(`with ${slot.bookedBy.displayName}`);
  return parts.join(' · ');
}
