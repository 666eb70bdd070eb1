import { Link, useParams } from 'react-router';
import { MSG } from '../../../shared/messages';
import { ErrorText } from '../../ui/error-text';
import { Page } from '../../ui/page';
import { PrintableCard } from './printable-card';
import { usePublicProfile } from './use-public-profile';

const TITLE = 'Profile card';

/**
 * /public/{username}/card: the member's printable card, for anyone who may see the profile (the
 * same answer as the profile page, so members-only profiles only for members). A page of its own
 * so the QR code library loads here and never with the profile.
 */
export default function PrintableCardPage() {
  const username = useParams().username ?? '';
  const profile = usePublicProfile(username);
  const profilePath = `/public/${encodeURIComponent(username)}`;

  if (!profile.isSuccess) {
    return (
      <Page title={TITLE}>
        {profile.isError ? <ErrorText>{MSG.publicLoadError}</ErrorText> : <p role="status">Loading…</p>}
      </Page>
    );
  }
  return (
    <Page
      title={TITLE}
      lead="For your table at a convention or a meetup."
      className="print-card-page print-sheet"
      wide
    >
      <div className="print-sheet-layout">
        <PrintableCard profile={profile.data} url={window.location.origin + profilePath} />
        <aside className="print-sheet-aside" aria-labelledby="print-card-how">
          <h2 id="print-card-how">Print it</h2>
          <p>
            It fills one A6 or 4×6 page: choose that paper size and no margins. Card stock stands up in a
            table holder all weekend.
          </p>
          <p>The QR code opens this profile, so visitors find the photos and links after the show.</p>
          <div className="cta-row">
            <button type="button" className="button" onClick={() => window.print()}>
              Print
            </button>
            <Link className="button button-secondary" to={profilePath}>
              Back to the profile
            </Link>
          </div>
        </aside>
      </div>
    </Page>
  );
}
