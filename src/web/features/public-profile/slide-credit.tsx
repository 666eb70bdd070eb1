import type { PhotoDetails } from '../../../shared/profile/photo-details';

/**
 * "Photo: {name}" on the slide shown, linking to the photographer when the member gave a link. The
 * link is the member's text, so it carries nofollow ugc; it opens in a new tab like every link out
 * of a profile. Nothing when the photo has no credit.
 */
export function SlideCredit({ credit }: { credit: PhotoDetails['credit'] }) {
  const name = credit?.name.trim() ?? '';
  if (!credit || name === '') return null;
  return (
    <p className="slideshow-credit">
      Photo:{' '}
      {credit.url ? (
        <a href={credit.url} target="_blank" rel="noopener noreferrer nofollow ugc">
          {name}
          <span className="visually-hidden"> (opens in a new tab)</span>
        </a>
      ) : (
        name
      )}
    </p>
  );
}
