import { lazy, Suspense } from 'react';
import './report-control.css';

// The dialog (its form, the reasons and their schema) loads only when a member opens it: the
// public profile is at the edge of its JavaScript budget.
const ReportDialog = lazy(() => import('./report-dialog'));

/** The quiet "Report" in the profile's header, for signed-in members on someone else's page. */
export function ReportProfileButton({ onClick }: { onClick: () => void }) {
  return (
    <button type="button" className="button button-quiet report-profile-button" onClick={onClick}>
      <FlagIcon />
      Report
    </button>
  );
}

/** A flag, for the report controls. */
export function FlagIcon() {
  return (
    <svg className="line-icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path
        d="M5 21V4m0 0h11l-2 4 2 4H5"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

/**
 * The report dialog while a report is being written: `image` is the reported photo's URL, ''
 * for the profile itself, null when no report is open.
 */
export function ReportDialogHost({
  username,
  name,
  image,
  onClose,
}: {
  username: string;
  name: string;
  image: string | null;
  onClose: () => void;
}) {
  if (image === null) return null;
  return (
    <Suspense fallback={null}>
      <ReportDialog key={image} username={username} name={name} image={image} onClose={onClose} />
    </Suspense>
  );
}

/** "Report this photo", in the corner of the slide shown. */
export function ReportPhotoButton({ onClick }: { onClick: () => void }) {
  return (
    <button type="button" className="report-photo-button" aria-label="Report this photo" onClick={onClick}>
      <FlagIcon />
      Report
    </button>
  );
}
