import { useId, useState } from 'react';
import { Link } from 'react-router';
import { REPORT_REASON_LABELS } from '../../../../shared/api/moderation';
import { localDateTime, timeAgo } from '../../../lib/time-ago';
import { Avatar } from '../../../ui/avatar';
import { Button } from '../../../ui/button';
import { Card } from '../../../ui/card';
import { Chip } from '../../../ui/chip';
import { AlbumPhotoRemoval } from './album-photo-removal';
import {
  type ModerationAction,
  type QueueMember,
  type QueueReport,
  reportedAlbumPhotoId,
  reportedProject,
} from './api';
import { MessageReportContext } from './message-context';
import { ProjectHiding } from './project-hiding';

type Act = (action: ModerationAction) => void;

/** One member in the queue: who they are, their standing, then every open report or appeal. */
export function QueueMemberCard({
  member,
  reports,
  onAction,
}: {
  member: QueueMember;
  reports: QueueReport[];
  onAction: Act;
}) {
  const nameId = useId();
  const suspended = member.status === 'suspended';
  // An appeal waits on a decision only organisers can take: it goes first.
  const ordered = [...reports].sort((a, b) => Number(b.reason === 'appeal') - Number(a.reason === 'appeal'));
  return (
    <Card as="li" className="queue-member" aria-labelledby={nameId}>
      <div className="queue-member-head">
        {member.thumbnail ? (
          <img className="queue-member-photo" src={member.thumbnail} alt="" width={56} height={56} />
        ) : (
          <Avatar className="queue-member-photo" member={member} />
        )}
        <div className="queue-member-who">
          <h2 id={nameId}>
            {member.firstname} {member.lastname}
          </h2>
          <p>
            <Link to={`/public/${encodeURIComponent(member.username)}`}>@{member.username}</Link>
          </p>
        </div>
        <div className="queue-member-action">
          {suspended ? (
            <Button aria-describedby={nameId} onClick={() => onAction({ kind: 'unsuspend', member })}>
              Lift suspension
            </Button>
          ) : member.status === 'active' ? (
            <Button
              variant="secondary"
              aria-describedby={nameId}
              onClick={() => onAction({ kind: 'suspend', member })}
            >
              Suspend member
            </Button>
          ) : null}
        </div>
      </div>
      {suspended && (
        <p className="queue-member-status">
          <Chip tone="accent">Suspended</Chip>
          {member.statusReason && <span>{member.statusReason}</span>}
        </p>
      )}
      <ul className="queue-reports" aria-label={`Reports about @${member.username}`}>
        {ordered.map((report) => (
          <QueueReportItem key={report.id} member={member} report={report} onAction={onAction} />
        ))}
      </ul>
    </Card>
  );
}

/** What the placeholder says when nothing was reported but the member's part in a con. */
const SUBJECT_PLACEHOLDERS = {
  'con-group': 'Group cosplay',
  'shoot-slot': 'Photoshoot slot',
  project: 'Project',
  'project-entry': 'Log entry',
  tutorial: 'Tutorial',
  comment: 'Comment',
  message: 'Message',
  group: 'Group',
} as const;

function ReportedContent({ report, gone }: { report: QueueReport; gone: boolean }) {
  if (report.reason === 'appeal') return null;
  if (!report.image) {
    const kind = report.subject?.kind;
    const what = kind && kind !== 'album-photo' ? SUBJECT_PLACEHOLDERS[kind] : 'Profile';
    return <span className="queue-report-media queue-report-placeholder">{what}</span>;
  }
  if (gone) {
    return <span className="queue-report-media queue-report-placeholder">Photo already removed</span>;
  }
  return (
    <a className="queue-report-media" href={report.image} target="_blank" rel="noreferrer">
      <img src={report.image} alt="What was reported (opens in a new tab)" width={88} height={88} />
    </a>
  );
}

/** The group, slot or album photo reported, linked to where it shows on the con's page while it exists. */
function ReportSubjectLine({ subject }: { subject: NonNullable<QueueReport['subject']> }) {
  return (
    <p className="queue-report-subject">
      {subject.href ? <Link to={subject.href}>{subject.label}</Link> : subject.label}
    </p>
  );
}

function QueueReportItem({
  member,
  report,
  onAction,
}: {
  member: QueueMember;
  report: QueueReport;
  onAction: Act;
}) {
  const labelId = useId();
  const appeal = report.reason === 'appeal';
  const albumPhotoId = reportedAlbumPhotoId(report);
  const project = appeal ? undefined : reportedProject(report);
  // A project, entry or tutorial hidden from here: the report stays open until dismissed.
  const [projectHidden, setProjectHidden] = useState(false);
  // An album photo removed from here: its report stays open until dismissed.
  const [removed, setRemoved] = useState(false);
  const gone = report.imageGone || removed;
  const by = appeal
    ? 'Appealed by the member'
    : report.reporterUsername
      ? `Reported by @${report.reporterUsername}`
      : 'Reported by a former member';
  return (
    <li className={appeal ? 'queue-report queue-report-appeal' : 'queue-report'}>
      <ReportedContent report={report} gone={gone} />
      <div className="queue-report-body">
        <p id={labelId} className="queue-report-reason">
          {REPORT_REASON_LABELS[report.reason]}
        </p>
        {report.subject && <ReportSubjectLine subject={report.subject} />}
        {!appeal && report.conversation && (
          <MessageReportContext conversation={report.conversation} describedBy={labelId} />
        )}
        {report.note && (
          <blockquote className="queue-report-note">
            <p>{report.note}</p>
          </blockquote>
        )}
        <p className="queue-report-meta">
          {by} ·{' '}
          <time dateTime={report.createdAt} title={localDateTime(report.createdAt)}>
            {timeAgo(report.createdAt)}
          </time>
        </p>
        <div className="cta-row">
          {!appeal && albumPhotoId && !gone && (
            <AlbumPhotoRemoval
              photoId={albumPhotoId}
              describedBy={labelId}
              onRemoved={() => setRemoved(true)}
            />
          )}
          {project &&
            (projectHidden ? (
              <span role="status">
                Hidden from everyone but its {project.what === 'comment' ? 'author' : 'maker'}
              </span>
            ) : (
              <ProjectHiding target={project} describedBy={labelId} onHidden={() => setProjectHidden(true)} />
            ))}
          {!appeal && report.image && !albumPhotoId && !gone && (
            <Button
              variant="secondary"
              aria-describedby={labelId}
              onClick={() => onAction({ kind: 'hide-photo', member, report })}
            >
              Hide photo
            </Button>
          )}
          <Button
            variant="quiet"
            aria-describedby={labelId}
            onClick={() => onAction({ kind: 'dismiss', member, report })}
          >
            {appeal ? 'Dismiss appeal' : 'Dismiss report'}
          </Button>
        </div>
      </div>
    </li>
  );
}
