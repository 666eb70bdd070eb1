import { type EmbedField, isAllowedEmbed, isEmptyEmbed } from '../../../shared/profile/embeds';
import type { PublicProfile } from '../../../shared/profile/profile-api';

const EMBEDS: { field: EmbedField; title: string }[] = [
  { field: 'calendar', title: 'Calendar' },
  { field: 'milanote', title: 'Milanote board' },
];

function shownEmbeds(profile: PublicProfile) {
  return EMBEDS.filter(({ field }) => !isEmptyEmbed(profile[field]) && isAllowedEmbed(field, profile[field]));
}

/** Whether the member has a calendar or board to show. */
export function hasEmbeds(profile: PublicProfile): boolean {
  return shownEmbeds(profile).length > 0;
}

/** Calendar and Milanote frames, only for filled values on the allow-listed hosts. */
export function ProfileEmbeds({ profile, owner }: { profile: PublicProfile; owner: string }) {
  return shownEmbeds(profile).map(({ field, title }) => (
    <section key={field} className="profile-section" aria-labelledby={`profile-embed-${field}`}>
      <h2 id={`profile-embed-${field}`}>{title}</h2>
      <div className="profile-embed">
        <iframe
          src={profile[field].trim()}
          title={`${title} of ${owner}`}
          loading="lazy"
          sandbox="allow-scripts allow-same-origin allow-popups"
          referrerPolicy="no-referrer"
        />
      </div>
    </section>
  ));
}
