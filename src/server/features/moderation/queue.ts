import type { ReportedConversation } from '../../../shared/api/message-reports';
import type { QueuedReport, ReportQueue } from '../../../shared/api/moderation';
import type { ReportedMessageRef } from '../../db/message-report-context';
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
  /** A reported message's conversation around it, by report id (db/message-report-context.ts). */
  conversations: ReadonlyMap<number, ReportedConversation> = new Map(),
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
    const conversation = conversations.get(row.id);
    if (conversation) report.conversation = conversation;
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

/** The reports of messages, with who reported them and when (their context is what the reporter saw). */
export function reportedMessages(rows: readonly QueueRow[]): ReportedMessageRef[] {
  return rows.flatMap((row) =>
    row.subject?.kind === 'message' &&
    /^\d{1,10}$/.test(row.subject.id) &&
    Number(row.subject.id) <= 2_147_483_647
      ? [
          {
            reportId: row.id,
            messageId: Number(row.subject.id),
            reporterId: row.reporterId,
            reportedAt: row.createdAt,
          },
        ]
      : [],
  );
}
