import { usePageCount, usePageParams } from '../../lib/use-page-params';
import { ErrorText } from '../../ui/error-text';
import { Page } from '../../ui/page';
import { Pager, PageSizeBar } from '../../ui/pager';
import { ProfileCardList } from '../../ui/profile-card';
import { useMembers } from './use-members';

/** /users: the member list, paged by ?page= (from 1) and ?limit= (5, 10, 20 or 50). */
export default function MembersPage() {
  const paging = usePageParams();
  const members = useMembers(paging.page, paging.limit);
  const loaded = members.data !== undefined && !members.isPlaceholderData;
  const pages = usePageCount(paging, loaded ? members.data?.total : undefined);
  const total = members.data?.total ?? 0;

  return (
    <Page title="Members" wide>
      <PageSizeBar
        label="Members per page"
        limit={paging.limit}
        onLimit={paging.setLimit}
        total={
          members.data ? `${total.toLocaleString('en-US')} ${total === 1 ? 'member' : 'members'}` : undefined
        }
      />
      {members.isPending && <p role="status">Loading…</p>}
      {members.isError && <ErrorText>The member list could not be loaded. Please try again later.</ErrorText>}
      {members.data && members.data.users.length === 0 && <p>No members on this page.</p>}
      {members.data && (
        <div aria-busy={members.isPlaceholderData}>
          <ProfileCardList members={members.data.users} />
        </div>
      )}
      {members.data && (
        <Pager label="Member list pages" page={paging.page} pages={pages} onPage={paging.setPage} />
      )}
    </Page>
  );
}
