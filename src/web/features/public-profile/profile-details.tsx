import type { PublicProfile } from '../../../shared/profile/profile-api';
import { splitList } from '../../../shared/profile/split-list';
import { ChipList } from '../../ui/chip';
import { MailIcon, PhoneIcon } from '../../ui/icons';

function TextSection({ id, title, text }: { id: string; title: string; text: string }) {
  if (text.trim() === '') return null;
  return (
    <section className="profile-section" aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {/* Plain text: React escapes it; CSS keeps the member's line breaks. */}
      <p className="profile-text">{text}</p>
    </section>
  );
}

function ListSection({ id, title, value }: { id: string; title: string; value: string }) {
  const items = [...new Set(splitList(value))];
  if (items.length === 0) return null;
  return (
    <section className="profile-section" aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      <ChipList label={title} items={items} />
    </section>
  );
}

/** The text and list fields the details column shows. */
const DETAIL_FIELDS = ['about', 'complete', 'inprogress', 'cosplaygroup', 'other'] as const;

/** Whether the member wrote anything for the details column. */
export function hasDetails(profile: PublicProfile): boolean {
  return DETAIL_FIELDS.some((field) => profile[field].trim() !== '');
}

/** About, other, the cosplay lists and groups. */
export function ProfileDetails({ profile }: { profile: PublicProfile }) {
  return (
    <>
      <TextSection id="profile-about" title="About" text={profile.about} />
      <ListSection id="profile-complete" title="Completed cosplays" value={profile.complete} />
      <ListSection id="profile-inprogress" title="Cosplays in progress" value={profile.inprogress} />
      <ListSection id="profile-groups" title="Cosplay groups" value={profile.cosplaygroup} />
      <TextSection id="profile-other" title="Other" text={profile.other} />
    </>
  );
}

/** Whether the member shows an email or phone number. */
export function hasContact(profile: PublicProfile): boolean {
  return profile.email.trim() !== '' || profile.phonenumber.trim() !== '';
}

/** Public email and phone, when the member filled them in. */
export function ProfileContact({ profile }: { profile: PublicProfile }) {
  const email = profile.email.trim();
  const phone = profile.phonenumber.trim();
  if (!email && !phone) return null;
  return (
    <section className="profile-section" aria-labelledby="profile-contact">
      <h2 id="profile-contact" className="profile-section-label">
        Contact
      </h2>
      <ul className="link-chips">
        {email && (
          <li>
            <span className="visually-hidden">Email </span>
            <a className="link-chip" href={`mailto:${email}`}>
              <MailIcon className="link-chip-icon" />
              {email}
            </a>
          </li>
        )}
        {phone && (
          <li>
            <span className="visually-hidden">Phone </span>
            <a className="link-chip" href={`tel:${phone.replace(/[^0-9+]/g, '')}`}>
              <PhoneIcon className="link-chip-icon" />
              {phone}
            </a>
          </li>
        )}
      </ul>
    </section>
  );
}
