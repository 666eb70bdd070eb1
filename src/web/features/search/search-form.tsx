import { type FormEvent, useEffect, useRef, useState } from 'react';
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
  // What this form last sent: when the address catches up with it (navigation renders late), the
  // inputs keep whatever the member typed since, instead of jumping back to the sent words.
  const sent = useRef<{ query: string; state: string } | null>(null);
  useEffect(() => {
    if (query !== sent.current?.query) setQueryText(query);
  }, [query]);
  useEffect(() => {
    if (state !== sent.current?.state) setStateText(state);
  }, [state]);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    sent.current = { query: queryText.trim(), state: stateText.trim() };
    onSearch(sent.current.query, sent.current.state);
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
