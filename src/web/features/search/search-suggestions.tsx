import { Link } from 'react-router';

/**
 * What to try when a search finds nobody: the spelling, fewer words, a state (every state when one
 * was chosen), or the member list.
 *
 * Each tip is a short line of its own: the suggestions arrive with the answer, after the first
 * paint, and a wide block of text here would become the page's largest paint and wait for the
 * search (decision 27). Short lines keep the page's title the largest thing it paints.
 */
export function SearchSuggestions({
  query,
  state,
  signedIn,
  onAnyState,
}: {
  query: string;
  state: string;
  signedIn: boolean;
  onAnyState: () => void;
}) {
  const words = query.trim().split(/\s+/).filter(Boolean).length;
  return (
    <section className="search-tips" aria-labelledby="search-tips-title">
      <h2 id="search-tips-title" className="search-tips-title">
        Try another search
      </h2>
      <ul className="search-tips-list">
        <li>Check the spelling.</li>
        {words > 1 ? (
          <li>Use fewer words: each must match.</li>
        ) : (
          query.trim() !== '' && <li>Try part of the word.</li>
        )}
        {state ? (
          <li>
            <button type="button" className="link-button" onClick={onAnyState}>
              Try every state
            </button>
            , not {state} only.
          </li>
        ) : (
          <li>Name a state: “Kansas” or “KS”.</li>
        )}
        <li>
          <Link to="/users">Browse the member list</Link>
          {signedIn ? '.' : ' (for members).'}
        </li>
      </ul>
    </section>
  );
}
