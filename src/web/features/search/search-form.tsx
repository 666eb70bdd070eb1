import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { STATE_NAMES } from '../../../shared/constants';
import { clubStateNamed } from '../../../shared/state-abbreviations';
import { FormField } from '../../ui/form-field';

/** The select's value for a state in the address: the club state it names ("KS": Kansas), or as it is. */
export const stateChoice = (state: string): string => clubStateNamed(state) ?? state.trim();

/**
 * The search input, the state choice and the Search button. It is a form, so Enter in the input
 * searches; choosing a state searches at once. The fields follow the address when it changes
 * (back / forward, a link from the home map).
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
  const stateId = useId();
  const [queryText, setQueryText] = useState(query);
  const [stateText, setStateText] = useState(stateChoice(state));
  // What this form last sent: when the address catches up with it (navigation renders late), the
  // inputs keep whatever the member typed since, instead of jumping back to the sent words.
  const sent = useRef<{ query: string; state: string } | null>(null);
  useEffect(() => {
    if (query !== sent.current?.query) setQueryText(query);
  }, [query]);
  useEffect(() => {
    if (state !== sent.current?.state) setStateText(stateChoice(state));
  }, [state]);

  function send(nextState: string) {
    sent.current = { query: queryText.trim(), state: nextState };
    onSearch(sent.current.query, sent.current.state);
  }
  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    send(stateText);
  }

  // A state from an older link that is not one of the twelve stays shown (and can be cleared).
  const other = stateText && !STATE_NAMES.includes(stateText) ? stateText : '';
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
        <div className="field search-state">
          <label htmlFor={stateId}>Filter by state</label>
          <select
            id={stateId}
            name="state"
            value={stateText}
            onChange={(e) => {
              setStateText(e.target.value);
              send(e.target.value);
            }}
          >
            <option value="">Any state</option>
            {STATE_NAMES.map((name) => (
              <option key={name} value={name}>
                {name}
              </option>
            ))}
            {other && <option value={other}>{other}</option>}
          </select>
        </div>
      </div>
      <button className="button search-button" type="submit">
        Search
      </button>
    </form>
  );
}
