import type { ContentVersionInfo } from '../../../../shared/api/content-editor';
import { localDateTime, timeAgo } from '../../../lib/time-ago';

/** When a version was saved: "5 minutes ago", and the date and time beside it. */
export function SavedWhen({ at }: { at: number }) {
  const iso = new Date(at).toISOString();
  return (
    <time dateTime={iso}>
      {timeAgo(iso)} <span className="version-when-full">({localDateTime(iso)})</span>
    </time>
  );
}

/** One line on what the form started from: a saved version, or the content file. */
export function EditingLine({ version }: { version: ContentVersionInfo | null }) {
  if (!version) {
    return (
      <p className="content-editing">
        Editing <strong>the content file</strong>: nothing has been saved here yet.
      </p>
    );
  }
  return (
    <p className="content-editing">
      Editing <strong>version #{version.id}</strong>, saved by @{version.authorUsername}{' '}
      <SavedWhen at={version.createdAt} />
      {version.restoredFrom !== null && <> (restored from #{version.restoredFrom})</>}.
    </p>
  );
}
