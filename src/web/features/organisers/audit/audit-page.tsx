import { Link } from 'react-router';
import { AUDIT_ACTION_LABELS } from '../../../../shared/api/moderation';
import { errorMessage } from '../../../lib/error-message';
import { localDateTime } from '../../../lib/time-ago';
import { usePageCount, usePageParams } from '../../../lib/use-page-params';
import { EmptyState } from '../../../ui/empty-state';
import { ErrorText } from '../../../ui/error-text';
import { Page } from '../../../ui/page';
import { Pager, PageSizeBar } from '../../../ui/pager';
import { useAuditPage } from './api';
import './audit.css';

type Entry = {
  id: number;
  at: string;
  actorUsername: string;
  action: string;
  memberUsername: string;
  memberProfile: string;
  detail: string;
  reason: string;
};

/** The words for an action; one this version does not know yet shows as it is stored. */
export function actionLabel(action: string): string {
  return Object.hasOwn(AUDIT_ACTION_LABELS, action) ? (AUDIT_ACTION_LABELS[action] as string) : action;
}

const who = (username: string) => (username ? `@${username}` : '—');

/** The member as recorded, linked to their profile while the account lives (never once deleted). */
function Member({ entry }: { entry: Entry }) {
  if (!entry.memberProfile) return <>{who(entry.memberUsername)}</>;
  return <Link to={`/public/${encodeURIComponent(entry.memberProfile)}`}>{who(entry.memberUsername)}</Link>;
}

function When({ at }: { at: string }) {
  return <time dateTime={at}>{localDateTime(at)}</time>;
}

/** A laptop reads the log as a table. */
function AuditTable({ entries }: { entries: Entry[] }) {
  return (
    // Focusable so a keyboard can scroll it sideways if a long reason makes it wider than the page.
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard
    <section className="audit-table-wrap" aria-label="Audit log entries" tabIndex={0}>
      <table className="audit-table">
        <caption className="visually-hidden">Organiser actions, newest first</caption>
        <thead>
          <tr>
            <th scope="col">When</th>
            <th scope="col">Who</th>
            <th scope="col">What</th>
            <th scope="col">Member</th>
            <th scope="col">Detail</th>
            <th scope="col">Reason</th>
          </tr>
        </thead>
        <tbody>
          {entries.map((entry) => (
            <tr key={entry.id}>
              <td className="audit-when">
                <When at={entry.at} />
              </td>
              <td>{who(entry.actorUsername)}</td>
              <td className="audit-what">{actionLabel(entry.action)}</td>
              <td>
                <Member entry={entry} />
              </td>
              <td>{entry.detail}</td>
              <td>{entry.reason}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

/** A phone reads it as cards: what happened first, then the rest. */
function AuditCards({ entries }: { entries: Entry[] }) {
  return (
    <ol className="audit-cards" aria-label="Organiser actions, newest first">
      {entries.map((entry) => (
        <li key={entry.id} className="audit-card">
          <p className="audit-card-what">
            {actionLabel(entry.action)}
            {entry.memberUsername && (
              <span>
                {' '}
                <Member entry={entry} />
              </span>
            )}
          </p>
          <p className="audit-card-meta">
            <When at={entry.at} /> · by {who(entry.actorUsername)}
          </p>
          {entry.detail && <p>{entry.detail}</p>}
          {entry.reason && (
            <p>
              <span className="audit-card-label">Reason: </span>
              {entry.reason}
            </p>
          )}
        </li>
      ))}
    </ol>
  );
}

/** /organisers/audit: every organiser action, newest first, paged; read-only. */
export default function AuditPage() {
  const paging = usePageParams();
  const log = useAuditPage(paging.page, paging.limit);
  const loaded = log.data !== undefined && !log.isPlaceholderData;
  const pages = usePageCount(paging, loaded ? log.data?.total : undefined);
  const total = log.data?.total ?? 0;

  return (
    <Page
      title="Audit log"
      wide
      lead="Every organiser action: who, what, when and why. Entries cannot be edited or deleted."
    >
      {log.isPending && <p role="status">Loading…</p>}
      {log.isError && <ErrorText>{errorMessage(log.error, 'The audit log could not be loaded.')}</ErrorText>}
      {log.data && total === 0 && (
        <EmptyState title="No actions yet">
          Decisions on reports, suspensions, sign-ups, roles and club content are recorded here.
        </EmptyState>
      )}
      {log.data && total > 0 && (
        <>
          <PageSizeBar
            label="Entries per page"
            limit={paging.limit}
            onLimit={paging.setLimit}
            total={`${total.toLocaleString('en-US')} ${total === 1 ? 'entry' : 'entries'}`}
          />
          <div aria-busy={log.isPlaceholderData}>
            <AuditTable entries={log.data.entries} />
            <AuditCards entries={log.data.entries} />
          </div>
          <Pager label="Audit log pages" page={paging.page} pages={pages} onPage={paging.setPage} />
        </>
      )}
    </Page>
  );
}
