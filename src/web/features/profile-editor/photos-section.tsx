import { PhotoSlotField } from './photo-slot';
import type { usePhotoSlots } from './use-photo-slots';

/** The profile photo and the five slideshow slots (docs/product.md §2 "Profile edit details"). */
export function PhotosSection({ photos }: { photos: ReturnType<typeof usePhotoSlots> }) {
  return (
    <fieldset className="profile-section">
      <legend>Photos</legend>
      <p className="section-hint">
        JPEG, PNG or WebP. After choosing a file you crop a square from it; changes are saved with the
        profile.
      </p>
      <div className="photo-grid">
        {photos.slots.map((slot, index) => (
          <PhotoSlotField
            key={slot.name}
            slot={slot}
            onAccept={(source, blob) => photos.accept(index, source, blob)}
            onRemove={() => photos.remove(index)}
          />
        ))}
      </div>
    </fieldset>
  );
}
