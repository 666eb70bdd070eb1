import type { PublicProfile } from '../../../shared/profile/profile-api';
import { splitList } from '../../../shared/profile/profile-fields';

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
      <ul className="profile-tags">
        {items.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
    </section>
  );
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

/** Public email and phone, when the member filled them in. */
export function ProfileContact({ profile }: { profile: PublicProfile }) {
  const email = profile.email.trim();
  const phone = profile.phonenumber.trim();
  if (!email && !phone) return null;
  return (
    <section className="profile-section" aria-labelledby="profile-contact">
      <h2 id="profile-contact">Contact</h2>
      <ul className="profile-links">
        {email && (
          <li>
            <span className="profile-contact-kind">Email</span> <a href={`mailto:${email}`}>{email}</a>
          </li>
        )}
        {phone && (
          <li>
            <span className="profile-contact-kind">Phone</span>{' '}
            <a href={`tel:${phone.replace(/[^0-9+]/g, '')}`}>{phone}</a>
          </li>
        )}
      </ul>
    </section>
  );
}
