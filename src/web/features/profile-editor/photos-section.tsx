import { useEffect, useState } from 'react';
import { PhotoSlotField } from './photo-slot';
import type { PhotoSlots } from './use-photo-slots';

type Step = -1 | 1;
const moveId = (position: number, step: Step) => `slide-${position}-${step < 0 ? 'earlier' : 'later'}`;

/**
 * The profile photo and the five slideshow slots (docs/product.md §2 "Profile edit details"),
 * first in the editor because photos are what members look at. The slideshow is a strip in
 * playing order; each photo moves earlier or later, and the order is saved with the profile.
 */
export function PhotosSection({ photos }: { photos: PhotoSlots }) {
  const [announcement, setAnnouncement] = useState('');
  const [focusTarget, setFocusTarget] = useState('');
  const [profileSlot, ...slides] = photos.slots;
  const placed = new Set(photos.slots.map((s) => (s.value.kind === 'server' ? s.value.url : '')));

  // After a move, the focused button's photo is elsewhere: follow it to its new place.
  useEffect(() => {
    if (!focusTarget) return;
    document.getElementById(focusTarget)?.focus();
    setFocusTarget('');
  }, [focusTarget]);

  function move(position: number, step: Step) {
    const to = position + step;
    photos.move(position, step);
    setAnnouncement(`Moved to place ${to} of ${slides.length}.`);
    const sameWay = step < 0 ? to > 1 : to < slides.length;
    setFocusTarget(moveId(to, sameWay ? step : (-step as Step)));
  }

  return (
    <fieldset className="profile-section photos-section">
      <legend>Photos</legend>
      <p className="section-hint">
        JPEG, PNG or WebP. After choosing a file you crop a square from it; changes are saved with the
        profile.
      </p>
      <UndescribedNote count={photos.undescribed} />
      {profileSlot && (
        <PhotoSlotField
          slot={profileSlot}
          className="photo-slot-profile"
          onAccept={(source, blob) => photos.accept(0, source, blob)}
          onRemove={() => photos.remove(0)}
          onDescribe={(text) => photos.describe(0, text)}
        />
      )}
      <fieldset className="slides">
        <legend>Slideshow</legend>
        <p className="section-hint">Up to five photos, played in this order on your public page.</p>
        <ol className="slide-strip">
          {slides.map((slot, i) => {
            const position = i + 1;
            const filled = slot.value.kind !== 'empty';
            return (
              <li key={slot.name}>
                <PhotoSlotField
                  slot={slot}
                  originalKept={placed.has(slot.original)}
                  onAccept={(source, blob) => photos.accept(position, source, blob)}
                  onRemove={() => photos.remove(position)}
                  onDescribe={(text) => photos.describe(position, text)}
                >
                  {filled && (
                    <div className="slide-moves">
                      {position > 1 && <MoveButton position={position} step={-1} onMove={move} />}
                      {position < slides.length && <MoveButton position={position} step={1} onMove={move} />}
                    </div>
                  )}
                </PhotoSlotField>
              </li>
            );
          })}
        </ol>
      </fieldset>
      <p className="visually-hidden" aria-live="polite">
        {announcement}
      </p>
    </fieldset>
  );
}

/** A gentle note, not a blocker: the profile saves either way, and each slot says which photo it is. */
function UndescribedNote({ count }: { count: number }) {
  if (count === 0) return null;
  return (
    <p className="photos-undescribed">
      {count === 1 ? '1 photo needs' : `${count} photos need`} a description.
    </p>
  );
}

function MoveButton(props: { position: number; step: Step; onMove: (position: number, step: Step) => void }) {
  const earlier = props.step < 0;
  return (
    <button
      type="button"
      id={moveId(props.position, props.step)}
      className="button button-quiet slide-move"
      aria-label={`Move photo ${props.position} ${earlier ? 'earlier' : 'later'}`}
      onClick={() => props.onMove(props.position, props.step)}
    >
      {earlier ? <span aria-hidden="true">←</span> : null}
      {earlier ? 'Earlier' : 'Later'}
      {earlier ? null : <span aria-hidden="true">→</span>}
    </button>
  );
}
