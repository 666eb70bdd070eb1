import { useSearchParams } from 'react-router';
import { SEARCH_MAX_RESULTS } from '../../../shared/constants';
import { clubStateNamed } from '../../../shared/state-abbreviations';
import { useSession } from '../../lib/session';
import { usePageCount, usePageParams } from '../../lib/use-page-params';
import { Page } from '../../ui/page';
import { Pager, PageSizeBar } from '../../ui/pager';
import { ProfileCardList } from '../../ui/profile-card';
import { ProjectResults } from './project-results';
import { SearchForm, stateChoice } from './search-form';
import { SearchSuggestions } from './search-suggestions';
import { useSearch } from './use-search';
import './search.css';

function resultText(total: number, query: string, state: string): string {
  const word = total === 1 ? 'member' : 'members';
  // The server counts no further than the results it serves: one more means "more than".
  const count =
    total > SEARCH_MAX_RESULTS
      ? `More than ${SEARCH_MAX_RESULTS.toLocaleString('en-US')}`
      : total.toLocaleString('en-US');
  // A state from the map (query and filter both the state): say it as the map does.
  const known = clubStateNamed(state);
  if (known && clubStateNamed(query) === known) return `${count} ${word} in ${known}`;
  if (total === 0) return 'No members found.';
  return `${count} ${word} found`;
}

/**
 * /search?query=&state=&page=&limit=: the address holds the search, so it runs on load and can be
 * shared. Results page like the member list; the count is of every match.
 */
export default function SearchPage() {
  const [params, setParams] = useSearchParams();
  const query = params.get('query') ?? '';
  const state = params.get('state') ?? '';
  const searched = query.trim() !== '' || state.trim() !== '';
  const signedIn = Boolean(useSession()?.username);
  const paging = usePageParams();
  const results = useSearch(query, state, paging.page, paging.limit);
  const total = searched ? (results.data?.total ?? 0) : 0;
  const served = Math.min(total, SEARCH_MAX_RESULTS);
  const pages = usePageCount(paging, results.isFetching || !searched ? undefined : served);

  function onSearch(nextQuery: string, nextState: string) {
    if (nextQuery === query && nextState === state) {
      // Same search again: ask the server again rather than show the remembered answer.
      void results.refetch();
      return;
    }
    const next = new URLSearchParams();
    if (nextQuery) next.set('query', nextQuery);
    if (nextState) next.set('state', nextState);
    setParams(next);
  }

  const members = searched ? (results.data?.members ?? []) : [];
  let status = '';
  if (searched) status = results.isFetching ? 'Searching…' : resultText(total, query, state);
  const showResults = !results.isFetching && members.length > 0;
  const nothingFound = searched && !results.isFetching && results.isFetched && total === 0;

  return (
    <Page title="Search" wide>
      <SearchForm query={query} state={state} onSearch={onSearch} />
      {/* Always in the page, so screen readers announce each new count. */}
      <p className="search-status" role="status">
        {status}
      </p>
      {searched && total > 0 && (
        <PageSizeBar label="Results per page" limit={paging.limit} onLimit={paging.setLimit} />
      )}
      {showResults && <ProfileCardList members={members} />}
      {nothingFound && (
        <SearchSuggestions
          query={query}
          state={stateChoice(state)}
          signedIn={signedIn}
          onAnyState={() => onSearch(query.trim(), '')}
        />
      )}
      {showResults && pages > 1 && (
        <Pager label="Search result pages" page={paging.page} pages={pages} onPage={paging.setPage} />
      )}
      <ProjectResults query={query} ready={searched && results.isFetched && !results.isFetching} />
    </Page>
  );
}
