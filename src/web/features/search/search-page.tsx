import { useSearchParams } from 'react-router';
import { STATE_NAMES } from '../../../shared/constants';
import { Page } from '../../ui/page';
import { ProfileCardList } from '../../ui/profile-card';
import { SearchForm } from './search-form';
import { useSearch } from './use-search';
import './search.css';

function resultText(count: number, query: string, state: string): string {
  const word = count === 1 ? 'member' : 'members';
  // A state from the map (query and filter both the state): say it as the map does.
  const known = STATE_NAMES.find((s) => s.toLowerCase() === state.trim().toLowerCase());
  if (known && query.trim().toLowerCase() === known.toLowerCase()) return `${count} ${word} in ${known}`;
  if (count === 0) return 'No members found.';
  return `${count} ${word} found`;
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
  if (searched) status = results.isFetching ? 'Searching…' : resultText(members.length, query, state);

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
