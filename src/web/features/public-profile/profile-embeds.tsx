import { type EmbedField, isAllowedEmbed, isEmptyEmbed } from '../../../shared/profile/embeds';
import type { PublicProfile } from '../../../shared/profile/profile-api';

const EMBEDS: { field: EmbedField; title: string }[] = [
  { field: 'calendar', title: 'Calendar' },
  { field: 'milanote', title: 'Milanote board' },
];

/** Calendar and Milanote frames, only for filled values on the allow-listed hosts. */
export function ProfileEmbeds({ profile, owner }: { profile: PublicProfile; owner: string }) {
  const shown = EMBEDS.filter(
    ({ field }) => !isEmptyEmbed(profile[field]) && isAllowedEmbed(field, profile[field]),
  );
  return shown.map(({ field, title }) => (
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
