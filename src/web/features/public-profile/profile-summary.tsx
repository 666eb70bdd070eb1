import type { PublicProfile } from '../../../shared/profile/profile-api';
import { splitList } from '../../../shared/profile/profile-fields';
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
    />
  );
}

/** Username, roles, states and cities as a short list of facts. */
export function ProfileFacts({ profile }: { profile: PublicProfile }) {
  const facts = [
    { term: 'Roles', value: splitList(profile.imawhat).join(', ') },
    { term: 'States', value: splitList(profile.state).join(', ') },
    { term: 'City', value: splitList(profile.city).join(', ') },
  ].filter((fact) => fact.value !== '');
  return (
    <>
      <p className="profile-username">@{profile.username}</p>
      {facts.length > 0 && (
        <dl className="profile-facts">
          {facts.map((fact) => (
            <div key={fact.term}>
              <dt>{fact.term}</dt>
              <dd>{fact.value}</dd>
            </div>
          ))}
        </dl>
      )}
    </>
  );
}
