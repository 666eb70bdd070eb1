import { PROFILE_PHOTO_SIZES } from '../../../shared/profile/photo-srcset';
import type { PublicProfile } from '../../../shared/profile/profile-api';
import { splitList } from '../../../shared/profile/split-list';
import { ChipList } from '../../ui/chip';
import { PinIcon } from '../../ui/icons';
import { ResponsivePhoto } from '../../ui/responsive-photo';
import fallbackPhoto from './fallback-photo.svg';

/**
 * The profile photo, the page's largest paint: fetched first, in the width the screen needs. Its
 * alt text is the member's description, or "Photo of {username}" until they write one; the club's
 * placeholder when the member has no photo.
 */
export function ProfilePhoto({
  profile: { image, imageDetails: details, username },
}: {
  profile: PublicProfile;
}) {
  if (!image) {
    const alt = `No photo yet for ${username}`;
    return <img className="profile-photo" src={fallbackPhoto} alt={alt} width={500} height={500} />;
  }
  return (
    <ResponsivePhoto
      className="profile-photo"
      src={image}
      width={details?.width ?? 500}
      height={details?.height ?? 500}
      sizes={PROFILE_PHOTO_SIZES}
      alt={details?.alt.trim() || `Photo of ${username}`}
      priority
    />
  );
}

/** Username and city, then roles and states as chips. */
export function ProfileFacts({ profile }: { profile: PublicProfile }) {
  const cities = splitList(profile.city).join(', ');
  return (
    <div className="profile-facts">
      <p className="profile-username">@{profile.username}</p>
      {cities && (
        <p className="profile-city">
          <PinIcon />
          <span className="visually-hidden">City: </span>
          {cities}
        </p>
      )}
      <ChipList label="Roles" tone="accent" items={splitList(profile.imawhat)} />
      <ChipList label="States" items={splitList(profile.state)} />
    </div>
  );
}
