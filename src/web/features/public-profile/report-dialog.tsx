import { api } from '../../lib/api';
import ReportDialog from '../../ui/report-dialog';

/** Reporting a member's profile or one of their photos to the organisers (POST /api/reports). */
export default function ProfileReportDialog({
  username,
  name,
  image,
  onClose,
}: {
  username: string;
  name: string;
  /** The photo's URL, or '' for the profile. */
  image: string;
  onClose: () => void;
}) {
  return (
    <ReportDialog
      title={image ? 'Report this photo' : `Report ${name}`}
      about={{ name, image }}
      send={(reason, note) =>
        api<{ message?: string }>('/reports', {
          method: 'POST',
          auth: true,
          body: { username, image, reason, note },
        })
      }
      onClose={onClose}
    />
  );
}
