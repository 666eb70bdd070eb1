import { useSearchParams } from 'react-router';
import { Page } from '../../ui/page';
import { ProfileCardList } from '../../ui/profile-card';
import { SearchForm } from './search-form';
import { useSearch } from './use-search';
import './search.css';

function resultText(count: number): string {
  if (count === 0) return 'No members found.';
  return `${count} ${count === 1 ? 'member' : 'members'} found`;
}

/** /search?query=&state=: the address holds the search, so it runs on load and can be shared. */
export default function SearchPage() {
  const [params, setParams] = useSearchParams();
  const query = params.get('query') ?? '';
  const state = params.get('state') ?? '';
  const searched = query.trim() !== '' || state.trim() !== '';
  const results = useSearch(query, state);

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

  const members = searched ? (results.data ?? []) : [];
  let status = '';
  if (searched) status = results.isFetching ? 'Searching…' : resultText(members.length);

  return (
    <Page title="Search" wide>
      <SearchForm query={query} state={state} onSearch={onSearch} />
      {/* Always in the page, so screen readers announce each new count. */}
      <p className="search-status" role="status">
        {status}
      </p>
      {!results.isFetching && members.length > 0 && <ProfileCardList members={members} />}
    </Page>
  );
}
