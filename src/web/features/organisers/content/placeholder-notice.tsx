import type { ClubContent } from '../../../../shared/content-schema';
import type { FieldPath } from './content-model';
import { placeholdersIn } from './placeholders';

/**
 * While the saved content still has the shipped placeholders, a list of them: each names the
 * field and moves to it. Gone once every one is the club's own (after the save).
 */
export function PlaceholderNotice({
  content,
  onPick,
}: {
  content: ClubContent;
  onPick: (path: FieldPath) => void;
}) {
  const found = placeholdersIn(content);
  if (found.length === 0) return null;
  return (
    <aside className="content-placeholders" aria-labelledby="content-placeholders-title">
      <h2 id="content-placeholders-title">Still the shipped placeholder</h2>
      <p>Members see these until you make them the club’s own:</p>
      <ul>
        {found.map((p) => (
          <li key={p.path}>
            <button type="button" className="link-button" onClick={() => onPick(p.path)}>
              {p.label}
            </button>{' '}
            {p.why}
          </li>
        ))}
      </ul>
    </aside>
  );
}
