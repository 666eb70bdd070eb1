import { useNavigate } from 'react-router';
import type { InboxNotification } from '../../../shared/api/notifications';
import { errorMessage } from '../../lib/error-message';
import { localDateTime, timeAgo } from '../../lib/time-ago';
import { Button, ButtonLink } from '../../ui/button';
import { EmptyState } from '../../ui/empty-state';
import { ErrorText } from '../../ui/error-text';
import { Page } from '../../ui/page';
import { useInbox, useMarkRead } from './api';
import { TypeMark } from './type-mark';
import './notifications.css';

/**
 * /notifications: the member's inbox, newest first. Unread rows are marked; opening one marks it
 * read and goes to what it is about; "Mark all read" clears the badge.
 */
export default function InboxPage() {
  const inbox = useInbox();
  const markRead = useMarkRead();
  const navigate = useNavigate();
  const rows = inbox.data?.pages.flatMap((page) => page.notifications) ?? [];
  const unread = inbox.data?.pages[0]?.unread ?? 0;

  const open = (row: InboxNotification) => {
    if (!row.read) markRead.mutate([row.id]);
    navigate(row.url);
  };

  const actions = (
    <>
      <ButtonLink variant="quiet" to="/notifications/settings">
        Choose what you hear of
      </ButtonLink>
      {unread > 0 && (
        <Button variant="secondary" onClick={() => markRead.mutate(undefined)} disabled={markRead.isPending}>
          Mark all read
        </Button>
      )}
    </>
  );

  return (
    <Page
      title="Notifications"
      lead={unread > 0 ? `${unread} unread` : 'You are all caught up.'}
      actions={actions}
    >
      {inbox.isPending && <p role="status">Loading your notifications…</p>}
      {inbox.isError && (
        <ErrorText>{errorMessage(inbox.error, 'Your notifications could not be loaded.')}</ErrorText>
      )}
      {markRead.isError && (
        <ErrorText>{errorMessage(markRead.error, 'That did not work. Please try again.')}</ErrorText>
      )}
      {inbox.data && rows.length === 0 && (
        <EmptyState title="Nothing yet">
          <p>
            When someone answers your event, an event you are going to changes, or organisers decide on your
            report, you will see it here.
          </p>
        </EmptyState>
      )}
      {rows.length > 0 && (
        <ul className="inbox" aria-label="Your notifications">
          {rows.map((row) => (
            <li key={row.id} className={row.read ? 'inbox-row' : 'inbox-row unread'}>
              <button type="button" className="inbox-open" onClick={() => open(row)}>
                <TypeMark type={row.type} />
                <span className="inbox-text">
                  <span className="inbox-message">{row.text}</span>
                  <time className="inbox-time" dateTime={row.createdAt} title={localDateTime(row.createdAt)}>
                    {timeAgo(row.createdAt)}
                  </time>
                </span>
                {!row.read && <span className="inbox-unread">Unread</span>}
              </button>
            </li>
          ))}
        </ul>
      )}
      {inbox.hasNextPage && (
        <div className="inbox-more">
          <Button
            variant="secondary"
            onClick={() => inbox.fetchNextPage()}
            disabled={inbox.isFetchingNextPage}
          >
            {inbox.isFetchingNextPage ? 'Loading…' : 'Show older'}
          </Button>
        </div>
      )}
    </Page>
  );
}
