import type { QueuedReport, ReportQueue } from '../../../shared/api/moderation';
import type { QueueRow } from '../../db/report-queue-repo';
import type { ReportSubjectFacts } from '../../db/report-subjects';
import { thumbUrl } from '../../images/process-image';
import type { ImageSigner } from '../../images/signed-urls';
import { currentPhotos, reviewUrl } from './photos';
import { presentSubject } from './subject-labels';

/**
 * The open reports grouped by member, members in the order of their oldest open report (the rows
 * come oldest first). Photos are review-signed: the organiser sees them even when hidden, or when
 * the member is suspended or shows the profile to members only.
 */
/** The id of the album photo (features/con-albums) a report's image names, or null for a profile photo. */
export function albumPhotoId(path: string): string | null {
  return /^\/api\/album-photos\/([^/?]+)/.exec(path)?.[1] ?? null;
}

/** The reported album photo: the report's subject when it names one, else its path (rows before 033). */
export function reportedAlbumPhoto(row: Pick<QueueRow, 'image' | 'subject'>): string | null {
  if (row.subject?.kind === 'album-photo') return row.subject.id;
  return row.image === '' ? null : albumPhotoId(row.image);
}

/**
 * `albumPhotosLeft`: the reported album photos that still exist (an organiser may have removed one);
 * a profile photo is gone once the member's current photos no longer name it.
 */
export function groupQueue(
  rows: readonly QueueRow[],
  signer: ImageSigner,
  albumPhotosLeft: ReadonlySet<string> = new Set(),
  subjects: ReadonlyMap<string, ReportSubjectFacts> = new Map(),
): ReportQueue {
  const byMember = new Map<number, ReportQueue['members'][number]>();
  for (const row of rows) {
    const { member } = row;
    let group = byMember.get(member.id);
    if (!group) {
      group = {
        member: {
          id: member.id,
          username: member.username,
          firstname: member.firstname,
          lastname: member.lastname,
          status: member.status,
          statusReason: member.status === 'suspended' ? member.status_reason : '',
          thumbnail: reviewUrl(signer, thumbUrl(member.image)),
        },
        reports: [],
      };
      byMember.set(member.id, group);
    }
    const report: QueuedReport = {
      id: row.id,
      reason: row.reason as QueuedReport['reason'],
      note: row.note,
      image: reviewUrl(signer, row.image),
      imageGone: row.image !== '' && imageGone(row, currentPhotos(member), albumPhotosLeft),
      reporterUsername: row.reporterUsername,
      createdAt: new Date(row.createdAt).toISOString(),
      subject: presentSubject(row.subject, subjects),
    };
    group.reports.push(report);
  }
  return { members: [...byMember.values()] };
}

function imageGone(
  row: QueueRow,
  profilePhotos: readonly string[],
  albumPhotosLeft: ReadonlySet<string>,
): boolean {
  const albumPhoto = reportedAlbumPhoto(row);
  return albumPhoto === null ? !profilePhotos.includes(row.image) : !albumPhotosLeft.has(albumPhoto);
}
