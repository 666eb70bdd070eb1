import { SLIDESHOW_SLOTS } from '../../../shared/constants';
import type { PhotoDetails } from '../../../shared/profile/photo-details';
import {
  type OwnProfile,
  ownProfileSchema,
  type ProfileCard,
  type PublicProfile,
  publicProfileSchema,
} from '../../../shared/profile/profile-api';
import { recoveryEmailState } from '../../db/email-verifications-repo';
import type { UserRow } from '../../db/users-repo';
import { thumbUrl } from '../../images/process-image';
import type { ImageSigner } from '../../images/signed-urls';

/** Five slots, '' for empty ones, whatever the stored JSON holds. */
export function slideshowSlots(row: Pick<UserRow, 'slideshow'>): string[] {
  let stored: unknown;
  try {
    stored = JSON.parse(row.slideshow);
  } catch {
    stored = [];
  }
  const list = Array.isArray(stored) ? stored : [];
  return Array.from({ length: SLIDESHOW_SLOTS }, (_, i) => (typeof list[i] === 'string' ? list[i] : ''));
}

/**
 * Whether the viewer may see the member's email and phone (contactvisibility): everyone, signed-in
 * members, or nobody but the member themself.
 */
export function contactShownTo(
  row: Pick<UserRow, 'id' | 'contactvisibility'>,
  viewerId: number | undefined,
): boolean {
  if (viewerId === row.id) return true;
  if (row.contactvisibility === 'everyone') return true;
  return row.contactvisibility === 'members' && viewerId !== undefined;
}

/** How a photo path is handed out: as it is, or signed for a members-only profile. */
export type PhotoUrl = (path: string) => string;
const asIs: PhotoUrl = (path) => path;

/** Photos of a members-only profile are signed (images/signed-urls.ts); others are plain and public. */
export function photoUrlFor(row: Pick<UserRow, 'visibility'>, signer: ImageSigner): PhotoUrl {
  return row.visibility === 'members' ? (path) => signer.sign(path) : asIs;
}

// Parsing through the schemas drops every column they do not name (birthdate, hashes, …).
export function toPublicProfile(
  row: UserRow,
  showContact = true,
  photo: PhotoUrl = asIs,
  imageDetails: PhotoDetails | null = null,
): PublicProfile {
  const contact = showContact ? {} : { email: '', phonenumber: '' };
  return publicProfileSchema.parse({
    ...row,
    ...contact,
    ID: row.id,
    image: photo(row.image),
    thumbnail: photo(thumbUrl(row.image)),
    imageDetails: row.image ? imageDetails : null,
  });
}

/** `details`: of the profile photo, then of each slideshow slot (images/photo-details.ts). */
export function toOwnProfile(
  row: UserRow,
  photo: PhotoUrl,
  details: ReadonlyArray<PhotoDetails | null>,
): OwnProfile {
  return ownProfileSchema.parse({
    ...row,
    image: photo(row.image),
    listed: row.listed !== 0,
    indexable: row.indexable !== 0,
    ID: row.id,
    thumbnail: photo(thumbUrl(row.image)),
    imageDetails: details[0] ?? null,
    slideshow: slideshowSlots(row).map(photo),
    slideshowDetails: slideshowSlots(row).map((_, i) => details[i + 1] ?? null),
    ...recoveryEmailState(row),
  });
}

/**
 * A member card, field by field: the card's fields only, whatever else the row holds. Built as
 * a literal rather than parsed through profileCardSchema (which the answer's schema checks once
 * more on the way out): search and the member list make fifty at a time.
 */
export function toCard(
  row: Pick<UserRow, 'id' | 'username' | 'firstname' | 'lastname' | 'city' | 'state' | 'imawhat' | 'image'>,
  photo: PhotoUrl = asIs,
): ProfileCard {
  return {
    ID: row.id,
    username: row.username,
    firstname: row.firstname,
    lastname: row.lastname,
    city: row.city,
    state: row.state,
    imawhat: row.imawhat,
    image: photo(row.image),
    thumbnail: photo(thumbUrl(row.image)),
  };
}
