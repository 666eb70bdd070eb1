import { useEffect, useId } from 'react';
import { useSearchParams } from 'react-router';
import { PAGE_SIZES } from '../../../shared/constants';
import { ErrorText } from '../../ui/error-text';
import { Page } from '../../ui/page';
import { ProfileCardList } from '../../ui/profile-card';
import { Pager } from './pager';
import { pageCount, parseLimit, parsePage } from './parse-params';
import { useMembers } from './use-members';
import './members.css';

/** /users: the member list, paged by ?page= (from 1) and ?limit= (5, 10, 20 or 50). */
export default function MembersPage() {
  const [params, setParams] = useSearchParams();
  const page = parsePage(params.get('page'));
  const limit = parseLimit(params.get('limit'));
  const members = useMembers(page, limit);
  const limitId = useId();
  const total = members.data?.total ?? 0;
  const pages = pageCount(total, limit);

  function go(nextPage: number, nextLimit: number, replace = false) {
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.set('page', String(nextPage));
        next.set('limit', String(nextLimit));
        return next;
      },
      { replace },
    );
  }

  // Invalid values in the address are replaced by the ones used; a page past the end by the last page.
  const rawPage = params.get('page');
  const rawLimit = params.get('limit');
  const loaded = members.data !== undefined && !members.isPlaceholderData;
  const wantedPage = loaded && page > pages ? pages : page;
  const fix =
    (rawPage !== null && rawPage !== String(wantedPage)) || (rawLimit !== null && rawLimit !== String(limit));
  useEffect(() => {
    if (fix) go(wantedPage, limit, true);
  });

  return (
    <Page title="Members" wide>
      <div className="members-toolbar">
        <div className="field members-limit">
          <label htmlFor={limitId}>Members per page</label>
          <select id={limitId} value={limit} onChange={(e) => go(1, parseLimit(e.target.value))}>
            {PAGE_SIZES.map((size) => (
              <option key={size} value={size}>
                {size}
              </option>
            ))}
          </select>
        </div>
        {members.data && (
          <p className="members-total">
            {total.toLocaleString('en-US')} {total === 1 ? 'member' : 'members'}
          </p>
        )}
      </div>
      {members.isPending && <p role="status">Loading…</p>}
      {members.isError && <ErrorText>The member list could not be loaded. Please try again later.</ErrorText>}
      {members.data && members.data.users.length === 0 && <p>No members on this page.</p>}
      {members.data && (
        <div aria-busy={members.isPlaceholderData}>
          <ProfileCardList members={members.data.users} />
        </div>
      )}
      {members.data && <Pager page={page} pages={pages} onPage={(p) => go(p, limit)} />}
    </Page>
  );
}
