import { SOCIAL_FIELDS, SUPPORT_FIELDS } from '../../../shared/constants';
import type { PublicProfile } from '../../../shared/profile/profile-api';
import { LINK_KINDS, type LinkField, linkUrl } from '../../../shared/profile/social-links';

/**
 * Social and support links. Stored values are handles; the address is always built by linkUrl,
 * so a stored value never becomes an href of its own.
 */
function LinkList({
  title,
  fields,
  profile,
}: {
  title: string;
  fields: readonly LinkField[];
  profile: PublicProfile;
}) {
  const filled = fields.filter((field) => profile[field].trim() !== '');
  if (filled.length === 0) return null;
  return (
    <section className="profile-section" aria-labelledby={`profile-${title.toLowerCase()}`}>
      <h2 id={`profile-${title.toLowerCase()}`}>{title}</h2>
      <ul className="profile-links">
        {filled.map((field) => {
          const handle = profile[field].trim();
          return (
            <li key={field}>
              <a href={linkUrl(field, handle)} target="_blank" rel="noopener noreferrer">
                {LINK_KINDS[field].label}
                <span className="visually-hidden"> (opens in a new tab)</span>
              </a>
              <span className="profile-link-handle">{handle}</span>
            </li>
          );
        })}
      </ul>
    </section>
  );
}

export function ProfileLinks({ profile }: { profile: PublicProfile }) {
  return (
    <>
      <LinkList title="Social" fields={SOCIAL_FIELDS} profile={profile} />
      <LinkList title="Support" fields={SUPPORT_FIELDS} profile={profile} />
    </>
  );
}
