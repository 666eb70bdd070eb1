import { type FormEvent, useEffect, useState } from 'react';
import { FormField } from '../../ui/form-field';

/**
 * The two search inputs and the Search button. It is a form, so Enter in either input searches.
 * The inputs follow the address when it changes (back / forward, a link from the home map).
 */
export function SearchForm({
  query,
  state,
  onSearch,
}: {
  query: string;
  state: string;
  onSearch: (query: string, state: string) => void;
}) {
  const [queryText, setQueryText] = useState(query);
  const [stateText, setStateText] = useState(state);
  useEffect(() => setQueryText(query), [query]);
  useEffect(() => setStateText(state), [state]);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    onSearch(queryText.trim(), stateText.trim());
  }

  return (
    <form className="form search-form" onSubmit={submit}>
      <div className="search-fields">
        <FormField
          label="Search"
          type="search"
          name="query"
          value={queryText}
          onChange={(e) => setQueryText(e.target.value)}
          autoComplete="off"
          enterKeyHint="search"
        />
        <FormField
          label="Filter by state"
          type="text"
          name="state"
          value={stateText}
          onChange={(e) => setStateText(e.target.value)}
          autoComplete="off"
          enterKeyHint="search"
        />
      </div>
      <button className="button search-button" type="submit">
        Search
      </button>
    </form>
  );
}
