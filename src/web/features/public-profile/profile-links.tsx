import spriteUrl from 'virtual:social-icons';
import { SOCIAL_FIELDS, SUPPORT_FIELDS } from '../../../shared/constants';
import type { PublicProfile } from '../../../shared/profile/profile-api';
import { LINK_KINDS, type LinkField, linkUrl } from '../../../shared/profile/social-links';

/** The brand's mark from the sprite (scripts/vite-social-icons.ts), or a plain link icon. */
function BrandIcon({ field }: { field: LinkField }) {
  return (
    <svg className="link-chip-icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <use href={`${spriteUrl}#${field}`} />
    </svg>
  );
}

/**
 * Social or support links as a compact row of icon chips. Stored values are handles; the address
 * is always built by linkUrl, so a stored value never becomes an href of its own. The chip reads
 * "Instagram (opens in a new tab)"; the handle is its tooltip. rel="me" tells sites that check it
 * (Mastodon shows a verified tick) that this page and the linked profile belong to one person.
 */
function LinkChips({
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
  const id = `profile-${title.toLowerCase()}`;
  return (
    <section className="profile-section" aria-labelledby={id}>
      <h2 id={id} className="profile-section-label">
        {title}
      </h2>
      <ul className="link-chips">
        {filled.map((field) => (
          <li key={field}>
            <a
              className="link-chip"
              href={linkUrl(field, profile[field].trim())}
              title={profile[field].trim()}
              target="_blank"
              rel="me noopener noreferrer"
            >
              <BrandIcon field={field} />
              {LINK_KINDS[field].label}
              <span className="visually-hidden"> (opens in a new tab)</span>
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}

export function ProfileLinks({ profile }: { profile: PublicProfile }) {
  return (
    <>
      <LinkChips title="Social" fields={SOCIAL_FIELDS} profile={profile} />
      <LinkChips title="Support" fields={SUPPORT_FIELDS} profile={profile} />
    </>
  );
}

/** Whether the member filled in any social or support link. */
export function hasLinks(profile: PublicProfile): boolean {
  return [...SOCIAL_FIELDS, ...SUPPORT_FIELDS].some((field) => profile[field].trim() !== '');
}
