import type { PublicProfile } from '../../../shared/profile/profile-api';
import { splitList } from '../../../shared/profile/split-list';
import { ChipList } from '../../ui/chip';
import { PinIcon } from '../../ui/icons';
import fallbackPhoto from './fallback-photo.svg';

/** The profile photo; the club's placeholder when the member has none. */
export function ProfilePhoto({ profile }: { profile: PublicProfile }) {
  return (
    <img
      className="profile-photo"
      src={profile.image || fallbackPhoto}
      alt={profile.image ? `Photo of ${profile.username}` : `No photo yet for ${profile.username}`}
      width={500}
      height={500}
      decoding="async"
      fetchPriority="high"
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
