import spriteUrl from 'virtual:social-icons';
import { SOCIAL_FIELDS, SUPPORT_FIELDS } from '../../../shared/constants';
import type { PublicProfile } from '../../../shared/profile/profile-api';
import { LINK_KINDS, linkUrl } from '../../../shared/profile/social-links';
import { splitList } from '../../../shared/profile/split-list';
import { displayName } from '../../lib/display-name';
import { Avatar } from '../../ui/avatar';
import { LogoMark } from '../../ui/logo';
import { QrImage } from '../../ui/qr-image';
import '../../ui/print-sheet.css';
import './printable-card.css';

const MAX_HANDLES = 3;

/** The member's first links, written as addresses a reader can type from paper (no https://www.). */
export function cardHandles(profile: PublicProfile) {
  return [...SOCIAL_FIELDS, ...SUPPORT_FIELDS]
    .filter((field) => profile[field].trim() !== '')
    .slice(0, MAX_HANDLES)
    .map((field) => ({
      field,
      label: LINK_KINDS[field].label,
      address: linkUrl(field, profile[field].trim())
        .replace(/^https:\/\/(www\.)?/, '')
        .replace(/\/$/, ''),
    }));
}

/** "Wichita, Kansas & Missouri": the first city and the states. */
function placeLine(profile: PublicProfile): string {
  const states = splitList(profile.state).join(' & ');
  return [splitList(profile.city)[0], states].filter(Boolean).join(', ');
}

/**
 * A member's card for a convention table: photo, name, what they do and where, three finished
 * cosplays, their first three links and a QR code of their profile. Paper colours in both themes; printed, it fills one A6
 * page (printable-card.css).
 */
export function PrintableCard({ profile, url }: { profile: PublicProfile; url: string }) {
  const name = displayName(profile);
  const roles = splitList(profile.imawhat).join(' · ');
  const place = placeLine(profile);
  const cosplays = splitList(profile.complete).slice(0, 3).join(' · ');
  const handles = cardHandles(profile);
  return (
    <article className="print-card print-sheet-card" aria-label={`Profile card of ${name}`}>
      <header className="print-card-band">
        <LogoMark className="print-card-logo" />
        <span>Midwest Cosplay &amp; Maker Club</span>
      </header>
      <div className="print-card-photo">
        {profile.image ? (
          <img
            src={profile.image}
            alt={profile.imageDetails?.alt.trim() || `Photo of ${profile.username}`}
            width={400}
            height={400}
          />
        ) : (
          <Avatar member={profile} />
        )}
      </div>
      <div className="print-card-body">
        {roles && <p className="print-card-roles">{roles}</p>}
        <p className="print-card-name">{name}</p>
        <p className="print-card-place">
          {place ? `@${profile.username} · ${place}` : `@${profile.username}`}
        </p>
        {cosplays && (
          <p className="print-card-cosplays">
            <span>Cosplays</span> {cosplays}
          </p>
        )}
        <div className="print-card-foot">
          <ul className="print-card-links" aria-label="Links">
            {handles.map(({ field, label, address }) => (
              <li key={field}>
                <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
                  <use href={`${spriteUrl}#${field}`} />
                </svg>
                <span className="visually-hidden">{label}: </span>
                {address}
              </li>
            ))}
            <li className="print-card-url">{url.replace(/^https?:\/\//, '')}</li>
          </ul>
          <QrImage className="print-card-qr" value={url} label={`QR code: ${url}`} />
        </div>
      </div>
    </article>
  );
}
